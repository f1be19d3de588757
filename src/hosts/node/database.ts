import { DEFAULT_SEED } from '@/mocks/backend'
import { collectionNamesOf, collectionsSeeding, MOCK_DB_VERSIONS, type SeedKind } from '@/mocks/schema'
import type { Database } from '@/server/storage/database'
import { openPostgresDatabase } from '@/server/storage/postgres'
import type { Faker } from '@/server/storage/specs'
import type { ServerConfig } from './config'

/**
 * What the busiest requests read, kept by each server process until PostgreSQL announces a write
 * to those records (the adapter's read cache): every request's caller (their profile, their role's
 * rules, their workspaces and memberships), and what the automations list and dashboard read of a workspace (its connections,
 * automations, engine state, the people its accounts heard from) and of the webhooks received.
 */
const CACHED_COLLECTIONS = [
  'profiles',
  'roles',
  'instagramConnections',
  'automations',
  'automationEngineState',
  'automationRuns',
  'webhookDeliveries',
  'instagramPeople',
  // Who the caller is in which workspace, read on every request (src/mocks/api/workspaces.ts).
  'workspaces',
  'memberships',
  'currentWorkspaces',
]

type DatabaseConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'demo' | 'instagramMock'>

/**
 * PostgreSQL at DATABASE_URL, or the embedded one (PGlite) in the data folder. A new database is
 * seeded with the roles, and with the demo's data and the Instagram mock's world when they are on
 * (`SeedKind`, src/mocks/schema.ts). Faker, which only those seeds use, is a chunk of its own
 * imported here for them: a production server (both off) never loads it.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const kinds: SeedKind[] = ['app']
  if (config.demo) kinds.push('demo')
  if (config.instagramMock) kinds.push('instagram-mock')
  return openPostgresDatabase({
    ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }),
    collections: collectionsSeeding(kinds),
    collectionNames: collectionNamesOf(MOCK_DB_VERSIONS),
    seed: DEFAULT_SEED,
    fakerFor: kinds.length > 1 ? (await import('@/mocks/faker')).seededFaker : withoutFaker,
    cached: CACHED_COLLECTIONS,
  })
}

/**
 * What the app's own seeds (the roles, fixed records) are handed for a faker: every adapter hands
 * each seed one, and this one refuses to be used. A seed that uses it is a mistake.
 */
function withoutFaker(): Faker {
  return new Proxy({} as Faker, {
    get() {
      throw new Error('Database: only the demo and the Instagram mock seed with faker (src/mocks/schema.ts, SeedKind)')
    },
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
