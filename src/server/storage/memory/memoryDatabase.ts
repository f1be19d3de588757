import { randomUUID } from 'node:crypto'
import type { Resource } from '@/domain/sync/resources'
import { DbListeners, eventsOf, noChanges } from '../changes'
import type {
  Collection,
  CollectionSpec,
  Database,
  DbListener,
  DbNotice,
  Entity,
  TransactionOptions,
} from '../database'
import { CollectionSpecs, type Faker } from '../specs'
import { copyJson, frozenJson, frozenPatch } from './json'
import { MemoryStore, newTransaction, rollBack, type MemoryTransaction } from './store'
import { ownerOf, type Entry, type MemoryTable } from './table'

export interface MemoryDatabaseOptions {
  /** The database to connect to (shared with its other connections); a new, empty one by default. */
  store?: MemoryStore
  /** The specs of the collections that have one (seeds, soundness, announcements). */
  collections: readonly CollectionSpec[]
  /** Every collection the app may use; any other name is an error. */
  collectionNames: readonly string[]
  /** The backend's seed; each collection's faker combines it with its own. */
  seed: number
  /** A faker whose values follow from these seeds (the same faker every adapter seeds with). */
  fakerFor(seeds: number[]): Faker
}

/** The storage port in this process's memory: nothing outlives the process. */
export function openMemoryDatabase(options: MemoryDatabaseOptions): MemoryDatabase {
  return new MemoryDatabase(options)
}

/**
 * One connection to a `MemoryStore`. Transactions take turns on the store, and so does every
 * call made outside one, so no read sees another's uncommitted writes; the calls a transaction's
 * work makes, however it awaits, join it through an AsyncLocalStorage. A failed transaction
 * undoes its writes from its undo log and announces nothing. Records are stored as frozen JSON
 * and handed out as copies (`json.ts`).
 */
export class MemoryDatabase implements Database {
  private readonly store: MemoryStore
  private readonly specs: CollectionSpecs
  private readonly names: ReadonlySet<string>
  private readonly listeners = new DbListeners()
  private readonly disconnect: () => void
  private opening: Promise<void> | null = null
  private opened = false
  /** Set on the view `transaction()` hands to its work. */
  private bound: MemoryTransaction | null = null

  constructor(options: MemoryDatabaseOptions) {
    this.names = new Set(options.collectionNames)
    for (const { name } of options.collections) {
      if (!this.names.has(name)) throw new Error(`Memory database: the spec of "${name}" names no collection`)
    }
    this.specs = new CollectionSpecs(options.collections, options.seed, options.fakerFor)
    this.store = options.store ?? new MemoryStore()
    this.disconnect = this.store.connect(this.listeners)
  }

  /** Seeds the collections never seeded in this store. */
  ready(): Promise<void> {
    this.opening ??= this.store.turns
      .run(async () => this.commit((transaction) => this.seedMissing(transaction)))
      .then(
        () => {
          this.opened = true
        },
        (error: unknown) => {
          this.opening = null
          throw error
        },
      )
    return this.opening
  }

  subscribe(listener: DbListener): () => void {
    return this.listeners.subscribe(listener)
  }

  get notices(): readonly DbNotice[] {
    return this.listeners.notices
  }

  exclusive<R>(name: string, work: () => Promise<R>): Promise<R> {
    return this.store.exclusive(name, work)
  }

  announce(resource: Resource, owners: readonly string[] | null): void {
    const transaction = this.context()
    if (transaction) transaction.pending.changes.push({ resource, owners })
    else this.store.deliver(eventsOf({ ...noChanges(), changes: [{ resource, owners }] }))
  }

  collection<T extends Entity>(name: string): Collection<T> {
    const records = (transaction: MemoryTransaction, table: MemoryTable, list: () => [string, Entry][]) =>
      this.soundRecords(transaction, name, table, list) as T[]
    const all = (transaction: MemoryTransaction, table: MemoryTable) =>
      records(transaction, table, () => [...table.list()])
    return {
      name,
      all: () => this.operate(name, (transaction, table) => all(transaction, table).map(copyJson)),
      get: (id) =>
        this.operate(name, (transaction, table) => {
          const found = records(transaction, table, () => {
            const entry = table.get(id)
            return entry ? [[id, entry]] : []
          })
          return found.length > 0 ? copyJson(found[0]) : undefined
        }),
      // The predicate sees the stored records, frozen; only what it picks is copied.
      find: (predicate) =>
        this.operate(name, (transaction, table) => copyJson(all(transaction, table).find(predicate))),
      filter: (predicate) =>
        this.operate(name, (transaction, table) => all(transaction, table).filter(predicate).map(copyJson)),
      ownedBy: (ownerUid) =>
        this.operate(name, (transaction, table) =>
          records(transaction, table, () => table.ownedBy(ownerUid))
            .filter((record) => ownerOf(record) === ownerUid)
            .map(copyJson),
        ),
      insert: (item) =>
        this.operate(name, (transaction, table) => {
          this.put(transaction, name, table, [[item.id, frozenJson(item)]])
          return item
        }),
      insertMany: (items) =>
        this.operate(name, (transaction, table) => {
          // As inserting one by one: a repeated id keeps its last record, in its last place.
          const last = new Map<string, unknown>()
          for (const item of items) {
            last.delete(item.id)
            last.set(item.id, frozenJson(item))
          }
          this.put(transaction, name, table, [...last])
        }),
      update: (id, patch) =>
        this.operate(name, (transaction, table) => {
          const previous = table.get(id)
          if (!previous) return undefined
          const next = frozenPatch(previous.record, patch, id)
          table.put(id, next, true)
          transaction.undo.push(() => table.restore(id, previous))
          this.changed(transaction, name, [previous.record, next])
          return copyJson(next) as T
        }),
      remove: (id) =>
        this.operate(name, (transaction, table) => {
          const removed = table.delete(id)
          if (!removed) return false
          transaction.undo.push(() => table.restore(id, removed))
          this.changed(transaction, name, [removed.record])
          return true
        }),
      replaceAll: (items) =>
        this.operate(name, (transaction, table) => {
          const byId = new Map(items.map((item) => [item.id, frozenJson(item)]))
          const before = [...table.list()].map(([, entry]) => entry.record)
          transaction.undo.push(table.clear())
          this.put(transaction, name, table, [...byId])
          this.changed(transaction, name, before)
        }),
    }
  }

  /**
   * Runs `work` as one transaction, in its turn; the calls made while it runs (on this database,
   * its collections, another connection to the store, or the bound view `work` gets) join it, and
   * nested calls join the outer one. `writeOnly` changes nothing: every transaction takes its turn.
   */
  async transaction<R>(work: (db: Database) => Promise<R>, _options?: TransactionOptions): Promise<R> {
    const joined = this.context()
    if (joined) return work(this.bound ? this : this.within(joined))
    if (!this.opened) await this.ready()
    return this.store.turns.run(async () => {
      const transaction = newTransaction()
      let value: R
      try {
        value = await this.store.current.run(transaction, () => work(this.within(transaction)))
      } catch (error) {
        rollBack(transaction)
        throw error
      }
      transaction.open = false
      this.store.deliver(eventsOf(transaction.pending))
      return value
    })
  }

  async reset(): Promise<void> {
    const reset = (transaction: MemoryTransaction) => {
      this.store.clear(transaction)
      this.seedMissing(transaction)
      transaction.pending.reset = true
    }
    const joined = this.context()
    if (joined) return reset(joined)
    if (!this.opened) await this.ready()
    await this.store.turns.now(() => this.commit(reset))
  }

  close(): void {
    this.disconnect()
    this.listeners.clear()
  }

  /**
   * Runs a collection's synchronous operation in the current transaction, or as a transaction of
   * its own in its turn. Each operation copies what it writes before writing anything, so that
   * one that throws wrote nothing.
   */
  private operate<R>(name: string, work: (transaction: MemoryTransaction, table: MemoryTable) => R): Promise<R> {
    if (!this.names.has(name)) {
      return Promise.reject(new Error(`Memory database: no collection "${name}" in its schema (\`collectionNames\`)`))
    }
    const joined = this.context()
    if (joined) {
      try {
        return Promise.resolve(work(joined, this.store.table(name)))
      } catch (error) {
        return Promise.reject(error as Error)
      }
    }
    const alone = () => this.store.turns.now(() => this.commit((own) => work(own, this.store.table(name))))
    return this.opened ? alone() : this.ready().then(alone)
  }

  /** Runs synchronous `work` as a whole transaction: committed and announced, or undone. */
  private commit<R>(work: (transaction: MemoryTransaction) => R): R {
    const transaction = newTransaction()
    let value: R
    try {
      value = work(transaction)
    } catch (error) {
      rollBack(transaction)
      throw error
    }
    transaction.open = false
    this.store.deliver(eventsOf(transaction.pending))
    return value
  }

  /** The open transaction this call belongs to: the bound one, or the one it was called from. */
  private context(): MemoryTransaction | null {
    const transaction = this.bound ?? this.store.current.getStore()
    return transaction?.open ? transaction : null
  }

  private within(transaction: MemoryTransaction): MemoryDatabase {
    const view = Object.create(this) as MemoryDatabase
    view.bound = transaction
    return view
  }

  /** Stores records as the newest, each write undone with the transaction, and announces them. */
  private put(transaction: MemoryTransaction, name: string, table: MemoryTable, records: [string, unknown][]): void {
    const changed: unknown[] = []
    for (const [id, record] of records) {
      const previous = table.put(id, record)
      transaction.undo.push(() => table.restore(id, previous))
      if (previous) changed.push(previous.record)
      changed.push(record)
    }
    this.changed(transaction, name, changed)
  }

  private changed(transaction: MemoryTransaction, collection: string, records: readonly unknown[]): void {
    if (!this.specs.announces(collection)) return
    transaction.pending.changes.push(...this.specs.changes(collection, records))
  }

  /** The records `list` picks, the collection repaired first when one of them is unsound. */
  private soundRecords(
    transaction: MemoryTransaction,
    name: string,
    table: MemoryTable,
    list: () => [string, Entry][],
  ): unknown[] {
    const listed = list()
    if (listed.every(([id, entry]) => this.isSound(name, id, entry))) return listed.map(([, entry]) => entry.record)
    this.repair(transaction, name, table)
    return list().map(([, entry]) => entry.record)
  }

  /** A sound record under its own id; a stored record never changes, so each is checked once. */
  private isSound(collection: string, id: string, entry: Entry): boolean {
    if (entry.soundFor === this.specs) return true
    if (!this.specs.isSound(collection, entry.record) || entry.record.id !== id) return false
    entry.soundFor = this.specs
    return true
  }

  /**
   * Drops a collection's unsound records and puts back the seed records that went missing with
   * them, with a notice. The sound ones keep their place.
   */
  private repair(transaction: MemoryTransaction, collection: string, table: MemoryTable): void {
    const sound: Entity[] = []
    const unsound: string[] = []
    for (const [id, entry] of table.list()) {
      if (this.isSound(collection, id, entry)) sound.push(entry.record as Entity)
      else unsound.push(id)
    }
    if (unsound.length === 0) return
    const kept = new Set(sound.map((record) => record.id))
    const restored = this.specs.seedRecords(collection).filter((record) => !kept.has(record.id))
    console.warn(
      `Memory database: collection "${collection}" held ${unsound.length} unusable record(s); ` +
        `kept ${sound.length}, restored ${restored.length} from its seed`,
    )
    for (const id of unsound) {
      const removed = table.delete(id)
      transaction.undo.push(() => table.restore(id, removed))
    }
    this.put(
      transaction,
      collection,
      table,
      restored.map((record) => [record.id, frozenJson(record)]),
    )
    this.changed(transaction, collection, sound)
    transaction.pending.notices.push({ id: `notice-${randomUUID()}`, kind: 'collection-restored', collection })
  }

  /** Gives every collection never seeded in this store its seed records (nothing to announce). */
  private seedMissing(transaction: MemoryTransaction): void {
    for (const spec of this.specs.all) {
      if (!spec.seed || this.store.seeded.has(spec.name)) continue
      const table = this.store.table(spec.name)
      transaction.undo.push(table.clear())
      for (const record of this.specs.seedRecords(spec.name)) table.put(record.id, frozenJson(record))
      this.store.seeded.add(spec.name)
      transaction.undo.push(() => this.store.seeded.delete(spec.name))
    }
  }
}
