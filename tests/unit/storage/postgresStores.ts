/** PostgreSQL databases for the contract and the adapter's own tests: PGlite in memory, or a server's. */

import { PGlite } from '@electric-sql/pglite'
import { Client } from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { seededFaker } from '@/mocks/faker'
import { openPostgresDatabase, type PostgresDatabaseOptions } from '@/server/storage/postgres'
import type { ContractAdapter, ContractStore } from './databaseContract'
import type { PostgresDatabase } from '@/server/storage/postgres/postgresDatabase'
import { sqlWebhookStore } from '@/server/storage/postgres/webhookStore'
import type { OpenedStore } from './webhookStoreContract'

export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

export interface PostgresStore extends ContractStore {
  /** Where the adapter finds this database. */
  where: Pick<PostgresDatabaseOptions, 'url' | 'pglite'>
  /** Straight to the database, beside the adapter. */
  query: Query
}

export interface PostgresStores extends ContractAdapter {
  createStore(): Promise<PostgresStore>
  /** A PostgreSQL server reached over connections that can be lost (PGlite runs in the process). */
  readonly remote: boolean
}

function postgresStore(where: PostgresStore['where'], query: Query, dispose: () => Promise<void>): PostgresStore {
  return {
    where,
    query,
    dispose,
    connect: ({ schema, seed }) =>
      openPostgresDatabase({
        ...where,
        collections: schema.collections,
        collectionNames: schema.collectionNames,
        seed,
        fakerFor: seededFaker,
      }),
    async damage(collection, change) {
      const { rows } = await query('SELECT id, data FROM records WHERE collection = $1', [collection])
      for (const row of rows) {
        const damaged = JSON.stringify(change(row.data as Record<string, unknown>))
        await query('UPDATE records SET data = $3::jsonb WHERE collection = $1 AND id = $2', [
          collection,
          row.id,
          damaged,
        ])
      }
    },
  }
}

/**
 * PGlite databases in memory, each a copy of one made when the file starts (starting PGlite
 * takes seconds, copying it half a second). Connections to one share its PGlite: one process.
 */
export function pgliteStores(): PostgresStores {
  let template: PGlite | null = null
  beforeAll(async () => {
    template = await PGlite.create()
  }, 60_000)
  afterAll(() => template?.close())
  return {
    remote: false,
    async createStore() {
      const pglite = (await template!.clone()) as PGlite
      return postgresStore(
        { pglite },
        (text, params) => pglite.query(text, params),
        () => pglite.close(),
      )
    },
  }
}

/** A new database on a PostgreSQL server for each store; its connections are server processes. */
export function serverStores(freshDatabase: () => Promise<{ url: string; drop(): Promise<void> }>): PostgresStores {
  return {
    remote: true,
    async createStore() {
      const database = await freshDatabase()
      const client = new Client({ connectionString: database.url })
      await client.connect()
      return postgresStore(
        { url: database.url },
        (text, params) => client.query(text, params),
        async () => {
          await client.end()
          await database.drop()
        },
      )
    },
  }
}

/** The webhook store on a store's database, its migrations applied (they come with the storage port's). */
export async function webhookStoreOn(stores: PostgresStores): Promise<OpenedStore> {
  const place = await stores.createStore()
  const db = (await place.connect({
    schema: { collections: [], collectionNames: [], versions: [] },
    seed: 1,
  })) as PostgresDatabase
  await db.ready()
  return {
    store: sqlWebhookStore(db.connection),
    async dispose() {
      await db.close()
      await place.dispose?.()
    },
  }
}
