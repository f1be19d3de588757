import { describe, expect, it } from 'vitest'
import { copyRows, type RecordRead } from '@/server/storage/postgres/batchedReads'
import { ReadCache, touch, touchedBy, type TouchedRecords } from '@/server/storage/postgres/readCache'

const client: RecordRead = { kind: 'id', collection: 'roles', id: 'client' }
const admin: RecordRead = { kind: 'id', collection: 'roles', id: 'admin' }
const allRoles: RecordRead = { kind: 'all', collection: 'roles' }
const ofU1: RecordRead = { kind: 'owner', collection: 'profiles', ownerUid: 'u1' }
const ofU2: RecordRead = { kind: 'owner', collection: 'profiles', ownerUid: 'u2' }
const found = (n: number) => ({ rows: [{ id: 'r', data: { id: 'r', n } }], bytes: 20 })

function listening(): ReadCache {
  const cache = new ReadCache(new Set(['roles', 'profiles']))
  cache.listening(true)
  return cache
}

function read(cache: ReadCache, what: RecordRead, n: number): void {
  cache.keep(cache.begin(what), found(n))
}

const written = (collection: string, ...records: unknown[]) => {
  const touched = new Map<string, TouchedRecords>()
  for (const record of records) touch(touched, collection, record)
  return touched
}

describe('the read cache', () => {
  it('keeps the collections it is given, and hands out copies of what it keeps', () => {
    const cache = listening()
    expect(cache.keeps('roles')).toBe(true)
    expect(cache.keeps('automations')).toBe(false)
    const rows = found(1)
    cache.keep(cache.begin(client), rows)
    rows.rows[0]!.data.n = 2
    const first = cache.get(client)!
    expect(first).toEqual(found(1).rows)
    ;(first[0]!.data as { n: number }).n = 3
    expect(cache.get(client)).toEqual(found(1).rows)
  })

  it('forgets the reads a write may have changed: the record’s, its owners’ before and after, the whole collection’s', () => {
    const cache = listening()
    for (const what of [client, admin, allRoles, ofU1, ofU2]) read(cache, what, 1)
    cache.forget(written('roles', { id: 'client', rules: [] }))
    expect(cache.get(client)).toBeUndefined()
    expect(cache.get(allRoles)).toBeUndefined()
    expect(cache.get(admin)).toEqual(found(1).rows)
    // A profile handed from u1 to u2: both owners' reads go, as PostgreSQL's trigger names both.
    cache.forget(touchedBy('[{"c":"profiles","i":["p1"],"o":["u1","u2"]}]'))
    expect(cache.get(ofU1)).toBeUndefined()
    expect(cache.get(ofU2)).toBeUndefined()
    expect(cache.get(admin)).toEqual(found(1).rows)
  })

  it('forgets a whole collection when the write does not say which records, and everything when it says "*" or nonsense', () => {
    const cache = listening()
    for (const what of [client, admin, ofU1]) read(cache, what, 1)
    cache.forget(touchedBy('["roles"]'))
    expect(cache.get(admin)).toBeUndefined()
    expect(cache.get(ofU1)).toEqual(found(1).rows)
    // A record whose owner is not a plain value: its owner's reads cannot be named.
    cache.forget(written('profiles', { id: 'p1', ownerUid: { odd: true } }))
    expect(cache.get(ofU1)).toBeUndefined()
    for (const payload of ['"*"', 'not what the trigger sends', '[{"c":"roles","i":[1]}]']) {
      read(cache, client, 1)
      cache.forget(touchedBy(payload))
      expect(cache.get(client)).toBeUndefined()
    }
  })

  it('does not keep what a read found when a write it may have missed was heard of while it ran', () => {
    const cache = listening()
    const before = cache.begin(client)
    const unrelated = cache.begin(admin)
    cache.forget(written('roles', { id: 'client' }))
    cache.keep(before, found(1))
    cache.keep(unrelated, found(1))
    expect(cache.get(client)).toBeUndefined()
    expect(cache.get(admin)).toEqual(found(1).rows)
    // A whole collection's read may have missed any of its records.
    const all = cache.begin(allRoles)
    cache.forget(written('roles', { id: 'admin' }))
    cache.keep(all, found(1))
    expect(cache.get(allRoles)).toBeUndefined()
  })

  it('answers and keeps nothing while the feed of writes is lost, and starts empty when it is back', () => {
    const cache = listening()
    read(cache, client, 1)
    const under = cache.begin(client)
    cache.listening(false)
    expect(cache.get(client)).toBeUndefined()
    read(cache, client, 2)
    expect(cache.get(client)).toBeUndefined()
    cache.listening(true)
    expect(cache.get(client)).toBeUndefined()
    // A read that began before the feed came back may hold what was written meanwhile.
    cache.keep(under, found(2))
    expect(cache.get(client)).toBeUndefined()
    read(cache, client, 3)
    expect(cache.get(client)).toEqual(found(3).rows)
  })

  it('keeps at most 16 MB of JSON, forgetting the least recently used first, and no single read over 1 MB', () => {
    const cache = listening()
    const MB = 1024 * 1024
    const big: RecordRead = { kind: 'all', collection: 'roles' }
    cache.keep(cache.begin(big), { rows: found(1).rows, bytes: 2 * MB })
    expect(cache.get(big)).toBeUndefined()
    const reads = Array.from({ length: 17 }, (_, n): RecordRead => ({ kind: 'id', collection: 'roles', id: `r${n}` }))
    for (const what of reads.slice(0, 16)) cache.keep(cache.begin(what), { rows: found(1).rows, bytes: MB })
    // Used again: the second oldest is now the least recently used.
    expect(cache.get(reads[0]!)).toBeDefined()
    cache.keep(cache.begin(reads[16]!), { rows: found(1).rows, bytes: MB })
    expect(cache.get(reads[1]!)).toBeUndefined()
    for (const what of [reads[0]!, ...reads.slice(2)]) expect(cache.get(what)).toBeDefined()
  })

  it('copies records as JSON has them, a field named "__proto__" included, never as a prototype', () => {
    const data = JSON.parse('{"id":"x","list":[1,{"a":null}],"__proto__":{"polluted":true}}') as object
    const [copy] = copyRows([{ id: 'x', data }])
    expect(copy!.data).toEqual(data)
    expect(copy!.data).not.toBe(data)
    expect(Object.getPrototypeOf(copy!.data)).toBe(Object.prototype)
    expect(Object.hasOwn(copy!.data as object, '__proto__')).toBe(true)
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
  })
})
