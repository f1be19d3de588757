import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Entity } from '../database'
import type { Executor } from './connection'
import { records } from './schema'

/** A stored row: its key, and the record as stored (possibly damaged, hence unknown). */
export interface StoredRow {
  id: string
  data: unknown
}

const columns = { id: records.id, data: records.data }

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, few round trips for a seed. */
const BATCH = 1000

export function selectAll(db: Executor, collection: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select(columns).from(records).where(eq(records.collection, collection)).orderBy(asc(records.seq))
  return options.forUpdate ? query.for('update') : query
}

/** By the (collection, owner_uid, seq) index: the rows come in insertion order without a sort. */
export function selectOwned(db: Executor, collection: string, ownerUid: string) {
  return db
    .select(columns)
    .from(records)
    .where(and(eq(records.collection, collection), eq(records.ownerUid, ownerUid)))
    .orderBy(asc(records.seq))
}

export async function selectOne(
  db: Executor,
  collection: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredRow | undefined> {
  const query = db
    .select(columns)
    .from(records)
    .where(and(eq(records.collection, collection), eq(records.id, id)))
  const [row] = await (options.forUpdate ? query.for('update') : query)
  return row
}

/** Adds the record, or replaces the one with its id and makes it the newest (the identity's next value). */
export async function upsert(db: Executor, collection: string, record: Entity): Promise<void> {
  await db
    .insert(records)
    .values({ collection, id: record.id, data: record })
    .onConflictDoUpdate({
      target: [records.collection, records.id],
      set: { data: sql`excluded.data`, seq: sql`excluded.seq` },
    })
}

/** `upsert` of each record, in their order, a thousand to a statement; the ids must be distinct. */
export async function upsertMany(db: Executor, collection: string, items: readonly Entity[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) {
    await db
      .insert(records)
      .values(items.slice(start, start + BATCH).map((record) => ({ collection, id: record.id, data: record })))
      .onConflictDoUpdate({
        target: [records.collection, records.id],
        set: { data: sql`excluded.data`, seq: sql`excluded.seq` },
      })
  }
}

/** The rows of these ids, locked until the transaction ends. */
export function selectMany(db: Executor, collection: string, ids: readonly string[]): Promise<StoredRow[]> {
  return db
    .select(columns)
    .from(records)
    .where(and(eq(records.collection, collection), inArray(records.id, [...ids])))
    .for('update')
}

export async function updateData(db: Executor, collection: string, record: Entity): Promise<void> {
  await db
    .update(records)
    .set({ data: record })
    .where(and(eq(records.collection, collection), eq(records.id, record.id)))
}

export function deleteOne(db: Executor, collection: string, id: string): Promise<StoredRow[]> {
  return db
    .delete(records)
    .where(and(eq(records.collection, collection), eq(records.id, id)))
    .returning(columns)
}

export function deleteMany(db: Executor, collection: string, ids: readonly string[]): Promise<StoredRow[]> {
  return db
    .delete(records)
    .where(and(eq(records.collection, collection), inArray(records.id, [...ids])))
    .returning(columns)
}

export function deleteCollection(db: Executor, collection: string): Promise<StoredRow[]> {
  return db.delete(records).where(eq(records.collection, collection)).returning(columns)
}

/** Appends records in their order, in batches; the ids must be new to the collection. */
export async function insertMany(db: Executor, collection: string, items: readonly Entity[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH)
    await db.insert(records).values(batch.map((record) => ({ collection, id: record.id, data: record })))
  }
}
