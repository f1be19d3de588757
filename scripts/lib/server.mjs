// Builds the Conversa server (vite.config.ts, mode "server") and starts it as a child process,
// for `npm run serve`, the server tests and the bench; likewise the Instagram mock's own process.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { once } from './buildOnce.mjs'

export const SERVER_ENTRY = resolve('dist-server/main.js')
export const INSTAGRAM_MOCK_ENTRY = resolve('dist-server/instagram-mock.js')

export function buildServer() {
  return once('server', () => buildServerNow())
}

function buildServerNow() {
  return new Promise((done, fail) => {
    let output = ''
    const child = spawn('vite', ['build', '--mode', 'server', '--logLevel', 'warn'], {
      env: Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV')),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', fail)
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the server's build failed:\n${output}`))))
  })
}

/**
 * Starts `node dist-server/main.js` and resolves once it listens, with its URL. `stdio: 'inherit'`
 * shows its logs; by default they are kept (`output()`) and shown only if it fails to start.
 */
export function startServerProcess(options = {}) {
  return startBuiltProcess(SERVER_ENTRY, 'the server', options)
}

/**
 * Starts the Instagram mock's own process, `node dist-server/instagram-mock.js`, as
 * `startServerProcess` does the server (src/hosts/node/instagramMock.ts names its environment:
 * INSTAGRAM_MOCK_PORT, INSTAGRAM_MOCK_DATA_DIR, INSTAGRAM_MOCK_RETRY_DELAYS_MS).
 */
export function startInstagramMockProcess(options = {}) {
  return startBuiltProcess(INSTAGRAM_MOCK_ENTRY, 'the Instagram mock', options)
}

/** Runs a built entry until it prints its `{"msg":"listening","url":…}` line. */
function startBuiltProcess(entry, name, { env = {}, stdio = 'pipe', timeoutMs = 60_000 } = {}) {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the server first`)
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let started = false
    const timer = setTimeout(
      () => fail(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    )
    const read = (chunk) => {
      const text = String(chunk)
      if (stdio === 'inherit') process.stdout.write(text)
      else output += text
      if (started) return
      for (const line of text.split('\n')) {
        let record
        try {
          record = JSON.parse(line)
        } catch {
          continue
        }
        if (record.msg !== 'listening') continue
        started = true
        clearTimeout(timer)
        done({ url: record.url, child, output: () => output, stop: () => stopProcess(child) })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', (chunk) => (stdio === 'inherit' ? process.stderr.write(chunk) : (output += chunk)))
    child.once('exit', (code, signal) => {
      if (started) return
      clearTimeout(timer)
      fail(Object.assign(new Error(`${name} exited (${code ?? signal}) before listening:\n${output}`), { code }))
    })
  })
}

function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
}
