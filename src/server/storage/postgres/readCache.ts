import { copyRows, keyOf, type ReadRow, type RecordRead } from './batchedReads'

/** The channel PostgreSQL announces every write to `records` on (migration 0001_records_changed). */
export const RECORDS_CHANNEL = 'conversa_records'

/** Reads kept at most per collection, the least recently used going first. */
const MAX_ENTRIES = 10_000

/**
 * What reads outside transactions found in a few collections, kept in this process until a write
 * to the collection is heard of. Every write is: this process's own at its commit, before the
 * writer goes on; every other one (another server process, an operator's SQL) when PostgreSQL
 * announces it on `conversa_records`, which it does from a trigger for every statement that writes
 * `records`. While that feed is down the cache answers nothing and keeps nothing, and it starts
 * empty once the feed is back (what was written meanwhile was not heard).
 *
 * A read that was under way when a write to its collection was heard keeps its answer to itself:
 * it may have been read before the write. The cache keeps rows of its own and hands out copies, so
 * no reader ever holds objects another one holds.
 */
export class ReadCache {
  /** Per collection, each read's rows, the most recently used last. */
  private readonly entries = new Map<string, Map<string, readonly ReadRow[]>>()
  /** A clock that moves at every forgetting, and when each collection (or all, `*`) was last forgotten. */
  private clock = 0
  private readonly forgotten = new Map<string, number>()
  private live = false

  constructor(private readonly collections: ReadonlySet<string>) {}

  /** Whether reads of this collection go through the cache. */
  keeps(collection: string): boolean {
    return this.collections.has(collection)
  }

  /** The rows a read found last, if nothing written to its collection was heard of since. */
  get(read: RecordRead): ReadRow[] | undefined {
    if (!this.live) return undefined
    const kept = this.entries.get(read.collection)
    const key = keyOf(read)
    const rows = kept?.get(key)
    if (!kept || !rows) return undefined
    kept.delete(key)
    kept.set(key, rows)
    return copyRows(rows)
  }

  /** The moment a read starts, to give `keep` with what it found. */
  now(): number {
    return this.clock
  }

  /** Keeps (a copy of) what a read that started at `startedAt` found, unless its collection was written since. */
  keep(read: RecordRead, rows: readonly ReadRow[], startedAt: number): void {
    if (!this.live || !this.keeps(read.collection)) return
    const since = Math.max(this.forgotten.get(read.collection) ?? 0, this.forgotten.get('*') ?? 0)
    if (since > startedAt) return
    let kept = this.entries.get(read.collection)
    if (!kept) this.entries.set(read.collection, (kept = new Map()))
    kept.set(keyOf(read), copyRows(rows))
    if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!)
  }

  /** Forgets what was read of these collections; `*`: of every collection. */
  forget(collections: Iterable<string> | '*'): void {
    const names = collections === '*' ? ['*'] : [...collections].filter((name) => this.keeps(name))
    if (names.length === 0) return
    this.clock++
    for (const name of names) this.forgotten.set(name, this.clock)
    if (collections === '*') this.entries.clear()
    else for (const name of names) this.entries.delete(name)
  }

  /** A payload of `conversa_records`: the collections written, or `"*"`; anything else forgets all. */
  heard(payload: string): void {
    let written: unknown
    try {
      written = JSON.parse(payload)
    } catch {
      written = '*'
    }
    this.forget(
      Array.isArray(written) && written.every((name) => typeof name === 'string') ? (written as string[]) : '*',
    )
  }

  /** Whether the feed of writes is heard: the cache works only while it is. */
  listening(live: boolean): void {
    this.forget('*')
    this.live = live
  }
}
