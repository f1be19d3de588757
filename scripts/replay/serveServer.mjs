// The replay's other host: the Conversa server (`npm run serve`'s), serving a production build of
// the app with QA mode on, on a fresh embedded database of its own with the demo seeded.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_USERS } from '../../src/mocks/demoUsers.ts'
import { EMULATOR_ORIGIN, ensureEmulator, PROJECT_ID, seedUsers } from '../lib/emulator.mjs'
import { buildOnceDir, once } from '../lib/buildOnce.mjs'
import { buildServer, startServerProcess } from '../lib/server.mjs'

/**
 * Builds what `npm run serve` serves, with QA mode on (the journal and the `window.__conversaQa`
 * hook the replay drives): `VITE_QA_MODE=on vite build` into `outDir`. A variable already set
 * wins over the mode's .env files; the test runner's own VITE_ values and NODE_ENV are left out.
 */
function buildQaApp(outDir) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITE_')),
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn(
      'vite',
      ['build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { env: { ...env, VITE_QA_MODE: 'on' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the QA build failed:\n${output}`))))
  })
}

/**
 * Starts the emulator (or reuses one), seeds the demo users, builds the QA app and the server, and
 * starts the server as `npm run serve` does (demo and Instagram mock on) on a free port, with its
 * database in a temporary folder: every replay starts from the same fresh data.
 */
export async function serveServerApp({ log = console.log } = {}) {
  const emulator = await ensureEmulator({ log })
  await seedUsers(DEMO_USERS)
  const work = await mkdtemp(join(tmpdir(), 'conversa-replay-server-'))
  // The QA app is read-only once built: servers of one test run share it.
  const shared = buildOnceDir()
  const appDir = shared ? join(shared, 'qa-app') : join(work, 'app')
  log('Building the app (QA mode on) and the server…')
  let server
  try {
    await Promise.all([once('qa-app', () => buildQaApp(appDir)), buildServer()])
    server = await startServerProcess({
      env: {
        PORT: '0',
        FIREBASE_PROJECT_ID: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_ORIGIN).host,
        INSTAGRAM_MOCK: 'on',
        CONVERSA_DEMO: 'on',
        CONVERSA_STATIC_DIR: appDir,
        CONVERSA_DATA_DIR: join(work, 'data'),
        // The embedded database even where the shell names a PostgreSQL one.
        DATABASE_URL: '',
      },
    })
  } catch (error) {
    await rm(work, { recursive: true, force: true })
    await emulator.stop()
    throw error
  }
  return {
    baseURL: server.url.replace(/\/$/, ''),
    async close() {
      await server.stop()
      await rm(work, { recursive: true, force: true })
      await emulator.stop()
    },
  }
}
