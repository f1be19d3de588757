import { pageHost } from '../../server/support/pageHost'
import { describeApiContract } from '../../server/api/contract'

/** The API contract on the in-browser harness's host: MSW hands `/api/*` to the backend on IndexedDB. */
describeApiContract('the in-browser harness (MSW, IndexedDB)', pageHost)
