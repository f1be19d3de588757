import { describe, expect, it } from 'vitest'
import type { RecordRead } from '@/server/storage/postgres/batchedReads'
import { ReadCache } from '@/server/storage/postgres/readCache'

const roles: RecordRead = { kind: 'id', collection: 'roles', id: 'client' }
const rows = (n: number) => [{ id: 'client', data: { id: 'client', n } }]

function listening(): ReadCache {
  const cache = new ReadCache(new Set(['roles', 'profiles']))
  cache.listening(true)
  return cache
}

describe('the read cache', () => {
  it('keeps the collections it is given, and hands out copies of what it keeps', () => {
    const cache = listening()
    expect(cache.keeps('roles')).toBe(true)
    expect(cache.keeps('automations')).toBe(false)
    const found = rows(1)
    cache.keep(roles, found, cache.now())
    found[0]!.data.n = 2
    const first = cache.get(roles)!
    expect(first).toEqual(rows(1))
    ;(first[0]!.data as { n: number }).n = 3
    expect(cache.get(roles)).toEqual(rows(1))
  })

  it('forgets a collection when it is written, here or as PostgreSQL announces it, and only that one', () => {
    const cache = listening()
    const profile: RecordRead = { kind: 'owner', collection: 'profiles', ownerUid: 'u1' }
    cache.keep(roles, rows(1), cache.now())
    cache.keep(profile, rows(1), cache.now())
    cache.forget(['roles'])
    expect(cache.get(roles)).toBeUndefined()
    expect(cache.get(profile)).toEqual(rows(1))
    cache.keep(roles, rows(1), cache.now())
    cache.heard('["roles","automations"]')
    expect(cache.get(roles)).toBeUndefined()
    expect(cache.get(profile)).toEqual(rows(1))
    cache.heard('"*"')
    expect(cache.get(profile)).toBeUndefined()
    cache.keep(profile, rows(1), cache.now())
    cache.heard('not what the trigger sends')
    expect(cache.get(profile)).toBeUndefined()
  })

  it('does not keep what a read found when its collection was written while it ran', () => {
    const cache = listening()
    const startedAt = cache.now()
    cache.heard('["roles"]')
    cache.keep(roles, rows(1), startedAt)
    expect(cache.get(roles)).toBeUndefined()
    // Another collection's write does not concern it.
    const again = cache.now()
    cache.forget(['profiles'])
    cache.keep(roles, rows(2), again)
    expect(cache.get(roles)).toEqual(rows(2))
  })

  it('answers and keeps nothing while the feed of writes is lost, and starts empty when it is back', () => {
    const cache = listening()
    cache.keep(roles, rows(1), cache.now())
    const startedAt = cache.now()
    cache.listening(false)
    expect(cache.get(roles)).toBeUndefined()
    cache.keep(roles, rows(2), cache.now())
    expect(cache.get(roles)).toBeUndefined()
    cache.listening(true)
    expect(cache.get(roles)).toBeUndefined()
    // A read that began before the feed came back may hold what was written meanwhile.
    cache.keep(roles, rows(2), startedAt)
    expect(cache.get(roles)).toBeUndefined()
    cache.keep(roles, rows(3), cache.now())
    expect(cache.get(roles)).toEqual(rows(3))
  })
})
