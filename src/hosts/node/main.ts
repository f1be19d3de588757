import { ConfigError, readConfig } from './config'
import { describeDatabase, openDatabase } from './database'
import { jsonLog } from './log'
import { startServer } from './server'

/**
 * The Conversa server's entry point (`node dist-server/main.js`, `npm run serve`). It exits
 * non-zero, saying why, when its configuration is wrong or its database cannot be reached.
 */
async function main(): Promise<void> {
  const log = jsonLog()
  let config
  try {
    config = readConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Conversa: ${error.message}`)
    process.exit(2)
  }
  let db
  try {
    // The Instagram mock's world has a database of its own (server.ts): this one never holds it.
    db = await openDatabase({ ...config, instagramMock: false })
    await db.ready()
  } catch (error) {
    console.error(
      `Conversa: the database cannot be used (${describeDatabase(config)}): ${error instanceof Error ? error.message : error}`,
    )
    process.exit(1)
  }
  const server = await startServer(config, db, log)
  log.info({ msg: 'listening', url: server.url, database: describeDatabase(config), demo: config.demo })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

await main()
