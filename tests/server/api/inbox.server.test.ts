import { embeddedServer } from '../support/serverHosts'
import { describeInboxContract } from './inboxContract'

/** The team inbox's contract on the Conversa server in Node, on PGlite. */
describeInboxContract('the server on PGlite (in memory)', embeddedServer)
