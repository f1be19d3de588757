// Builds the app in a child process, so a build started from a test runner is a real production
// build: Vitest sets NODE_ENV=test and exports the test mode's VITE_* values, which would give
// React's development build and override the build mode's .env files.
import { spawn } from 'node:child_process'

export function buildApp({ mode, outDir }) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITE_')),
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn('vite', ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build --mode ${mode} failed:\n${output}`)),
    )
  })
}

/** Serves a built folder with `vite preview` on a free loopback port. */
export async function servePreview({ mode, outDir }) {
  const { preview } = await import('vite')
  const server = await preview({
    mode,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report a URL')
  return { baseURL: url.replace(/\/$/, ''), close: () => server.close() }
}
