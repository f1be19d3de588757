import { embeddedServer } from '../support/serverHosts'
import { describeEntryPointsContract } from './entryPointsContract'

/** Entry points on the Conversa server in Node, its Graph client speaking HTTP to Instagram's mock. */
describeEntryPointsContract('the server on PGlite (in memory)', embeddedServer)
