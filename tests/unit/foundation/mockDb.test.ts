import Dexie from 'dexie'
import { describe, expect, it, vi } from 'vitest'
import { MockDb, type MockDbVersion } from '@/mocks/db'
import type { CollectionSpec } from '@/server/storage/database'
import { createMemoryMockDb, memoryIndexedDb } from '@/mocks/node'
import type { Profile } from '@/mocks/seed'

// What every adapter of the storage port does is tests/unit/storage/databaseContract.ts; here,
// what only the IndexedDB one does: Dexie's schema versions and the databases they cannot open.

interface Thing {
  id: string
  n: number
}

const THINGS: MockDbVersion[] = [{ version: 1, stores: { things: '' } }]

describe('the mock database', () => {
  it('migrates stored records when a newer schema version opens the database', async () => {
    const idb = memoryIndexedDb()
    await new MockDb({ versions: THINGS, ...idb }).collection<Thing>('things').insert({ id: 'a', n: 2 })
    const labels: CollectionSpec<{ id: string; label: string }> = {
      name: 'labels',
      seed: {
        seed: 3,
        size: 2,
        generate: ({ faker, size }) => Array.from({ length: size }, () => ({ id: faker.string.uuid(), label: 'x' })),
      },
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
    const upgraded = new MockDb({ versions: v2, collections: [labels], ...idb })
    expect(await upgraded.collection('things').all()).toEqual([{ id: 'a', n: 2, doubled: 4 }])
    // A collection added later gets its seed data in a database seeded before it existed.
    expect(await upgraded.collection('labels').all()).toHaveLength(2)
  })

  it('finds an owner’s records without the index, in a schema that has none', async () => {
    const things = new MockDb({ versions: THINGS, ...memoryIndexedDb() }).collection<Thing & { ownerUid: string }>(
      'things',
    )
    await things.insert({ id: 'a', n: 1, ownerUid: 'u1' })
    await things.insert({ id: 'b', n: 2, ownerUid: 'u2' })
    expect(await things.ownedBy('u1')).toEqual([{ id: 'a', n: 1, ownerUid: 'u1' }])
  })

  it('builds again, with a notice, a database this schema cannot open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const idb = memoryIndexedDb()
    // What another branch of the app may leave behind: the same collection keyed differently.
    const other = new Dexie('conversa-mockdb', idb)
    other.version(50).stores({ profiles: 'email' })
    await other.table('profiles').put({ email: 'someone@conversa.test' })
    other.close()
    const db = createMemoryMockDb(idb)
    expect(await db.collection<Profile>('profiles').all()).toHaveLength(2)
    expect(db.notices).toEqual([expect.objectContaining({ kind: 'database-rebuilt' })])
    vi.restoreAllMocks()
  })
})
