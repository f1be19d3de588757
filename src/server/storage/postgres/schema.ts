import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

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

/**
 * Webhook intake and its durable work (src/server/webhooks): real tables rather than `records`,
 * because their claims are unique keys and their queue is taken with `FOR UPDATE SKIP LOCKED`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: text('id').notNull().unique(),
    receivedAt: bigint('received_at', { mode: 'number' }).notNull(),
    accountIds: text('account_ids').array().notNull(),
    verified: boolean('verified').notNull(),
    data: jsonb('data').notNull(),
  },
  (table) => [
    index('webhook_deliveries_accounts').using('gin', table.accountIds),
    index('webhook_deliveries_received').on(table.receivedAt),
  ],
)

/** Each event key's first sighting: a second claim of the key is a redelivery. */
export const webhookEventKeys = pgTable(
  'webhook_event_keys',
  {
    key: text('key').primaryKey(),
    seenAt: bigint('seen_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('webhook_event_keys_seen').on(table.seenAt)],
)

export const webhookJobs = pgTable(
  'webhook_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: bigint('run_at', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: bigint('locked_until', { mode: 'number' }),
    failedAt: bigint('failed_at', { mode: 'number' }),
    lastError: text('last_error'),
  },
  (table) => [
    index('webhook_jobs_due')
      .on(table.runAt)
      .where(sql`failed_at IS NULL`),
  ],
)

/** The ledger of sends to Instagram: a key's send is recorded before and after the call. */
export const instagramSends = pgTable(
  'instagram_sends',
  {
    key: text('key').primaryKey(),
    accountId: text('account_id').notNull(),
    state: text('state').notNull(),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    resultId: text('result_id'),
  },
  (table) => [index('instagram_sends_account').on(table.accountId, table.startedAt)],
)
