// What every bench section shares: builds made once into a private temp folder, `vite preview`
// servers on free ports, Chromium, and a cleanup list that runs however the process ends.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs'
import { mockApiPlugin } from './backend.mjs'

export { CHROMIUM_ARGS, chromiumPath }

/**
 * The builds a section may ask for. The shipped one is served with the product API answered by
 * the mock backend's handlers in Node (nothing of them in the page), so it can be measured signed
 * in; the mock one carries MSW and faker in the page, as a public demo would.
 */
export const BUILDS = {
  production: { mode: 'production', description: 'vite build (mock backend off; /api answered by the preview server)' },
  mock: { mode: 'mock', description: 'vite build --mode mock (MSW and faker in the page)' },
}

export async function freePort() {
  const server = createServer()
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * Cleanups run last-in first-out on success, on failure and on Ctrl-C. Child processes are also
 * killed synchronously on 'exit', the one place an abrupt end still lets us act.
 */
function createCleanup() {
  const tasks = []
  const children = new Set()
  let running = null
  const runAll = async () => {
    running ??= (async () => {
      while (tasks.length > 0) {
        const task = tasks.pop()
        try {
          await task()
        } catch (error) {
          console.error(`cleanup: ${error instanceof Error ? error.message : error}`)
        }
      }
    })()
    return running
  }
  process.once('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and browsers…`)
      void runAll().finally(() => process.exit(code))
    })
  }
  return {
    add: (task) => tasks.push(task),
    /** Tracks a spawned process so that no exit path leaves it running. */
    track: (child) => {
      children.add(child)
      child.once('exit', () => children.delete(child))
      return child
    },
    runAll,
  }
}

/**
 * A throwaway certificate for 127.0.0.1 (the bench's Chromium is told to accept it), made with the
 * system's `openssl`: browsers speak HTTP/2 only over TLS.
 */
function makeCertificate(dir) {
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  if (result.error || result.status !== 0)
    throw new Error(
      `HTTP/2 needs a certificate, and openssl could not make one: ${result.error?.message ?? result.stderr}`,
    )
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

export function createBenchContext({ root }) {
  const cleanup = createCleanup()
  const workDir = mkdtempSync(join(tmpdir(), 'conversa-bench-'))
  let certificate = null
  const selfSignedCertificate = () => (certificate ??= makeCertificate(workDir))
  cleanup.add(() => rmSync(workDir, { recursive: true, force: true }))
  const servers = new Map()

  /**
   * Builds once per mode and serves the result with `vite preview` on a free port; resolves to its
   * origin. `vite preview` speaks HTTP/1.1 (six connections to a host, one request at a time on
   * each); with `http2`, the same build is served over TLS and HTTP/2, as a static host serves it.
   */
  async function serve(buildName, { http2 = false } = {}) {
    const key = http2 ? `${buildName}:http2` : buildName
    if (!servers.has(key)) servers.set(key, startServer(buildName, { http2 }))
    return (await servers.get(key)).origin
  }

  /** The folder a build was written to (after `serve`). */
  async function outDirOf(buildName) {
    await serve(buildName)
    return (await servers.get(buildName)).outDir
  }

  /** One build per mode, whichever servers serve it. */
  function buildOnce(buildName) {
    return once(`build:${buildName}`, async () => {
      const { build } = await import('vite')
      const outDir = join(workDir, buildName)
      console.log(`▶ building ${BUILDS[buildName].description}…`)
      await build({ root, mode: BUILDS[buildName].mode, logLevel: 'error', build: { outDir, emptyOutDir: true } })
      return outDir
    })
  }

  async function startServer(buildName, { http2 }) {
    const { preview } = await import('vite')
    const { mode } = BUILDS[buildName]
    const outDir = await buildOnce(buildName)
    const plugins = []
    if (buildName === 'production') {
      const api = await mockApiPlugin({ root })
      cleanup.add(api.close)
      plugins.push(api.plugin)
    }
    const port = await freePort()
    const server = await preview({
      root,
      mode,
      logLevel: 'warn',
      plugins,
      build: { outDir },
      // Vite serves HTTP/2 (with HTTP/1.1 for old clients) whenever it has a certificate.
      preview: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        open: false,
        https: http2 ? selfSignedCertificate() : undefined,
      },
    })
    cleanup.add(() => server.close())
    return { origin: `${http2 ? 'https' : 'http'}://127.0.0.1:${port}`, outDir }
  }

  /** Chromium through playwright-core, closed by the cleanup list. */
  async function playwrightBrowser() {
    const { chromium } = await import('playwright-core')
    // Our cleanup list owns the signals, so Playwright's own handlers stay off.
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    })
    cleanup.add(() => browser.close())
    return browser
  }

  /** A bare Chromium with a DevTools port (what Lighthouse drives). Returns its port and a stop function. */
  async function debuggableChromium() {
    const port = await freePort()
    const profile = mkdtempSync(join(workDir, 'chromium-'))
    const child = cleanup.track(
      spawn(
        chromiumPath(),
        [
          ...CHROMIUM_ARGS,
          // The HTTP/2 server's certificate is the bench's own (`makeCertificate`).
          '--ignore-certificate-errors',
          `--remote-debugging-port=${port}`,
          `--user-data-dir=${profile}`,
          'about:blank',
        ],
        {
          stdio: 'ignore',
        },
      ),
    )
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, sleep(3000)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    cleanup.add(stop)
    const deadline = Date.now() + 20_000
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1000) })
        if (response.ok) break
      } catch {
        // Not listening yet.
      }
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop()
        throw new Error(`Chromium did not open its DevTools port ${port}`)
      }
      await sleep(100)
    }
    return { port, stop }
  }

  /** Memoizes one result per key for the whole run, so sections can share measurements. */
  const memo = new Map()
  function once(key, compute) {
    if (!memo.has(key)) memo.set(key, compute())
    return memo.get(key)
  }

  return { root, workDir, cleanup, serve, outDirOf, playwrightBrowser, debuggableChromium, once }
}
