import { DEFAULT_SEED } from '@/mocks/backend'
import { collectionNamesOf } from '@/mocks/schema'
import { seededFaker } from '@/mocks/faker'
import { MOCK_DB_COLLECTIONS, MOCK_DB_VERSIONS } from '@/mocks/schema'
import type { Database } from '@/server/storage/database'
import { openPostgresDatabase } from '@/server/storage/postgres'
import type { ServerConfig } from './config'

/** PostgreSQL at DATABASE_URL, or the embedded one (PGlite) in the data folder. */
export function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> | Database {
  return openPostgresDatabase({
    ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }),
    collections: MOCK_DB_COLLECTIONS,
    collectionNames: collectionNamesOf(MOCK_DB_VERSIONS),
    seed: DEFAULT_SEED,
    fakerFor: seededFaker,
  })
}

/** Where the database is, for messages: never the URL's password. */
export function describeDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded PostgreSQL in ${config.dataDir}`
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a URL)'
  }
}
