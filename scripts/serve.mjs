// `npm run serve`: the Conversa server as a newcomer meets it. Builds the production app and the
// server, starts the Auth emulator and the server on the embedded database (or DATABASE_URL) with
// the Instagram mock and the demo on (its users seeded in the emulator, their logins printed),
// and prints the URL. `CONVERSA_DEMO=off npm run serve` starts it without the demo, as a
// production server starts. Ctrl-C stops everything.
import { DEMO_USERS } from '../src/mocks/demoUsers.ts'
import { buildApp } from './lib/build.mjs'
import { EMULATOR_ORIGIN, ensureEmulator, PROJECT_ID, seedUsers } from './lib/emulator.mjs'
import { buildServer, startServerProcess } from './lib/server.mjs'

const port = Number(process.env.PORT ?? 8080)
const demo = (process.env.CONVERSA_DEMO ?? 'on') === 'on'
let emulator
let server
async function shutdown(code = 0) {
  await server?.stop().catch(() => {})
  await emulator?.stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  console.log('Building the app and the server…')
  await Promise.all([buildApp({ mode: 'production', outDir: 'dist' }), buildServer()])
  emulator = await ensureEmulator()
  if (demo) await seedUsers(DEMO_USERS)
  server = await startServerProcess({
    env: {
      PORT: String(port),
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_ORIGIN).host,
      INSTAGRAM_MOCK: 'on',
      CONVERSA_DEMO: 'on',
      ...process.env,
    },
    // The server's own JSON lines go to the terminal.
    stdio: 'inherit',
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}

const logins = demo
  ? `  Demo logins:
${DEMO_USERS.map((user) => `    ${user.role.padEnd(7)} ${user.email}  /  ${user.password}`).join('\n')}`
  : '  Demo: off (no demo users or data; sign up at /registrar)'

console.log(`
  Conversa is running at ${server.url}
  Database: ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `embedded PostgreSQL in ${process.env.CONVERSA_DATA_DIR ?? '.data'}`}
  Auth emulator: ${EMULATOR_ORIGIN} (project ${PROJECT_ID})${emulator.started ? '' : ' — reused the one already running'}
  Instagram: the mock, served at ${server.url}/__instagram

${logins}

  Press Ctrl-C to stop.
`)
