export { openPostgresDatabase, type PostgresDatabaseOptions } from './postgresDatabase'
