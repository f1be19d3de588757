import { openDatabase } from '@/hosts/node/database'
import { nodeHost } from './apiHost'

/** The server on the embedded PostgreSQL (PGlite), in memory: a database of its own per call. */
export async function embeddedServer() {
  return nodeHost('the server on PGlite', await openDatabase({ databaseUrl: '', dataDir: 'memory://' }))
}
