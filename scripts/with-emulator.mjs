// Runs a command with the Auth emulator up (started here unless one is running already).
import { spawn } from 'node:child_process'
import { ensureEmulator } from './lib/emulator.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-emulator.mjs <command> [args…]')
  process.exit(2)
}

const emulator = await ensureEmulator()
const child = spawn(command, args, { stdio: 'inherit', shell: false })
const stopAll = async (signal) => {
  child.kill(signal)
}
process.on('SIGINT', () => void stopAll('SIGINT'))
process.on('SIGTERM', () => void stopAll('SIGTERM'))
const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)))
await emulator.stop()
process.exit(code)
