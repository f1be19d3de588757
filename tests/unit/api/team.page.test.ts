import { pageHost } from '../../server/support/pageHost'
import { describeTeamContract } from '../../server/api/teamContract'

/** Teams on the in-browser harness's host: MSW hands `/api/*` to the backend on IndexedDB. */
describeTeamContract('the in-browser harness (MSW, IndexedDB)', pageHost)
