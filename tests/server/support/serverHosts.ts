import { openDatabase } from '@/hosts/node/database'
import { freshDatabase } from '../../support/postgresTestDb'
import { nodeHost } from './apiHost'

/** The demo, as `nodeHost` configures it (its admin signs in); the Instagram mock has its own database. */
const SEEDS = { demo: true, instagramMock: false }

/** The server on the embedded PostgreSQL (PGlite) in memory: a database of its own per call. */
export async function embeddedServer(env: Record<string, string> = {}) {
  return nodeHost('the server on PGlite', await openDatabase({ ...SEEDS, databaseUrl: '', dataDir: 'memory://' }), env)
}

/** The server on the `server` project's PostgreSQL, on a new database dropped when the host closes. */
export async function postgresServer() {
  const database = await freshDatabase()
  const host = await nodeHost(
    'the server on PostgreSQL',
    await openDatabase({ ...SEEDS, databaseUrl: database.url, dataDir: '' }),
  )
  return {
    ...host,
    close: async () => {
      await host.close()
      await database.drop()
    },
  }
}
