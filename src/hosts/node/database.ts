import { DEFAULT_SEED } from '@/mocks/backend'
import { seededFaker } from '@/mocks/faker'
import { MOCK_DB_COLLECTIONS, MOCK_DB_VERSIONS } from '@/mocks/schema'
import type { Database } from '@/server/storage/database'
import { openPostgresDatabase } from '@/server/storage/postgres'
import type { ServerConfig } from './config'

/** The collections the schema holds today: every version's, less those a later version dropped. */
export function collectionNames(): string[] {
  const names = new Set<string>()
  for (const step of [...MOCK_DB_VERSIONS].sort((a, b) => a.version - b.version))
    for (const [name, indexes] of Object.entries(step.stores)) {
      if (indexes === null) names.delete(name)
      else names.add(name)
    }
  return [...names]
}

/** PostgreSQL at DATABASE_URL, or the embedded one (PGlite) in the data folder. */
export function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> | Database {
  return openPostgresDatabase({
    ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }),
    collections: MOCK_DB_COLLECTIONS,
    collectionNames: collectionNames(),
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
