import { serverStores, webhookStoreOn } from '../../unit/storage/postgresStores'
import { describeWebhookStoreContract } from '../../unit/storage/webhookStoreContract'
import { freshDatabase } from '../../support/postgresTestDb'

// Each store is a new database on the run's PostgreSQL 15: claims race across real connections.
const stores = serverStores(freshDatabase)
describeWebhookStoreContract('PostgreSQL', () => webhookStoreOn(stores))
