import { describeDatabaseContract } from '../../unit/storage/databaseContract'
import { describePostgresAdapter } from '../../unit/storage/postgresAdapterSuite'
import { serverStores } from '../../unit/storage/postgresStores'
import { freshDatabase } from '../../support/postgresTestDb'

// Each store is a new database on the run's PostgreSQL 15; its connections are server processes.
const stores = serverStores(freshDatabase)
describeDatabaseContract('PostgreSQL', stores)
describePostgresAdapter('PostgreSQL', stores)
