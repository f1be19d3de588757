import { serve } from '@hono/node-server'
import { InstagramPlatform } from '@/mocks/instagram/platform'
import { instagramMockService } from '@/mocks/instagram/service'
import { DEFAULT_SEED } from '@/mocks/backend'
import { seededFaker } from '@/mocks/faker'
import { collectionNamesOf, collectionsSeeding, MOCK_DB_VERSIONS } from '@/mocks/schema'
import type { Database } from '@/server/storage/database'
import { openMemoryDatabase } from '@/server/storage/memory'
import { openDatabase } from './database'

/**
 * The Instagram mock as a process of its own (`node dist-server/instagram-mock.js`), so that a
 * Conversa server reaches it over the network as it would reach Meta, and a test can stop one
 * without the other. Configured by the environment:
 *
 * - `INSTAGRAM_MOCK_DATA_DIR`: its embedded PostgreSQL's folder, to keep Instagram's side across
 *   restarts; `memory://` (the default) for none: then its records live in this process's memory;
 * - `INSTAGRAM_MOCK_PORT`: the port on 127.0.0.1, 0 (the default) for any free one;
 * - `INSTAGRAM_MOCK_RETRY_DELAYS_MS`: the waits between webhook attempts, e.g. `1000,5000`.
 * - `INSTAGRAM_MOCK_CONVERSATION_CALLS_PER_SECOND`: the Conversations API's rate per account;
 *   `2` is Meta's. Unset, this process does not limit it: a server restarted mid-send asks
 *   Instagram what it sent (`findSent`) in bursts faster than that, and the tests that kill
 *   servers start this process to watch them recover, not to be throttled.
 *
 * Once it listens it prints one line, `{"msg":"listening","url":"http://127.0.0.1:PORT"}`; clients
 * find Instagram's hosts at `mockInstagramHosts(url)`. It exits 2 when its configuration is wrong.
 */
async function main(): Promise<void> {
  const config = readConfig(process.env)
  if (typeof config === 'string') {
    console.error(`Instagram mock: ${config}`)
    process.exit(2)
  }
  const db = config.dataDir === MEMORY ? openInMemory() : await openMockDatabase(config.dataDir)
  await db.ready()
  const platform = new InstagramPlatform(
    db,
    Date.now,
    config.retryDelaysMs ? { webhookRetryDelaysMs: config.retryDelaysMs } : {},
  )
  platform.configure({
    limits: {
      ...platform.settings.limits,
      conversationCallsPerSecond: config.conversationCallsPerSecond ?? Number.MAX_SAFE_INTEGER,
    },
  })
  const app = instagramMockService(platform)
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: config.port }, (info) => {
    process.stdout.write(`${JSON.stringify({ msg: 'listening', url: `http://127.0.0.1:${info.port}` })}\n`)
  })
  server.once('error', (error) => {
    console.error(`Instagram mock: cannot listen on port ${config.port}: ${error.message}`)
    process.exit(1)
  })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    platform.stopDeliveries()
    await new Promise<void>((closed) => {
      server.close(() => closed())
      ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
    })
    await db.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

const MEMORY = 'memory://'

/**
 * Instagram's side kept in this process's memory: the storage port's memory adapter, which costs
 * the mock next to no CPU per event. An embedded PostgreSQL (or IndexedDB over fake-indexeddb)
 * would spend it on a database, in a process meant to stand in for Meta rather than to measure one.
 */
function openInMemory(): Database {
  return openMemoryDatabase({
    collections: collectionsSeeding(['app', 'instagram-mock']),
    collectionNames: collectionNamesOf(MOCK_DB_VERSIONS),
    seed: DEFAULT_SEED,
    fakerFor: seededFaker,
  })
}

/** Instagram's side in an embedded PostgreSQL in `dataDir`: it outlives the process. */
function openMockDatabase(dataDir: string): Promise<Database> {
  return openDatabase({ demo: false, instagramMock: true, databaseUrl: '', dataDir })
}

interface MockConfig {
  dataDir: string
  port: number
  retryDelaysMs: number[] | null
  conversationCallsPerSecond: number | null
}

/** The configuration, or what is wrong with it. */
function readConfig(env: NodeJS.ProcessEnv): MockConfig | string {
  const port = Number(env.INSTAGRAM_MOCK_PORT || 0)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    return `INSTAGRAM_MOCK_PORT must be a port number (0 for any), not "${env.INSTAGRAM_MOCK_PORT}"`
  const retries = env.INSTAGRAM_MOCK_RETRY_DELAYS_MS?.trim()
  const retryDelaysMs = retries ? retries.split(',').map((delay) => Number(delay.trim())) : null
  if (retryDelaysMs?.some((delay) => !Number.isInteger(delay) || delay < 0))
    return `INSTAGRAM_MOCK_RETRY_DELAYS_MS must list waits in milliseconds, e.g. "1000,5000", not "${retries}"`
  const rate = env.INSTAGRAM_MOCK_CONVERSATION_CALLS_PER_SECOND?.trim()
  const conversationCallsPerSecond = rate ? Number(rate) : null
  if (
    conversationCallsPerSecond !== null &&
    !(Number.isInteger(conversationCallsPerSecond) && conversationCallsPerSecond > 0)
  )
    return `INSTAGRAM_MOCK_CONVERSATION_CALLS_PER_SECOND must be a whole number above 0, not "${rate}"`
  return { dataDir: env.INSTAGRAM_MOCK_DATA_DIR || MEMORY, port, retryDelaysMs, conversationCallsPerSecond }
}

await main()
