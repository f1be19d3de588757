import { embeddedServer } from '../support/serverHosts'
import { describeTeamContract } from './teamContract'

/** Teams on the Conversa server in Node, firebase-admin checking the emulator's verified addresses. */
describeTeamContract('the server on PGlite (in memory)', embeddedServer)
