import { embeddedServer, postgresServer } from '../support/serverHosts'
import { describeApiContract } from './contract'

/**
 * The API contract on the Conversa server in Node, firebase-admin checking tokens against the
 * Auth emulator, on each database it runs on.
 */
describeApiContract('the server on PGlite (in memory)', embeddedServer)
describeApiContract('the server on PostgreSQL', postgresServer)
