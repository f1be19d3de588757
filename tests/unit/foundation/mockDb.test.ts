import { describe, expect, it } from 'vitest'
import { MockDb, type MockDbVersion, type Seeder } from '@/mocks/db'
import { createMemoryMockDb, memoryIndexedDb } from '@/mocks/node'
import type { Profile } from '@/mocks/seed'

interface Thing {
  id: string
  n: number
}

const THINGS: MockDbVersion[] = [{ version: 1, stores: { things: '' } }]

describe('the mock database', () => {
  it('persists across connections to the same IndexedDB, as across page reloads and tabs', async () => {
    const idb = memoryIndexedDb()
    await new MockDb({ versions: THINGS, ...idb }).collection<Thing>('things').insert({ id: 'a', n: 1 })
    expect(await new MockDb({ versions: THINGS, ...idb }).collection<Thing>('things').get('a')).toEqual({
      id: 'a',
      n: 1,
    })
  })

  it('keeps insertion order; inserting an existing id replaces it as the newest', async () => {
    const things = new MockDb({ versions: THINGS, ...memoryIndexedDb() }).collection<Thing>('things')
    for (const id of ['b', 'a', 'c']) await things.insert({ id, n: 0 })
    await things.insert({ id: 'a', n: 1 })
    await things.update('b', { n: 2 })
    expect(await things.all()).toEqual([
      { id: 'b', n: 2 },
      { id: 'c', n: 0 },
      { id: 'a', n: 1 },
    ])
    expect(await things.remove('c')).toBe(true)
    expect(await things.remove('c')).toBe(false)
    expect(await things.update('c', { n: 9 })).toBeUndefined()
    await things.replaceAll([
      { id: 'x', n: 1 },
      { id: 'y', n: 2 },
    ])
    expect(await things.filter((thing) => thing.n > 1)).toEqual([{ id: 'y', n: 2 }])
  })

  it('resets to the seeded state', async () => {
    const db = createMemoryMockDb({ seed: 1 })
    const profiles = db.collection<Profile>('profiles')
    const seeded = await profiles.all()
    await profiles.insert({ ...seeded[0]!, id: 'extra' })
    await db.collection('automations').insert({ id: 'aut-1' })
    await db.reset()
    expect(await db.collection<Profile>('profiles').all()).toEqual(seeded)
    expect(await db.collection('automations').all()).toEqual([])
  })

  it('seeds the same data for the same seed, different data for another', async () => {
    const seeded = async (seed: number) => ({
      profiles: await createMemoryMockDb({ seed }).collection<Profile>('profiles').all(),
      media: await createMemoryMockDb({ seed }).collection('igMedia').all(),
    })
    expect(await seeded(7)).toEqual(await seeded(7))
    expect((await seeded(7)).profiles).not.toEqual((await seeded(8)).profiles)
    expect((await seeded(7)).media).not.toEqual((await seeded(8)).media)
    expect((await seeded(7)).profiles.map((profile) => profile.role)).toEqual(['admin', 'client'])
  })

  it('names a collection missing from the schema', async () => {
    const db = new MockDb({ versions: THINGS, ...memoryIndexedDb() })
    await expect(db.collection('nope').all()).rejects.toThrow(/no collection "nope"/)
  })

  it('makes a read-modify-write atomic across connections (two tabs claiming one thing)', async () => {
    const idb = memoryIndexedDb()
    const tabs = [new MockDb({ versions: THINGS, ...idb }), new MockDb({ versions: THINGS, ...idb })]
    await tabs[0]!.collection<Thing>('things').insert({ id: 'prize', n: 0 })
    const claim = (db: MockDb) =>
      db.transaction(async () => {
        const things = db.collection<Thing>('things')
        const prize = await things.get('prize')
        if (prize?.n !== 0) return false
        await things.update('prize', { n: 1 })
        return true
      })
    const outcomes = await Promise.all([claim(tabs[0]!), claim(tabs[1]!), claim(tabs[0]!), claim(tabs[1]!)])
    expect(outcomes.filter(Boolean)).toHaveLength(1)
  })

  it('rolls back every write of a failed transaction', async () => {
    const db = new MockDb({ versions: THINGS, ...memoryIndexedDb() })
    const things = db.collection<Thing>('things')
    await expect(
      db.transaction(async () => {
        await things.insert({ id: 'a', n: 1 })
        throw new Error('half-way')
      }),
    ).rejects.toThrow('half-way')
    expect(await things.all()).toEqual([])
  })

  it('migrates stored records when a newer schema version opens the database', async () => {
    const idb = memoryIndexedDb()
    await new MockDb({ versions: THINGS, ...idb }).collection<Thing>('things').insert({ id: 'a', n: 2 })
    const seeder: Seeder<{ id: string; label: string }> = {
      collection: 'labels',
      seed: 3,
      size: 2,
      generate: ({ faker, size }) => Array.from({ length: size }, () => ({ id: faker.string.uuid(), label: 'x' })),
    }
    const v2: MockDbVersion[] = [
      ...THINGS,
      {
        version: 2,
        stores: { labels: '' },
        upgrade: (tx) =>
          tx
            .table('things')
            .toCollection()
            .modify((thing: Thing & { doubled?: number }) => {
              thing.doubled = thing.n * 2
            }),
      },
    ]
    const upgraded = new MockDb({ versions: v2, seeders: [seeder], ...idb })
    expect(await upgraded.collection('things').all()).toEqual([{ id: 'a', n: 2, doubled: 4 }])
    // A collection added later gets its seed data in a database seeded before it existed.
    expect(await upgraded.collection('labels').all()).toHaveLength(2)
  })
})
