import Dexie, { type Table, type Transaction } from 'dexie'
import type { Faker } from '@faker-js/faker'
import { seededFaker } from './faker'

export interface Entity {
  id: string
}

/** A named collection of records with a string `id`, in the order they were inserted. */
export interface Collection<T extends Entity> {
  readonly name: string
  all(): Promise<T[]>
  get(id: string): Promise<T | undefined>
  find(predicate: (item: T) => boolean): Promise<T | undefined>
  filter(predicate: (item: T) => boolean): Promise<T[]>
  /** Adds the record, or replaces the one with its id (which then counts as the newest). */
  insert(item: T): Promise<T>
  update(id: string, patch: Partial<T>): Promise<T | undefined>
  remove(id: string): Promise<boolean>
  replaceAll(items: T[]): Promise<void>
}

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

/** The seed data of one collection: its own faker seed, so the same seed gives the same records. */
export interface Seeder<T extends Entity = Entity> {
  collection: string
  /** Combined with the backend's seed: `faker.seed([backendSeed, seed])`. */
  seed: number
  /** How many records to make. */
  size: number
  generate(context: SeedContext): T[]
}

export interface SeedContext {
  faker: Faker
  size: number
  /** A fresh faker seeded as another collection's seeder is, to rebuild records this one refers to. */
  fakerOf(collection: string): Faker
}

export interface MockDbOptions {
  versions: readonly MockDbVersion[]
  seeders?: readonly Seeder[]
  /** The backend's seed; each collection's faker combines it with its own. */
  seed?: number
  name?: string
  /** Another IndexedDB (Node tests: fake-indexeddb); the browser's own by default. */
  indexedDB?: IDBFactory
  IDBKeyRange?: typeof IDBKeyRange
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

/**
 * The mock backend's database: named collections in IndexedDB (through Dexie), shared by every
 * tab of the app like a real server's database is shared by its clients. Each mutation is one
 * transaction, and `transaction()` makes a read-modify-write atomic across tabs.
 */
export class MockDb {
  readonly dexie: Dexie
  private readonly seeders: readonly Seeder[]
  private readonly seed: number
  private opening: Promise<void> | null = null
  /** Set on the view `transaction()` hands to its work: every call goes to this transaction. */
  private bound: Transaction | null = null

  constructor(options: MockDbOptions) {
    this.seeders = options.seeders ?? []
    this.seed = options.seed ?? 0
    this.dexie = new Dexie(options.name ?? 'conversa-mockdb', {
      // Another tab writes to the same database: every read must go to IndexedDB.
      cache: 'disabled',
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    })
    let first = true
    for (const step of [...options.versions].sort((a, b) => a.version - b.version)) {
      const stores: Record<string, string | null> = first ? { [META]: 'id' } : {}
      for (const [name, indexes] of Object.entries(step.stores)) {
        stores[name] = indexes === null ? null : [`++${ORDER}`, '&id', indexes].filter(Boolean).join(', ')
      }
      const version = this.dexie.version(step.version).stores(stores)
      if (step.upgrade) version.upgrade(step.upgrade)
      first = false
    }
  }

  /** Opens the database and seeds any collection that has never been seeded. */
  ready(): Promise<void> {
    this.opening ??= this.dexie
      .open()
      .then(() => this.dexie.transaction('rw', this.dexie.tables, async () => await this.seedMissing()))
      .catch((error: unknown) => {
        this.opening = null
        throw error
      })
    return this.opening
  }

  collection<T extends Entity>(name: string): Collection<T> {
    const read = async <R>(run: (table: Table<Row, number>) => Promise<R>) => {
      if (this.bound) return run(this.table(name))
      if (!this.inTransaction()) await this.ready()
      return run(this.table(name))
    }
    const write = async <R>(run: (table: Table<Row, number>) => Promise<R>) => {
      if (this.bound) return run(this.table(name))
      if (!this.inTransaction()) await this.ready()
      const table = this.table(name)
      // Dexie keeps its transaction alive across native awaits only for an `async` scope function.
      return this.dexie.transaction('rw', table, async () => await run(table))
    }
    const rows = async (table: Table<Row, number>) => (await table.toArray()).map((row) => toRecord<T>(row))
    return {
      name,
      all: () => read(rows),
      get: (id) =>
        read(async (table) => {
          const row = await table.where('id').equals(id).first()
          return row && toRecord<T>(row)
        }),
      find: (predicate) => read(async (table) => (await rows(table)).find(predicate)),
      filter: (predicate) => read(async (table) => (await rows(table)).filter(predicate)),
      insert: (item) =>
        write(async (table) => {
          await table.where('id').equals(item.id).delete()
          await table.add({ ...item })
          return item
        }),
      update: (id, patch) =>
        write(async (table) => {
          const row = await table.where('id').equals(id).first()
          if (!row) return undefined
          const next: Row = { ...row, ...patch, id }
          await table.put(next)
          return toRecord<T>(next)
        }),
      remove: (id) => write(async (table) => (await table.where('id').equals(id).delete()) > 0),
      replaceAll: (items) =>
        write(async (table) => {
          await table.clear()
          // Like inserting one by one: a repeated id keeps its last record.
          const byId = new Map(items.map((item) => [item.id, item]))
          await table.bulkAdd([...byId.values()].map((item) => ({ ...item })))
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
  async transaction<R>(work: (db: MockDb) => Promise<R>): Promise<R> {
    if (this.bound) return work(this)
    const current = Dexie.currentTransaction
    if (this.inTransaction()) return work(this.within(current))
    await this.ready()
    return this.dexie.transaction('rw', this.dexie.tables, async (transaction) => await work(this.within(transaction)))
  }

  /** Empties every collection and seeds them again. */
  async reset(): Promise<void> {
    await this.transaction(async () => {
      for (const table of this.dexie.tables) await table.clear()
      await this.seedMissing()
    })
  }

  close(): void {
    this.dexie.close()
    this.opening = null
  }

  /** Inside a live transaction of this database (code after a finished one may still see it as current). */
  private inTransaction(): boolean {
    const current = Dexie.currentTransaction
    return current?.db === this.dexie && current.active
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

  private fakerOf(collection: string): Faker {
    const seeder = this.seeders.find((candidate) => candidate.collection === collection)
    if (!seeder) throw new Error(`Mock database: no seeder for "${collection}"`)
    return seededFaker([this.seed, seeder.seed])
  }

  private async seedMissing(): Promise<void> {
    const meta = this.dexie.table<{ id: string }, string>(META)
    for (const seeder of this.seeders) {
      const marker = `seeded:${seeder.collection}`
      if (await meta.get(marker)) continue
      const table = this.table(seeder.collection)
      await table.clear()
      const records = seeder.generate({
        faker: this.fakerOf(seeder.collection),
        size: seeder.size,
        fakerOf: (collection) => this.fakerOf(collection),
      })
      await table.bulkAdd(records.map((record) => ({ ...record })))
      await meta.put({ id: marker })
    }
  }
}
