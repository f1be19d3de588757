import { pageHost } from '../../server/support/pageHost'
import { describeEntryPointsContract } from '../../server/api/entryPointsContract'

/** Entry points on the in-browser harness's host: the Graph client calls the in-page Instagram mock. */
describeEntryPointsContract('the in-browser harness (MSW, IndexedDB)', pageHost)
