export { openPostgresDatabase, PostgresDatabase, type PostgresDatabaseOptions } from './postgresDatabase'
