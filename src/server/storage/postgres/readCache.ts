import { copyRows, keyOf, type ReadRow, type RecordRead } from './batchedReads'

/** The channel PostgreSQL announces every write to `records` on (migrations 0001 and 0002). */
export const RECORDS_CHANNEL = 'conversa_records'

/**
 * What the cache keeps at most, counted as the records' JSON (in memory, objects take two to three
 * times that): the least recently used goes first.
 */
const BUDGET_BYTES = 16 * 1024 * 1024
/** A read bigger than this is not kept: it would push out too much else. */
const MAX_ENTRY_BYTES = BUDGET_BYTES / 16

/** What a write touched in one collection: everything, or records by id and by owner (before and after). */
export interface TouchedRecords {
  all: boolean
  ids: Set<string>
  owners: Set<string>
}

/** What a transaction or a statement wrote, per collection; `*`: everything. */
export type Touched = '*' | Map<string, TouchedRecords>

/** Notes in `touched` that a collection's record (before or after a write) changed, or all of it (`record` null). */
export function touch(touched: Map<string, TouchedRecords>, collection: string, record: unknown | null): void {
  let entry = touched.get(collection)
  if (!entry) touched.set(collection, (entry = { all: false, ids: new Set(), owners: new Set() }))
  if (entry.all) return
  const { id, ownerUid } = (typeof record === 'object' && record !== null ? record : {}) as Record<string, unknown>
  if (typeof id !== 'string') {
    entry.all = true
    return
  }
  entry.ids.add(id)
  // As PostgreSQL keeps owner_uid (data->>'ownerUid'), which the owner reads go by.
  if (typeof ownerUid === 'string') entry.owners.add(ownerUid)
  else if (typeof ownerUid === 'number' || typeof ownerUid === 'boolean') entry.owners.add(String(ownerUid))
  else if (ownerUid !== undefined && ownerUid !== null) entry.all = true
}

/**
 * A payload of `conversa_records`: `"*"`, or per statement an array whose items name a collection
 * written (a string) or, in it, the records written by id and by owner (`{ c, i, o }`). Anything
 * else touches everything.
 */
export function touchedBy(payload: string): Touched {
  try {
    const written = JSON.parse(payload) as unknown
    if (!Array.isArray(written)) return '*'
    const touched = new Map<string, TouchedRecords>()
    for (const item of written) {
      if (typeof item === 'string') {
        touched.set(item, { all: true, ids: new Set(), owners: new Set() })
        continue
      }
      const { c, i, o } = (item ?? {}) as { c?: unknown; i?: unknown; o?: unknown }
      const strings = (list: unknown) => Array.isArray(list) && list.every((value) => typeof value === 'string')
      if (typeof c !== 'string' || !strings(i) || !strings(o)) return '*'
      touched.set(c, { all: false, ids: new Set(i as string[]), owners: new Set(o as string[]) })
    }
    return touched
  } catch {
    return '*'
  }
}

interface Entry {
  read: RecordRead
  rows: readonly ReadRow[]
  bytes: number
}

/** A read on its way to the database, which a write heard of meanwhile makes stale. */
export interface Ticket {
  read: RecordRead
  stale: boolean
}

/**
 * What reads outside transactions found in some collections, kept in this process until a write
 * to those records is heard of. Every write is: this process's own at its commit, before the
 * writer goes on; every other one (another server process, an operator's SQL) when PostgreSQL
 * announces it on `conversa_records`, which a trigger does for every statement that writes
 * `records`, naming the records by id and owner. A write forgets the reads it may have changed: a
 * whole collection's, the record's by id, the owner's (before and after). While that feed is down
 * the cache answers nothing and keeps nothing, and it starts empty once the feed is back (what was
 * written meanwhile was not heard).
 *
 * A read under way when a write it may have missed is heard of keeps its answer to itself
 * (`Ticket`). The cache keeps rows of its own and hands out copies, so no reader ever holds
 * objects another one holds.
 */
export class ReadCache {
  /** Every kept read by key, the least recently used first. */
  private readonly entries = new Map<string, Entry>()
  /** The keys kept per collection. */
  private readonly byCollection = new Map<string, Set<string>>()
  private readonly pending = new Set<Ticket>()
  private bytes = 0
  private live = false

  constructor(private readonly collections: ReadonlySet<string>) {}

  /** Whether reads of this collection go through the cache. */
  keeps(collection: string): boolean {
    return this.collections.has(collection)
  }

  /** A copy of the rows a read found last, if no write that may have changed them was heard of since. */
  get(read: RecordRead): ReadRow[] | undefined {
    if (!this.live || !this.keeps(read.collection)) return undefined
    const key = keyOf(read)
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return copyRows(entry.rows)
  }

  /** A read is about to ask the database: `keep` then says what it found (or null, nothing to keep). */
  begin(read: RecordRead): Ticket {
    const ticket = { read, stale: !this.live }
    this.pending.add(ticket)
    return ticket
  }

  /** Keeps a copy of what the read found, unless a write it may have missed was heard of meanwhile. */
  keep(ticket: Ticket, found: { rows: readonly ReadRow[]; bytes: number } | null): void {
    this.pending.delete(ticket)
    const { read } = ticket
    if (!found || ticket.stale || !this.live || found.bytes > MAX_ENTRY_BYTES) return
    const key = keyOf(read)
    this.drop(key)
    this.entries.set(key, { read, rows: copyRows(found.rows), bytes: found.bytes })
    let keys = this.byCollection.get(read.collection)
    if (!keys) this.byCollection.set(read.collection, (keys = new Set()))
    keys.add(key)
    this.bytes += found.bytes
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= BUDGET_BYTES) break
      this.drop(oldest)
    }
  }

  /** Forgets the reads these writes may have changed. */
  forget(touched: Touched): void {
    if (touched === '*') {
      this.entries.clear()
      this.byCollection.clear()
      this.bytes = 0
      for (const ticket of this.pending) ticket.stale = true
      return
    }
    for (const [collection, records] of touched) {
      if (!this.keeps(collection)) continue
      for (const ticket of this.pending)
        if (ticket.read.collection === collection && affects(records, ticket.read)) ticket.stale = true
      const keys = this.byCollection.get(collection)
      if (!keys) continue
      if (records.all) {
        for (const key of [...keys]) this.drop(key)
        continue
      }
      this.drop(keyOf({ kind: 'all', collection }))
      for (const id of records.ids) this.drop(keyOf({ kind: 'id', collection, id }))
      for (const ownerUid of records.owners) this.drop(keyOf({ kind: 'owner', collection, ownerUid }))
    }
  }

  /** Whether the feed of writes is heard: the cache works only while it is. */
  listening(live: boolean): void {
    this.forget('*')
    this.live = live
  }

  private drop(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.byCollection.get(entry.read.collection)?.delete(key)
    this.bytes -= entry.bytes
  }
}

/** Whether a write to these records may change what this read finds. */
function affects(records: TouchedRecords, read: RecordRead): boolean {
  if (records.all || read.kind === 'all') return true
  return read.kind === 'id' ? records.ids.has(read.id) : records.owners.has(read.ownerUid)
}
