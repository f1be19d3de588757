import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import type { Resource } from '@/domain/sync/resources'
import { DbListeners, eventsOf, noChanges, type PendingChanges } from '../changes'
import type {
  Collection,
  CollectionSpec,
  Database,
  DbEvent,
  DbListener,
  DbNotice,
  Entity,
  TransactionOptions,
} from '../database'
import { CollectionSpecs, type Faker } from '../specs'
import { connectEmbedded, connectServer, STORAGE_LOCK, type Executor, type PostgresConnection } from './connection'
import { ReadBatcher, type Found, type RecordRead } from './batchedReads'
import { CHANGES_CHANNEL, changePayloads, parseChangeMessage } from './notifications'
import { ReadCache, RECORDS_CHANNEL, touch, touchedBy, type TouchedRecords } from './readCache'
import * as rows from './records'
import { records, seededCollections } from './schema'

export interface PostgresDatabaseOptions {
  /** A PostgreSQL server (postgres://…); without one, PGlite runs PostgreSQL in this process. */
  url?: string
  /** PGlite's data folder; in memory when absent or `memory://`. */
  dataDir?: string
  /** An open PGlite to share (it stays open when this database closes): two adapters on one database. */
  pglite?: PGlite
  /** The specs of the collections that have one (seeds, soundness, announcements). */
  collections: readonly CollectionSpec[]
  /** Every collection the app may use; any other name is an error. */
  collectionNames: readonly string[]
  /** The backend's seed; each collection's faker combines it with its own. */
  seed: number
  /** A faker whose values follow from these seeds (the same faker every adapter seeds with). */
  fakerFor(seeds: number[]): Faker
  /** The drizzle-kit migrations; by default the source folder, which a bundled server must point to. */
  migrationsFolder?: string
  /**
   * Collections whose reads outside transactions this instance keeps until it hears of a write to
   * them (`ReadCache`): for the few read on every request, written seldom.
   */
  cached?: readonly string[]
}

/** One transaction's state: its queries go to `tx`, its announcements wait in `pending` for its commit. */
interface TransactionContext {
  tx: Executor
  pending: PendingChanges
  /** What it wrote (`all`: everything), which the read cache forgets when it ends. */
  written: { all: boolean; collections: Map<string, TouchedRecords> }
  open: boolean
  /**
   * The operation whose statements the transaction's one connection is running: calls made at once
   * inside a transaction (a `Promise.all`) take turns, since a connection runs one query at a time
   * and node-postgres is to refuse overlapping ones.
   */
  turn: Promise<unknown>
}

/** Runs one collection operation of a transaction after the ones already under way. */
function inTurn<R>(context: TransactionContext, operation: () => Promise<R>): Promise<R> {
  const result = context.turn.then(operation, operation)
  context.turn = result.catch(() => undefined)
  return result
}

/** The storage port on PostgreSQL: a server through node-postgres, or PGlite in this process. */
export function openPostgresDatabase(options: PostgresDatabaseOptions): PostgresDatabase {
  return new PostgresDatabase(options)
}

/**
 * Every collection is rows of one `records` table, ordered by an identity column. Each mutation
 * is a transaction; `transaction()` runs one whose calls, wherever they are made from, reach it
 * through an AsyncLocalStorage. Committed announcements travel by NOTIFY to every instance on the
 * database, this one included (which has already delivered its own).
 */
export class PostgresDatabase implements Database {
  /** Its connection, for the adapters of tables beside `records` (the webhook store). */
  readonly connection: PostgresConnection
  private readonly specs: CollectionSpecs
  private readonly names: ReadonlySet<string>
  private readonly listeners = new DbListeners()
  private readonly current = new AsyncLocalStorage<TransactionContext>()
  /** The reads made outside transactions, a statement per batch. */
  private readonly reads: ReadBatcher
  private readonly cache: ReadCache
  /** Tells this instance's notifications from the others'. */
  private readonly source = randomUUID()
  private opening: Promise<void> | null = null
  /** `ready()` has resolved (and `close()` not been called since). */
  private opened = false
  private listening = false
  /** The feed of changes was lost and not yet heard again. */
  private feedLost = false
  /** Set on the view `transaction()` hands to its work. */
  private bound: TransactionContext | null = null

  constructor(private readonly options: PostgresDatabaseOptions) {
    this.names = new Set(options.collectionNames)
    for (const { name } of options.collections) {
      if (!this.names.has(name)) throw new Error(`PostgreSQL database: the spec of "${name}" names no collection`)
    }
    this.specs = new CollectionSpecs(options.collections, options.seed, options.fakerFor)
    this.connection = options.url
      ? connectServer(options.url)
      : connectEmbedded({ dataDir: options.dataDir, pglite: options.pglite })
    // PGlite runs one statement at a time. On a server, two side by side measured best under the
    // server bench (50 clients, two cores): more, and each carries fewer reads for its round trip.
    this.reads = new ReadBatcher((statement) => this.connection.query(statement), options.url ? 2 : 1)
    this.cache = new ReadCache(new Set(options.cached ?? []))
  }

  /** Brings the schema up to date, listens for the other instances' changes, seeds what was never seeded. */
  ready(): Promise<void> {
    this.opening ??= this.open().catch((error: unknown) => {
      this.opening = null
      throw error
    })
    return this.opening
  }

  subscribe(listener: DbListener): () => void {
    return this.listeners.subscribe(listener)
  }

  async exclusive<R>(name: string, work: () => Promise<R>): Promise<R> {
    await this.ready()
    return this.connection.exclusive(name, work)
  }

  get notices(): readonly DbNotice[] {
    return this.listeners.notices
  }

  announce(resource: Resource, owners: readonly string[] | null): void {
    const context = this.context()
    if (context) {
      context.pending.changes.push({ resource, owners })
      return
    }
    // On its own, an announcement is a transaction of its own, so that it reaches the other instances.
    this.ready()
      .then(() => this.run(async (own) => own.pending.changes.push({ resource, owners }), false))
      .catch((error: unknown) =>
        console.warn(`PostgreSQL database: a change to "${resource}" could not be announced`, error),
      )
  }

  collection<T extends Entity>(name: string): Collection<T> {
    const check = () => {
      if (!this.names.has(name)) {
        throw new Error(`PostgreSQL database: no collection "${name}" in its schema (\`collectionNames\`)`)
      }
    }
    const read = async <R>(
      outside: RecordRead,
      query: (db: Executor) => Promise<rows.StoredRow[]>,
      pick: (found: T[]) => R,
    ) => {
      check()
      const context = this.context()
      // Kept by the cache: sound when kept, and this reader's own copy.
      const kept = context || !this.opened ? undefined : this.cache.get(outside)
      if (kept) return pick(kept.map((row) => row.data as T))
      const found = context ? await inTurn(context, () => query(context.tx)) : await this.readOutside(outside)
      if (found.every((row) => this.isSound(name, row))) return pick(found.map((row) => row.data as T))
      // Repaired and read again in one transaction (the caller's, when it is in one).
      return this.run(async (context) => {
        await this.repair(context, name)
        return pick((await query(context.tx)).map((row) => row.data as T))
      }, true)
    }
    const write = async <R>(work: (context: TransactionContext) => Promise<R>, lock = false) => {
      check()
      const context = this.context()
      if (context) return inTurn(context, () => work(context))
      await this.ready()
      return this.run(work, lock)
    }
    const watched = this.specs.announces(name) || this.cache.keeps(name)
    return {
      name,
      all: () =>
        read(
          { kind: 'all', collection: name },
          (db) => rows.selectAll(db, name),
          (found) => found,
        ),
      get: (id) =>
        read(
          { kind: 'id', collection: name, id },
          async (db) => {
            const row = await rows.selectOne(db, name, id)
            return row ? [row] : []
          },
          ([found]) => found,
        ),
      find: (predicate) =>
        read(
          { kind: 'all', collection: name },
          (db) => rows.selectAll(db, name),
          (found) => found.find(predicate),
        ),
      filter: (predicate) =>
        read(
          { kind: 'all', collection: name },
          (db) => rows.selectAll(db, name),
          (found) => found.filter(predicate),
        ),
      ownedBy: (ownerUid) =>
        read(
          { kind: 'owner', collection: name, ownerUid },
          (db) => rows.selectOwned(db, name, ownerUid),
          // owner_uid is ownerUid as text: a number there is not this owner's string.
          (found) => found.filter((record) => (record as { ownerUid?: unknown }).ownerUid === ownerUid),
        ),
      insert: (item) =>
        write(async (context) => {
          // The record it replaces: whose it was is announced, and forgotten by the caches.
          const replaced = watched ? await rows.selectOne(context.tx, name, item.id, { forUpdate: true }) : undefined
          await rows.upsert(context.tx, name, item)
          this.changed(context, name, [...(replaced ? [replaced.data] : []), item])
          return item
        }),
      insertMany: (items) =>
        write(async (context) => {
          // As inserting one by one: a repeated id keeps its last record, in its last place.
          const last = new Map<string, T>()
          for (const item of items) {
            last.delete(item.id)
            last.set(item.id, item)
          }
          const byId = [...last.values()]
          if (byId.length === 0) return
          const replaced = watched
            ? await rows.selectMany(
                context.tx,
                name,
                byId.map((item) => item.id),
              )
            : []
          await rows.upsertMany(context.tx, name, byId)
          this.changed(context, name, [...replaced.map((row) => row.data), ...byId])
        }),
      update: (id, patch) =>
        write(async (context) => {
          const row = await rows.selectOne(context.tx, name, id, { forUpdate: true })
          if (!row) return undefined
          const next = { ...(row.data as T), ...patch, id }
          await rows.updateData(context.tx, name, next)
          this.changed(context, name, [row.data, next])
          return next
        }),
      remove: (id) =>
        write(async (context) => {
          const removed = await rows.deleteOne(context.tx, name, id)
          this.changed(
            context,
            name,
            removed.map((row) => row.data),
          )
          return removed.length > 0
        }),
      replaceAll: (items) =>
        // Locked: two replacements of one collection at once would each insert beside the other's.
        write(async (context) => {
          touch(context.written.collections, name, null)
          const before = await rows.deleteCollection(context.tx, name)
          const byId = [...new Map(items.map((item) => [item.id, item])).values()]
          await rows.insertMany(context.tx, name, byId)
          this.changed(context, name, [...before.map((row) => row.data), ...byId])
        }, true),
    }
  }

  /**
   * Runs `work` as one PostgreSQL transaction; the calls made while it runs (on this database, its
   * collections, or the bound view `work` gets) join it, and nested calls join the outer one.
   */
  async transaction<R>(work: (db: Database) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
    const context = this.context()
    if (context) return work(this.bound ? this : this.within(context))
    await this.ready()
    return this.run((own) => work(this.within(own)), !options.writeOnly)
  }

  async reset(): Promise<void> {
    if (!this.context()) await this.ready()
    await this.run(async (context) => {
      await context.tx.delete(records)
      await context.tx.delete(seededCollections)
      context.written.all = true
      await this.seedMissing(context)
      context.pending.reset = true
    }, true)
  }

  async close(): Promise<void> {
    this.opening = null
    this.opened = false
    this.listeners.clear()
    this.cache.listening(false)
    await this.connection.close()
  }

  private async open(): Promise<void> {
    const folder =
      this.options.migrationsFolder ?? path.resolve(process.cwd(), 'src/server/storage/postgres/migrations')
    await this.connection.migrate(folder)
    if (!this.listening) {
      await this.connection.listen(
        {
          [CHANGES_CHANNEL]: (payload) => {
            const message = parseChangeMessage(payload)
            if (message && message.source !== this.source) this.listeners.deliver(message.events)
          },
          [RECORDS_CHANNEL]: (payload) => this.cache.forget(touchedBy(payload)),
        },
        (listening) => {
          this.cache.listening(listening)
          // Heard again after a loss: what other processes committed meanwhile was never announced.
          if (listening && this.feedLost) this.listeners.deliver([{ type: 'reset' }])
          this.feedLost = !listening
        },
      )
      this.listening = true
    }
    await this.run((context) => this.seedMissing(context), true)
    this.opened = true
  }

  /**
   * Runs `work` in the current transaction, or in a new one. A new one that `lock`s takes the
   * storage lock first: PostgreSQL's default isolation lets two transactions read the same rows
   * and both write what they decided from them (two requests claiming one thing), so every
   * read-modify-write transaction of every process waits its turn. Single-statement writes need
   * no turn: their row locks suffice. Its announcements go out by NOTIFY inside the transaction,
   * which PostgreSQL delivers only if it commits, and to this instance's listeners after the commit.
   */
  private async run<R>(work: (context: TransactionContext) => Promise<R>, lock: boolean): Promise<R> {
    const joined = this.context()
    if (joined) return work(joined)
    let events: DbEvent[] = []
    const written: TransactionContext['written'] = { all: false, collections: new Map() }
    let result: R
    try {
      result = await this.connection.db.transaction(async (tx) => {
        if (lock) await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(STORAGE_LOCK))})`)
        const context: TransactionContext = {
          tx,
          pending: noChanges(),
          written,
          open: true,
          turn: Promise.resolve(),
        }
        try {
          const value = await this.current.run(context, () => work(context))
          events = eventsOf(context.pending)
          for (const payload of changePayloads(this.source, events)) {
            await tx.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${payload})`)
          }
          return value
        } finally {
          // Code that outlives the transaction (a promise it did not await) runs on its own again.
          context.open = false
        }
      })
    } finally {
      // Committed (or, had the commit's answer been lost, perhaps committed): this instance's reads
      // of what it wrote are forgotten before the writer goes on.
      if (written.all || written.collections.size > 0) this.cache.forget(written.all ? '*' : written.collections)
    }
    this.listeners.deliver(events)
    return result
  }

  /** The open transaction this call belongs to: the bound one, or the one it was called from. */
  private context(): TransactionContext | null {
    const context = this.bound ?? this.current.getStore()
    return context?.open ? context : null
  }

  /**
   * A read outside any transaction: kept by the cache when its collection is one it keeps, else
   * batched with the others made at the same time. The rows are this reader's own.
   */
  private async readOutside(read: RecordRead): Promise<rows.StoredRow[]> {
    if (!this.opened) await this.ready()
    if (!this.cache.keeps(read.collection)) return (await this.reads.load(read)).rows
    const kept = this.cache.get(read)
    if (kept) return kept
    const ticket = this.cache.begin(read)
    let found: Found | null = null
    try {
      found = await this.reads.load(read)
      return found.rows
    } finally {
      // Damage is repaired by the reader, then read again: only what is sound is kept.
      this.cache.keep(ticket, found?.rows.every((row) => this.isSound(read.collection, row)) ? found : null)
    }
  }

  private within(context: TransactionContext): PostgresDatabase {
    const view = Object.create(this) as PostgresDatabase
    view.bound = context
    return view
  }

  /** A row holding a sound record under its own id. */
  private isSound(collection: string, row: rows.StoredRow): boolean {
    return this.specs.isSound(collection, row.data) && row.data.id === row.id
  }

  private changed(context: TransactionContext, collection: string, records: readonly unknown[]): void {
    for (const record of records) touch(context.written.collections, collection, record)
    context.pending.changes.push(...this.specs.changes(collection, records))
  }

  /**
   * Drops a collection's unsound records and puts back the seed records that went missing with
   * them, with a notice. The sound ones keep their place.
   */
  private async repair(context: TransactionContext, collection: string): Promise<void> {
    const stored = await rows.selectAll(context.tx, collection, { forUpdate: true })
    const unsound = stored.filter((row) => !this.isSound(collection, row))
    if (unsound.length === 0) return
    const sound = stored.filter((row) => this.isSound(collection, row)).map((row) => row.data as Entity)
    const kept = new Set(sound.map((record) => record.id))
    const restored = this.specs.seedRecords(collection).filter((record) => !kept.has(record.id))
    console.warn(
      `PostgreSQL database: collection "${collection}" held ${unsound.length} unusable record(s); ` +
        `kept ${sound.length}, restored ${restored.length} from its seed`,
    )
    touch(context.written.collections, collection, null)
    await rows.deleteMany(
      context.tx,
      collection,
      unsound.map((row) => row.id),
    )
    await rows.insertMany(context.tx, collection, restored)
    this.changed(context, collection, [...sound, ...restored])
    context.pending.notices.push({ id: `notice-${randomUUID()}`, kind: 'collection-restored', collection })
  }

  private async seedMissing(context: TransactionContext): Promise<void> {
    const seeded = new Set((await context.tx.select().from(seededCollections)).map((row) => row.collection))
    for (const spec of this.specs.all) {
      if (!spec.seed || seeded.has(spec.name)) continue
      touch(context.written.collections, spec.name, null)
      await context.tx.delete(records).where(eq(records.collection, spec.name))
      await rows.insertMany(context.tx, spec.name, this.specs.seedRecords(spec.name))
      await context.tx.insert(seededCollections).values({ collection: spec.name })
    }
  }
}
