// `npm start`: the Auth emulator, the mock backend (MSW, inside the page) and the Vite dev server,
// with the demo users seeded. Ctrl-C stops everything this started.
import { createServer } from 'vite'
import { DEMO_USERS } from '../src/mocks/demoUsers.ts'
import { ensureEmulator, seedUsers } from './lib/emulator.mjs'

let emulator
let server
async function shutdown(code = 0) {
  await server?.close().catch(() => {})
  await emulator?.stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  emulator = await ensureEmulator()
  await seedUsers(DEMO_USERS)
  server = await createServer({ mode: 'development' })
  await server.listen()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}

const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'
console.log(`
  Conversa is running at ${url}
  Auth emulator: http://127.0.0.1:9099 (project demo-conversa)${emulator.started ? '' : ' — reused the one already running'}
  Mock backend: on (MSW in the browser; data persists in IndexedDB)

  Demo logins:
${DEMO_USERS.map((user) => `    ${user.role.padEnd(7)} ${user.email}  /  ${user.password}`).join('\n')}

  Press Ctrl-C to stop.
`)
