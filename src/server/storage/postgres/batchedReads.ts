import type { RawRows } from './connection'

/** A read of the records outside any transaction: a whole collection, one record, or one owner's. */
export type RecordRead =
  | { kind: 'all'; collection: string }
  | { kind: 'id'; collection: string; id: string }
  | { kind: 'owner'; collection: string; ownerUid: string }

/** A row as read: its key and the record, parsed (possibly damaged, hence unknown). */
export interface ReadRow {
  id: string
  data: unknown
}

/**
 * Every read of a batch in one statement: each read is a row of the JSON parameter, answered by
 * the branch of its kind (the others are cut off by their one-time filter before they scan), each
 * through its index: `(collection, owner_uid, seq)`, the primary key, `(collection, seq)`. Prepared
 * once per connection under its name.
 */
export const BATCH_READ_SQL = `SELECT q.n, r.id, r.data::text AS json
FROM json_to_recordset($1::json) AS q(n int, k text, c text, v text)
CROSS JOIN LATERAL (
  SELECT id, data, seq FROM records WHERE q.k = 'owner' AND collection = q.c AND owner_uid = q.v
  UNION ALL
  SELECT id, data, seq FROM records WHERE q.k = 'id' AND collection = q.c AND id = q.v
  UNION ALL
  SELECT id, data, seq FROM records WHERE q.k = 'all' AND collection = q.c
) AS r
ORDER BY q.n, r.seq`

const STATEMENT_NAME = 'conversa_batch_read'

/** Distinct reads per statement: a few dozen requests at once are well within it. */
const MAX_BATCH = 200

type Query = (statement: { name: string; text: string; values: unknown[] }) => Promise<RawRows>

/** What a read found: its rows, and their size as JSON. */
export interface Found {
  rows: ReadRow[]
  bytes: number
}

interface Waiting {
  key: string
  read: RecordRead
  done: (found: Found) => void
  fail: (error: unknown) => void
}

/**
 * The reads made outside transactions, gathered while the event loop runs its current phase and
 * sent as one statement: under load, the requests being served at once share a round trip (one
 * write to the socket, one reply to parse) instead of one each, and the same read asked by several
 * of them is made once. At most `concurrency` statements are out at a time; the reads made
 * meanwhile wait for the next one. Each row is parsed once, and each reader gets rows of its own:
 * the first the parsed ones, the others copies (`copyRows`, several times cheaper than parsing).
 */
export class ReadBatcher {
  private waiting: Waiting[] = []
  private scheduled = false
  private running = 0

  constructor(
    private readonly query: Query,
    private readonly concurrency: number,
  ) {}

  load(read: RecordRead): Promise<Found> {
    return new Promise((done, fail) => {
      this.waiting.push({ key: keyOf(read), read, done, fail })
      this.schedule()
    })
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.concurrency || this.waiting.length === 0) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.flush()
    })
  }

  private flush(): void {
    if (this.waiting.length === 0 || this.running >= this.concurrency) return
    const batch: Waiting[] = []
    const distinct = new Map<string, { n: number; k: string; c: string; v: string | null }>()
    let rest = 0
    for (const waiting of this.waiting) {
      if (!distinct.has(waiting.key)) {
        if (distinct.size >= MAX_BATCH) {
          this.waiting[rest++] = waiting
          continue
        }
        const { read } = waiting
        const value = read.kind === 'id' ? read.id : read.kind === 'owner' ? read.ownerUid : null
        distinct.set(waiting.key, { n: distinct.size, k: read.kind, c: read.collection, v: value })
      }
      batch.push(waiting)
    }
    this.waiting.length = rest
    const reads = [...distinct.values()]
    this.running++
    this.query({ name: STATEMENT_NAME, text: BATCH_READ_SQL, values: [JSON.stringify(reads)] })
      .then(({ rows }) => {
        const byRead: Found[] = reads.map(() => ({ rows: [], bytes: 0 }))
        for (const row of rows) {
          const found = byRead[row.n as number]!
          const json = row.json as string
          found.rows.push({ id: row.id as string, data: JSON.parse(json) as unknown })
          found.bytes += json.length
        }
        const handedOut = new Set<number>()
        for (const waiting of batch) {
          const { n } = distinct.get(waiting.key)!
          const found = byRead[n]!
          waiting.done(handedOut.has(n) ? { rows: copyRows(found.rows), bytes: found.bytes } : found)
          handedOut.add(n)
        }
      })
      .catch((error: unknown) => {
        for (const waiting of batch) waiting.fail(error)
      })
      .finally(() => {
        this.running--
        this.schedule()
      })
    this.schedule()
  }
}

/** Rows of one's own: copies of the records as JSON read them (plain objects, arrays and values). */
export function copyRows(rows: readonly ReadRow[]): ReadRow[] {
  return rows.map((row) => ({ id: row.id, data: copyJson(row.data) }))
}

function copyJson(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? copyComposite(value) : value
}

/** An object or an array, copied deep; plain values are copied in place, without a call each. */
function copyComposite(value: object): unknown {
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index]
      copy[index] = typeof item === 'object' && item !== null ? copyComposite(item) : item
    }
    return copy
  }
  const copy: Record<string, unknown> = {}
  for (const key in value) {
    const field: unknown = (value as Record<string, unknown>)[key]
    const copied = typeof field === 'object' && field !== null ? copyComposite(field) : field
    // JSON may name a field "__proto__": an own field, as JSON.parse makes it, not the prototype.
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: copied, enumerable: true, writable: true, configurable: true })
    else copy[key] = copied
  }
  return copy
}

/** One string per distinct read. */
export function keyOf(read: RecordRead): string {
  const value = read.kind === 'id' ? read.id : read.kind === 'owner' ? read.ownerUid : ''
  return `${read.kind}\u0000${read.collection}\u0000${value}`
}
