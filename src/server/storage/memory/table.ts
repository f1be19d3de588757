/** One collection of the memory database: its records by id in insertion order, and by owner. */

/** A stored record (frozen JSON, see `json.ts`) and its place. */
export interface Entry {
  /** Its insertion order. */
  readonly seq: number
  /** Whatever is stored under the id: sound unless damaged behind the adapter's back. */
  readonly record: unknown
  /** The owner it is filed under (`ownerUid` when it was written, if a string). */
  readonly owner: string | undefined
  /** The specs that found it sound: checked once per record, which never changes once stored. */
  soundFor?: object
}

interface OwnerIndex {
  ids: Set<string>
  lastSeq: number
  /** False once an id was filed out of its insertion order (an update changed its owner, a rollback). */
  ordered: boolean
}

export function ownerOf(record: unknown): string | undefined {
  const owner = (record as { ownerUid?: unknown } | null)?.ownerUid
  return typeof owner === 'string' ? owner : undefined
}

export class MemoryTable {
  private entries = new Map<string, Entry>()
  private owners = new Map<string, OwnerIndex>()
  /** False once a rollback put an entry back after newer ones: sorted again when next listed. */
  private ordered = true
  private nextSeq = 0

  get(id: string): Entry | undefined {
    return this.entries.get(id)
  }

  get size(): number {
    return this.entries.size
  }

  /** Every entry, in insertion order. */
  list(): IterableIterator<[string, Entry]> {
    if (!this.ordered) {
      this.entries = new Map([...this.entries].sort(([, a], [, b]) => a.seq - b.seq))
      this.ordered = true
    }
    return this.entries.entries()
  }

  /** The entries filed under an owner, in insertion order: read from the index alone. */
  ownedBy(owner: string): [string, Entry][] {
    const index = this.owners.get(owner)
    if (!index) return []
    if (!index.ordered) {
      const seqOf = (id: string) => this.entries.get(id)!.seq
      const sorted = [...index.ids].sort((a, b) => seqOf(a) - seqOf(b))
      index.ids = new Set(sorted)
      index.lastSeq = seqOf(sorted[sorted.length - 1]!)
      index.ordered = true
    }
    return [...index.ids].map((id) => [id, this.entries.get(id)!])
  }

  /**
   * Stores a record under `id`: as the newest, or where it was (`keepPlace`, an update). Returns
   * the entry it replaced, for the undo log.
   */
  put(id: string, record: unknown, keepPlace = false): Entry | undefined {
    const previous = this.entries.get(id)
    const entry: Entry = {
      seq: keepPlace && previous ? previous.seq : this.nextSeq++,
      record,
      owner: ownerOf(record),
    }
    this.restore(id, entry)
    return previous
  }

  /** Removes the record under `id`; returns it, for the undo log. */
  delete(id: string): Entry | undefined {
    const previous = this.entries.get(id)
    if (previous) this.restore(id, undefined)
    return previous
  }

  /** Puts `entry` (or nothing) under `id`, in its insertion order: a write, or a write undone. */
  restore(id: string, entry: Entry | undefined): void {
    const current = this.entries.get(id)
    const samePlace = current !== undefined && entry !== undefined && current.seq === entry.seq
    if (current && !(samePlace && current.owner === entry.owner)) this.unfile(id, current.owner)
    if (!entry) {
      this.entries.delete(id)
      return
    }
    if (!samePlace) {
      this.entries.delete(id)
      if (entry.seq < this.nextSeq - 1) this.ordered = false
    }
    this.entries.set(id, entry)
    if (entry.owner !== undefined) this.file(id, entry)
  }

  /** Empties the collection; returns how to put everything back. */
  clear(): () => void {
    const kept = { entries: this.entries, owners: this.owners, ordered: this.ordered }
    this.entries = new Map()
    this.owners = new Map()
    this.ordered = true
    return () => {
      this.entries = kept.entries
      this.owners = kept.owners
      this.ordered = kept.ordered
    }
  }

  /** Rewrites what is stored under `id` without filing it again, as damage out of band would. */
  overwrite(id: string, record: unknown): void {
    const current = this.entries.get(id)
    if (current) this.entries.set(id, { seq: current.seq, record, owner: current.owner })
  }

  private file(id: string, entry: Entry): void {
    const owner = entry.owner!
    let index = this.owners.get(owner)
    if (!index) {
      index = { ids: new Set(), lastSeq: -1, ordered: true }
      this.owners.set(owner, index)
    }
    if (index.ids.has(id)) return
    index.ids.add(id)
    if (entry.seq > index.lastSeq) index.lastSeq = entry.seq
    else index.ordered = false
  }

  private unfile(id: string, owner: string | undefined): void {
    if (owner === undefined) return
    const index = this.owners.get(owner)
    if (!index) return
    index.ids.delete(id)
    if (index.ids.size === 0) this.owners.delete(owner)
  }
}
