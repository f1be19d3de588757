// The product API for a build without the mock backend: the mock backend's own app
// (src/mocks/node.ts, the one the Node tests use) answers /api/* inside the preview server, so the
// shipped build can be measured signed in without MSW or faker in the page.
import { createServer } from 'vite'
import { PROJECT_ID } from '../lib/emulator.mjs'

/**
 * A Vite plugin for `vite preview` that answers /api/* from the mock backend, loaded through
 * Vite's SSR loader (it is TypeScript with the app's import aliases). Resolves the plugin and a
 * close function for the loader.
 */
export async function mockApiPlugin({ root }) {
  const loader = await createServer({
    root,
    mode: 'mock',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const { createMockServer } = await loader.ssrLoadModule('/src/mocks/node.ts')
  const { backend } = createMockServer({ projectId: PROJECT_ID })

  const plugin = {
    name: 'conversa:bench-mock-api',
    configurePreviewServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next()
        try {
          const chunks = []
          for await (const chunk of req) chunks.push(chunk)
          const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : null
          const headers = new Headers()
          // HTTP/2's pseudo-headers (`:method`, `:authority`) are not headers to Fetch.
          for (const [key, value] of Object.entries(req.headers))
            if (typeof value === 'string' && !key.startsWith(':')) headers.set(key, value)
          const request = new Request(new URL(req.url, `http://${req.headers.host ?? req.headers[':authority']}`), {
            method: req.method,
            headers,
            body,
          })
          // The backend's one app, as the server and MSW hand it /api requests.
          const response = await backend.app.fetch(request)
          res.statusCode = response.status
          response.headers.forEach((value, key) => res.setHeader(key, value))
          if (response.body && response.headers.get('content-type')?.includes('text/event-stream')) {
            // The server-event stream never ends: pass each event on as it comes, until the page goes.
            const reader = response.body.getReader()
            res.on('close', () => void reader.cancel().catch(() => {}))
            for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) res.write(chunk.value)
            res.end()
            return
          }
          res.end(Buffer.from(await response.arrayBuffer()))
        } catch (error) {
          next(error)
        }
      })
    },
  }
  return { plugin, close: () => loader.close() }
}
