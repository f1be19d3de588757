import Dexie, { type Table, type Transaction } from 'dexie'
import type { Resource } from '@/domain/sync/resources'
import type { Collection, CollectionSpec, Database, DbListener, DbNotice, Entity } from '@/server/storage/database'
import { CollectionSpecs } from '@/server/storage/specs'
import type { Faker } from '@/server/storage/specs'
import { DbFeed } from './dbFeed'
import { localExclusive } from '@/server/storage/exclusive'

/**
 * One step of the database's schema. A collection is added (or given an index) by a new version
 * listing it; `upgrade` reshapes the records already stored when an older database opens.
 * `stores` maps a collection to its extra indexes ('' for none, `null` to drop the collection).
 */
export interface MockDbVersion {
  version: number
  stores: Record<string, string | null>
  upgrade?: (transaction: Transaction) => PromiseLike<unknown> | void
}

export interface MockDbOptions {
  versions: readonly MockDbVersion[]
  collections?: readonly CollectionSpec[]
  /** The backend's seed; each collection's faker combines it with its own. */
  seed?: number
  name?: string
  /** Another IndexedDB (Node tests: fake-indexeddb); the browser's own by default. */
  indexedDB?: IDBFactory
  IDBKeyRange?: typeof IDBKeyRange
  /** The BroadcastChannel its changes go out on to other tabs; null for none. */
  channel?: string | null
}

/** The insertion order, kept as the auto-incremented primary key; never part of a record. */
const ORDER = '__order'
/** Bookkeeping: which collections have been seeded (so a collection added later gets its seed). */
const META = '__meta'
type Row = Entity & { [ORDER]?: number }

function toRecord<T extends Entity>(row: Row): T {
  const { [ORDER]: _order, ...record } = row
  return record as T
}

let noticeCounter = 0

/**
 * The seeds' faker, loaded when a database with seeds opens: an `import()`, so that what imports
 * this module (the backend, on the server too) does not carry faker (src/mocks/faker.ts).
 */
let seededFaker: ((seed: number[]) => Faker) | null = null
const loadFaker = async () => {
  seededFaker ??= (await import('./faker')).seededFaker
}
const fakerFor = (seeds: number[]): Faker => {
  if (!seededFaker) throw new Error('Mock database: seeding before the database is ready')
  return seededFaker(seeds)
}

/**
 * The mock backend's database: named collections in IndexedDB (through Dexie), shared by every
 * tab of the app like a real server's database is shared by its clients. Each mutation is one
 * transaction, and `transaction()` makes a read-modify-write atomic across tabs. After each
 * commit it announces which API resources changed (`subscribe`), here and in the other tabs.
 * A collection holding records it cannot use is repaired: the sound records stay, the seed
 * records come back, and a notice says so.
 */
export class MockDb implements Database {
  readonly dexie: Dexie
  private readonly specs: CollectionSpecs
  private readonly seeded: boolean
  private readonly feed: DbFeed
  private opening: Promise<void> | null = null
  /** Set on the view `transaction()` hands to its work: every call goes to this transaction. */
  private bound: Transaction | null = null

  constructor(options: MockDbOptions) {
    const name = options.name ?? 'conversa-mockdb'
    this.specs = new CollectionSpecs(options.collections ?? [], options.seed ?? 0, fakerFor)
    this.seeded = (options.collections ?? []).some((spec) => spec.seed)
    this.feed = new DbFeed(options.channel === undefined ? `${name}:changes` : options.channel)
    this.dexie = new Dexie(name, {
      // Another tab writes to the same database: every read must go to IndexedDB.
      cache: 'disabled',
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    })
    let first = true
    for (const step of [...options.versions].sort((a, b) => a.version - b.version)) {
      const stores: Record<string, string | null> = first ? { [META]: 'id' } : {}
      for (const [collection, indexes] of Object.entries(step.stores)) {
        stores[collection] = indexes === null ? null : [`++${ORDER}`, '&id', indexes].filter(Boolean).join(', ')
      }
      const version = this.dexie.version(step.version).stores(stores)
      if (step.upgrade) version.upgrade(step.upgrade)
      first = false
    }
  }

  /**
   * Opens the database and seeds the collections never seeded. A damaged collection is repaired
   * when it is next read (`records`), not here: reading every collection on every page load cost
   * each load time that grew with the data, to find what the first read finds anyway.
   */
  ready(): Promise<void> {
    this.opening ??= Promise.all([this.open(), this.seeded ? loadFaker() : null])
      .then(() => this.dexie.transaction('rw', this.dexie.tables, (transaction) => this.seedMissing(transaction)))
      .catch((error: unknown) => {
        this.opening = null
        throw error
      })
    return this.opening
  }

  /** Hears every committed change and notice, of this tab and the others. */
  subscribe(listener: DbListener): () => void {
    return this.feed.subscribe(listener)
  }

  /** The browser's Web Locks reach every tab of the origin; Node's tests have this process only. */
  exclusive<R>(name: string, work: () => Promise<R>): Promise<R> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (locks) return locks.request(`${this.dexie.name}:${name}`, work)
    return this.localLocks(name, work)
  }

  private readonly localLocks = localExclusive()

  /** The notices of this page's lifetime (a collection restored, the database rebuilt). */
  get notices(): readonly DbNotice[] {
    return this.feed.notices
  }

  /** Announces a change the collections' own resources do not describe (on commit, inside a transaction). */
  announce(resource: Resource, owners: readonly string[] | null): void {
    this.feed.record(this.currentTransaction()?.idbtrans ?? null, (pending) => {
      pending.changes.push({ resource, owners })
    })
  }

  collection<T extends Entity>(name: string): Collection<T> {
    const read = async <R>(run: (table: Table<Row, number>) => Promise<R>) => {
      if (!this.currentTransaction()) await this.ready()
      return run(this.table(name))
    }
    const write = async <R>(run: (table: Table<Row, number>, transaction: Transaction) => Promise<R>) => {
      const current = this.currentTransaction()
      if (current) return run(this.table(name), current)
      await this.ready()
      const table = this.table(name)
      // Dexie keeps its transaction alive across native awaits only for an `async` scope function.
      return this.dexie.transaction('rw', table, async (transaction) => await run(table, transaction))
    }
    const records = async (table: Table<Row, number>): Promise<T[]> => {
      const rows = await table.toArray()
      if (rows.every((row) => this.isSound(name, row))) return rows.map((row) => toRecord<T>(row))
      // Repaired and read again in one transaction (the caller's, when it is in one).
      return this.bind(async (db) => {
        await db.repair(db.bound!, name)
        return (await db.table(name).toArray()).map((row) => toRecord<T>(row))
      })
    }
    const changed = (transaction: Transaction, rows: readonly Row[]) => this.changed(transaction, name, rows)
    return {
      name,
      all: () => read(records),
      get: (id) =>
        read(async (table) => {
          const row = await table.where('id').equals(id).first()
          if (!row) return undefined
          if (this.isSound(name, row)) return toRecord<T>(row)
          return (await records(table)).find((record) => record.id === id)
        }),
      find: (predicate) => read(async (table) => (await records(table)).find(predicate)),
      filter: (predicate) => read(async (table) => (await records(table)).filter(predicate)),
      ownedBy: (ownerUid) =>
        read(async (table) => {
          const owned = (records: readonly T[]) =>
            records.filter((record) => (record as { ownerUid?: unknown }).ownerUid === ownerUid)
          // A schema without the index (a test's own) still answers, by reading the collection.
          if (!table.schema.idxByName.ownerUid) return owned(await records(table))
          // An index lists the records of one key in primary key order: insertion order.
          const rows = await table.where('ownerUid').equals(ownerUid).toArray()
          if (rows.every((row) => this.isSound(name, row))) return rows.map((row) => toRecord<T>(row))
          return owned(await records(table))
        }),
      insert: (item) =>
        write(async (table, transaction) => {
          const replaced = await table.where('id').equals(item.id).toArray()
          await table.where('id').equals(item.id).delete()
          await table.add({ ...item })
          changed(transaction, [...replaced, item])
          return item
        }),
      insertMany: async (items) => {
        if (items.length === 0) return
        await write(async (table, transaction) => {
          // As inserting one by one: a repeated id keeps its last record, in its last place.
          const byId = new Map<string, T>()
          for (const item of items) {
            byId.delete(item.id)
            byId.set(item.id, item)
          }
          const ids = [...byId.keys()]
          const replaced = await table.where('id').anyOf(ids).toArray()
          await table.where('id').anyOf(ids).delete()
          await table.bulkAdd([...byId.values()].map((item) => ({ ...item })))
          changed(transaction, [...replaced, ...byId.values()])
        })
      },
      update: (id, patch) =>
        write(async (table, transaction) => {
          const row = await table.where('id').equals(id).first()
          if (!row) return undefined
          const next: Row = { ...row, ...patch, id }
          await table.put(next)
          changed(transaction, [row, next])
          return toRecord<T>(next)
        }),
      remove: (id) =>
        write(async (table, transaction) => {
          const rows = await table.where('id').equals(id).toArray()
          await table.where('id').equals(id).delete()
          changed(transaction, rows)
          return rows.length > 0
        }),
      replaceAll: (items) =>
        write(async (table, transaction) => {
          const before = await table.toArray()
          await table.clear()
          // Like inserting one by one: a repeated id keeps its last record.
          const byId = new Map(items.map((item) => [item.id, item]))
          await table.bulkAdd([...byId.values()].map((item) => ({ ...item })))
          changed(transaction, [...before, ...byId.values()])
        }),
    }
  }

  /**
   * Runs `work` as one transaction over every collection: what it reads cannot change under it,
   * in this tab or another, and its writes land together or not at all. Nested calls join the
   * outer transaction. `work` may await database calls and its own async code, never fetch,
   * timers or crypto.subtle (IndexedDB would commit the transaction early).
   *
   * `work` gets this database bound to the transaction. Code that awaits only database calls may
   * keep using collections it already holds (Dexie follows the transaction through those awaits);
   * code that awaits its own async functions in between (an engine) must use the bound database,
   * which reaches the transaction whatever it awaited.
   */
  transaction<R>(work: (db: Database) => Promise<R>): Promise<R> {
    return this.bind(work)
  }

  /** `transaction` with the bound view typed as this adapter, for its own bookkeeping. */
  private async bind<R>(work: (db: MockDb) => Promise<R>): Promise<R> {
    const current = this.currentTransaction()
    if (current) return work(this.bound ? this : this.within(current))
    await this.ready()
    return this.dexie.transaction('rw', this.dexie.tables, async (transaction) => await work(this.within(transaction)))
  }

  /** Empties every collection and seeds them again. */
  async reset(): Promise<void> {
    await this.bind(async (db) => {
      for (const table of this.dexie.tables) await db.bound!.table(table.name).clear()
      await this.seedMissing(db.bound!)
      this.feed.record(db.bound!.idbtrans, (pending) => {
        pending.reset = true
      })
    })
  }

  close(): void {
    this.dexie.close()
    this.feed.close()
    this.opening = null
  }

  /**
   * Opens the database. One this schema cannot use (left by another branch of the app, keyed
   * differently, or failing to upgrade) is deleted and built again, with a notice, not a dead app.
   */
  private async open(): Promise<void> {
    let problem: unknown = null
    try {
      await this.dexie.open()
      if (!this.storesMatchSchema()) problem = 'its collections are not stored the way this schema expects'
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      if (name !== Dexie.errnames.Version && name !== Dexie.errnames.Upgrade) throw error
      problem = error
    }
    if (problem === null) return
    console.warn('Mock database: the stored database cannot be used; building it again.', problem)
    await this.dexie.delete({ disableAutoOpen: false })
    await this.dexie.open()
    this.feed.record(null, (pending) => {
      pending.notices.push({ id: `notice-${Date.now()}-${++noticeCounter}`, kind: 'database-rebuilt' })
    })
  }

  /** Dexie opens a database whose stores differ in keys (it only warns): check them ourselves. */
  private storesMatchSchema(): boolean {
    const database = this.dexie.backendDB()
    const names = this.dexie.tables.map((table) => table.name)
    if (!names.every((name) => database.objectStoreNames.contains(name))) return false
    const transaction = database.transaction(names, 'readonly')
    return names.every((name) => {
      const store = transaction.objectStore(name)
      if (name === META) return store.keyPath === 'id'
      return (
        store.keyPath === ORDER && store.autoIncrement && store.indexNames.contains('id') && store.index('id').unique
      )
    })
  }

  /** The live transaction this call belongs to: the bound one, or the one Dexie followed here. */
  private currentTransaction(): Transaction | null {
    if (this.bound) return this.bound
    const current = Dexie.currentTransaction
    // Code after a finished transaction may still see it as current.
    return current?.db === this.dexie && current.active ? current : null
  }

  private within(transaction: Transaction): MockDb {
    const view = Object.create(this) as MockDb
    view.bound = transaction
    return view
  }

  private table(name: string): Table<Row, number> {
    if (!this.dexie.tables.some((table) => table.name === name) || name === META) {
      throw new Error(`Mock database: no collection "${name}"; add it to a schema version (src/mocks/schema.ts)`)
    }
    return this.bound ? this.bound.table(name) : this.dexie.table(name)
  }

  private isSound(collection: string, row: unknown): row is Row {
    return typeof row === 'object' && row !== null && this.specs.isSound(collection, toRecord(row as Row))
  }

  /** Tells the collection's resources that these records (before or after the write) changed. */
  private changed(transaction: Transaction, collection: string, rows: readonly Row[]): void {
    const changes = this.specs.changes(
      collection,
      rows.map((row) => toRecord(row)),
    )
    if (changes.length === 0) return
    this.feed.record(transaction.idbtrans, (pending) => {
      pending.changes.push(...changes)
    })
  }

  /**
   * Keeps a collection's sound records, drops the others and puts back the seed records that went
   * missing with them. Never silently: a notice tells the people using the app. An unreadable
   * collection is seeded afresh. Returns whether anything had to be repaired.
   */
  private async repair(transaction: Transaction, collection: string): Promise<boolean> {
    const table = transaction.table<Row, number>(collection)
    let rows: unknown[]
    try {
      rows = await table.toArray()
    } catch (error) {
      console.warn(`Mock database: collection "${collection}" could not be read`, error)
      rows = [null]
    }
    const sound = rows.filter((row): row is Row => this.isSound(collection, row))
    if (sound.length === rows.length) return false
    const kept = new Set(sound.map((row) => row.id))
    const restored = this.specs.seedRecords(collection).filter((record) => !kept.has(record.id))
    console.warn(
      `Mock database: collection "${collection}" held ${rows.length - sound.length} unusable record(s); ` +
        `kept ${sound.length}, restored ${restored.length} from its seed`,
    )
    await table.clear()
    await table.bulkAdd([...sound.map((row) => ({ ...toRecord(row) })), ...restored.map((record) => ({ ...record }))])
    this.changed(transaction, collection, [...sound, ...restored])
    this.feed.record(transaction.idbtrans, (pending) => {
      pending.notices.push({ id: `notice-${Date.now()}-${++noticeCounter}`, kind: 'collection-restored', collection })
    })
    return true
  }

  private async seedMissing(transaction: Transaction): Promise<void> {
    const meta = transaction.table<{ id: string }, string>(META)
    for (const spec of this.specs.all) {
      const marker = `seeded:${spec.name}`
      if (!spec.seed || (await meta.get(marker))) continue
      const table = transaction.table<Row, number>(spec.name)
      await table.clear()
      await table.bulkAdd(this.specs.seedRecords(spec.name).map((record) => ({ ...record })))
      await meta.put({ id: marker })
    }
  }
}
