import { embeddedServer } from '../support/serverHosts'
import { describeApiContract } from './contract'

/**
 * The API contract on the Conversa server in Node: firebase-admin checks tokens against the Auth
 * emulator, on each database the server runs on.
 */
describeApiContract('the server on PGlite (in memory)', embeddedServer)
