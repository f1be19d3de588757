import { pageHost } from '../../server/support/pageHost'
import { describeInboxContract } from '../../server/api/inboxContract'

/** The team inbox's contract on the in-browser harness's host (MSW, IndexedDB). */
describeInboxContract('the in-browser harness (MSW, IndexedDB)', pageHost)
