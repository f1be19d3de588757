import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath, URL } from 'node:url'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { preloadFont } from './scripts/vite/preloadFont.ts'
import { prerender } from './scripts/vite/prerender.ts'
import { radixCss } from './scripts/vite/radixCss.ts'
import { radixThemeTooltip } from './scripts/vite/radixThemeTooltip.ts'
import { signedInGroup } from './scripts/vite/signedInChunk.ts'

const require = createRequire(import.meta.url)
const WORKER_FILE = 'mockServiceWorker.js'

/** MSW's worker unregistering itself once no page is left (the CLIENT_CLOSE branch). */
const SELF_UNREGISTER =
  /if \(remainingClients\.length === 0\) \{\s*await clearStoredActiveClientIds\(\)\s*await self\.registration\.unregister\(\)\s*\}/

/**
 * MSW's worker unregisters itself when its last page closes, and a full page load in the only tab
 * is such a moment: the next page then loads without the mock backend, reloads itself
 * (src/mocks/browser.ts) and cancels whatever navigation was under way. The mock backend is the
 * demo's whole server, so its worker stays registered. Fails the build if MSW's code changed.
 */
function keepWorkerRegistered(source: string): string {
  if (!SELF_UNREGISTER.test(source)) throw new Error(`MSW's ${WORKER_FILE} changed: review keepWorkerRegistered`)
  return source.replace(
    SELF_UNREGISTER,
    '// Conversa keeps this worker registered (vite.config.ts, keepWorkerRegistered).',
  )
}

/**
 * MSW's service worker lives outside public/ so that a build with the mock backend off
 * ships no trace of it: it is served in dev and emitted in build only when mocking is on.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () => keepWorkerRegistered(readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8'))
  return {
    name: 'conversa:mock-service-worker',
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(source())
      })
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() })
    },
  }
}

/** The packages every route needs before anything renders (see `codeSplitting` below). */
const REACT_CORE =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@lingui[\\/]react|wouter|regexparam|@xstate[\\/]react|use-isomorphic-layout-effect|@radix-ui[\\/]react-(direction|context|use-layout-effect|compose-refs|slot|primitive))[\\/]/

/** Radix Themes' prop definitions and helpers: every screen's components read them. */
const RADIX_THEMES_PROPS = /@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/](props|helpers)[\\/]/

/**
 * The icons the shell draws (the menu's registry and the app frame): every signed-in page loads
 * them, so they travel together. Left apart, each icon a screen also uses became a file of its
 * own, and the first load paid twenty files' overhead (tests/build). Those the signed-in first
 * load draws come in its chunks (the group before this one); this chunk holds the rest.
 */
function shellIconsTest(): RegExp {
  const names = new Set<string>()
  const sources = ['src/components/icon/iconRegistry.ts', ...filesUnder('src/app')]
  for (const file of sources)
    for (const [name] of readFileSync(file, 'utf8').matchAll(/\bIcon[A-Z][A-Za-z0-9]*\b/g)) names.add(name)
  return new RegExp(`@tabler[\\\\/]icons-react[\\\\/].*[\\\\/](${[...names].join('|')})\\.mjs$`)
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Shared library chunks are named after their package (`radix-ui-react-dialog-…js` rather than
 * `dist-…js`), so the bench and the byte budget say what a chunk holds.
 */
function chunkFileName(chunk: { name: string; moduleIds: string[] }): string {
  const packages = chunk.moduleIds.map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1])
  const named = ['dist', 'index', 'esm', 'es2015'].includes(chunk.name) ? packages.find(Boolean) : undefined
  return `assets/${named ? named.replace(/^@/, '').replace(/\//g, '-') : '[name]'}-[hash].js`
}

/**
 * The Conversa server (src/hosts/node/main.ts, `dist-server/main.js`) and the Instagram mock's
 * own process (src/hosts/node/instagramMock.ts, `dist-server/instagram-mock.js`) for Node: the
 * same sources as the app, so the backend's Lingui macros and `@/` paths resolve alike; their
 * packages stay in node_modules, and what both use is a chunk they share.
 */
const serverBuild = {
  // The app's public files belong to the app's build, which the server serves.
  publicDir: false as const,
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    ssr: true,
    rolldownOptions: {
      input: { main: 'src/hosts/node/main.ts', 'instagram-mock': 'src/hosts/node/instagramMock.ts' },
    },
    outDir: 'dist-server',
    target: 'node24',
    sourcemap: true,
    emptyOutDir: true,
  },
}

export default defineConfig(({ mode }) => {
  if (mode === 'server') return serverBuild
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mocking = env.VITE_MOCK_BACKEND === 'on'
  return {
    plugins: [
      radixCss(),
      radixThemeTooltip(),
      babel({ presets: [linguiTransformerBabelPreset()] }),
      react(),
      lingui(),
      mockServiceWorker(mocking),
      preloadFont(),
      prerender(),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: {
      outDir: mode === 'production' ? 'dist' : `dist-${mode}`,
      sourcemap: false,
      // The byte budget (tests/build) and the pre-rendering read what each entry and chunk needs from it.
      manifest: true,
      // The mock backend (MSW + faker) is one big dev-only chunk, and MapLibre GL the fleet map's own
      // lazy one (about 1,060 kB, src/features/logistics/fleet/FleetMap.tsx); other app chunks stay far below this.
      chunkSizeWarningLimit: 1100,
      rolldownOptions: {
        output: {
          chunkFileNames: chunkFileName,
          // React, the libraries every screen reaches through it and Radix Themes' prop definitions,
          // in one chunk the entry loads: left to automatic splitting, a chart library sharing them
          // with the entry cut them into small chunks, and every first load paid each file's round
          // trip (tests/build counts them).
          codeSplitting: {
            groups: [
              { name: 'react', test: (id: string) => REACT_CORE.test(id) || RADIX_THEMES_PROPS.test(id) },
              // What the signed-in shell and the dashboard reach, in three chunks rather than some
              // forty files (scripts/vite/signedInChunk.ts).
              signedInGroup(process.cwd()),
              { name: 'shell-icons', test: shellIconsTest() },
              // The other icons several lazy chunks share, in one file (about 5 KiB gzipped) rather
              // than one each: e-mail's first visit fetched nine of them.
              { name: 'icons', test: /@tabler[\\/]icons-react[\\/]/, minShareCount: 2 },
              // The rest of what the entry imports statically: with the entry, not a file of its own
              // for each module a lazy screen shares with it.
              { name: 'react', tags: ['$initial'] },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: false },
    preview: { host: '127.0.0.1' },
  }
})
