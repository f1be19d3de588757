// Builds the app with the mock backend (and QA mode) and serves it, as the end-to-end setup does.
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { DEMO_USERS } from '../../src/mocks/demoUsers.ts'
import { buildApp, servePreview } from '../lib/build.mjs'
import { ensureEmulator, seedUsers } from '../lib/emulator.mjs'

/** Starts the emulator (or reuses one), seeds the demo users, builds into a private folder and serves it. */
export async function serveMockApp({ log = console.log } = {}) {
  const emulator = await ensureEmulator({ log })
  await seedUsers(DEMO_USERS)
  const outDir = resolve('node_modules/.cache/conversa-replay', `${process.pid}-${Date.now()}`)
  log('Building the app with the mock backend…')
  await buildApp({ mode: 'mock', outDir })
  const server = await servePreview({ mode: 'mock', outDir })
  return {
    baseURL: server.baseURL,
    async close() {
      await server.close()
      await rm(outDir, { recursive: true, force: true })
      await emulator.stop()
    },
  }
}
