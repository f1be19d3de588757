/**
 * The backend's storage port: named collections of JSON records with a string `id`, atomic
 * transactions, and the changes each commit announces. Three adapters implement it: IndexedDB in
 * the page's harness (`src/mocks/db.ts`), PostgreSQL on the server (`./postgres`), and this
 * process's memory for the Instagram mock's own process (`./memory`). The endpoints, services and
 * engines see only this interface, and `tests/unit/storage` runs one contract suite against every
 * adapter.
 */

import type { Resource } from '@/domain/sync/resources'

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
  /**
   * The records whose `ownerUid` is this workspace's, in insertion order: found by an index,
   * never by reading the whole collection.
   */
  ownedBy(ownerUid: string): Promise<T[]>
  /** Adds the record, or replaces the one with its id (which then counts as the newest). */
  insert(item: T): Promise<T>
  /**
   * `insert` of each record in turn (a repeated id keeps its last record), as one write: a burst's
   * records cost one round trip rather than one each.
   */
  insertMany(items: readonly T[]): Promise<void>
  update(id: string, patch: Partial<T>): Promise<T | undefined>
  remove(id: string): Promise<boolean>
  replaceAll(items: T[]): Promise<void>
}

/** What the database knows about one collection besides its place in the schema. */
export interface CollectionSpec<T extends Entity = Entity> {
  name: string
  /** Its seed data: the same backend seed always gives the same records. */
  seed?: SeedSpec<T>
  /** What a sound record looks like beyond a string `id`; a collection holding others is repaired. */
  isValid?(record: T): boolean
  /**
   * Who hears of a change: the API resources its records belong to (first elements of the app's
   * query keys) and the users each record belongs to (null: everyone allowed to read them).
   */
  announce?: { resources: readonly Resource[]; owners(record: T): readonly string[] | null }
}

export interface SeedSpec<T extends Entity> {
  /** This collection's own faker seed, combined with the backend's: `faker.seed([backendSeed, seed])`. */
  seed: number
  /** How many records to make. */
  size: number
  generate(context: SeedContext): T[]
}

export interface SeedContext {
  // The seeds' faker, typed loosely here so the port does not depend on faker.
  faker: import('@faker-js/faker').Faker
  size: number
  /** A fresh faker seeded as another collection's seed is, to rebuild records this one refers to. */
  fakerOf(collection: string): import('@faker-js/faker').Faker
}

/** A change to an API resource (the first element of the app's query keys). */
export interface ResourceChange {
  resource: Resource
  /** The users whose data changed; null for a resource shared by everyone allowed to read it. */
  owners: readonly string[] | null
}

export interface DbNotice {
  /** Unique per database and notice, so a listener that hears it twice shows it once. */
  id: string
  kind: 'collection-restored' | 'database-rebuilt'
  collection?: string
}

/**
 * What a subscriber hears: a commit's changes; `reset`, anything may have changed (the database
 * was reset, or this connection lost the feed of other connections' changes for a while); a notice.
 */
export type DbEvent =
  { type: 'changed'; changes: ResourceChange[] } | { type: 'reset' } | { type: 'notice'; notice: DbNotice }

export type DbListener = (event: DbEvent) => void

export interface TransactionOptions {
  /**
   * The work only writes: nothing it reads decides what it writes (another lock may guard that).
   * Its writes still land together or not at all, but it need not wait for the read-modify-write
   * transactions of other connections to finish first. (IndexedDB runs every transaction in
   * turn: the page's adapter has nothing to skip.)
   */
  writeOnly?: boolean
}

/**
 * The port itself. Every adapter gives the same guarantees:
 * - each mutation is atomic; `transaction(work)` makes a read-modify-write atomic against every
 *   other connection (tab, server process), its writes landing together or not at all, and
 *   nested calls join the outer transaction;
 * - after a commit (never after a rollback) `subscribe`rs hear which resources changed and
 *   whose they were, in this process and every other one on the same database;
 * - a record that fails its collection's `isValid` is repaired away when next read, with a notice.
 */
export interface Database {
  /** Opens the database and seeds the collections never seeded. */
  ready(): Promise<void>
  collection<T extends Entity>(name: string): Collection<T>
  /**
   * Runs `work` as one transaction. `work` gets the database bound to the transaction: code that
   * awaits its own async functions between database calls must use it.
   */
  transaction<R>(work: (db: Database) => Promise<R>, options?: TransactionOptions): Promise<R>
  /**
   * Runs `work` while no other call under `name`, in this process or any other on the database
   * (any tab on the page's), runs: for work that must not hold a transaction open, such as
   * calling Instagram between reading and saving a workspace's engine state.
   */
  exclusive<R>(name: string, work: () => Promise<R>): Promise<R>
  /** Announces a change the collections' own resources do not describe (on commit, inside a transaction). */
  announce(resource: Resource, owners: readonly string[] | null): void
  /** Hears every committed change and notice, of this connection and the others. */
  subscribe(listener: DbListener): () => void
  /** The notices heard so far (a collection restored, the database rebuilt). */
  readonly notices: readonly DbNotice[]
  /** Empties every collection and seeds them again. */
  reset(): Promise<void>
  close(): void | Promise<void>
}
