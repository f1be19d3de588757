import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * The PostgreSQL adapter's tables. Every collection shares `records`: the port's collections are
 * schemaless JSON keyed by a string id, and one table keeps a new collection a line in the app's
 * schema rather than a migration. After changing this file, generate the next migration with
 *   npx drizzle-kit generate --dialect postgresql --schema src/server/storage/postgres/schema.ts --out src/server/storage/postgres/migrations
 * and never edit a migration that has shipped.
 */
export const records = pgTable(
  'records',
  {
    collection: text('collection').notNull(),
    id: text('id').notNull(),
    /** Insertion order. By default, not always, so that re-inserting an id can take a fresh one. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    /** Kept by PostgreSQL from the record, so that a workspace's records are found by an index. */
    ownerUid: text('owner_uid').generatedAlwaysAs(sql`(data->>'ownerUid')`),
    /** The whole record, its id included. */
    data: jsonb('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.collection, table.id] }),
    index('records_collection_seq').on(table.collection, table.seq),
    index('records_collection_owner_seq').on(table.collection, table.ownerUid, table.seq),
  ],
)

/** The collections given their seed data once (a collection added later is seeded when it arrives). */
export const seededCollections = pgTable('seeded_collections', {
  collection: text('collection').primaryKey(),
})
