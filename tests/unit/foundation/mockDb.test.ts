import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { MockDb, type MockDbVersion } from '@/mocks/db'
import type { CollectionSpec } from '@/server/storage/database'
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
})

/** Writes straight into IndexedDB, under the mock database's feet, as damage would. */
async function damage(
  idb: { indexedDB: IDBFactory },
  store: string,
  change: (value: Record<string, unknown>) => unknown,
) {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = idb.indexedDB.open('conversa-mockdb')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(store, 'readwrite')
    const request = transaction.objectStore(store).openCursor()
    request.onsuccess = () => {
      const cursor = request.result
      if (!cursor) return
      cursor.update({ __order: cursor.primaryKey, ...(change(cursor.value as Record<string, unknown>) as object) })
      cursor.continue()
    }
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
  })
  database.close()
}

describe('a damaged collection', () => {
  it('is repaired when first read after the database opens: sound records kept, seed records restored, with a notice', async () => {
    const idb = memoryIndexedDb()
    const first = createMemoryMockDb(idb)
    const seeded = await first.collection<Profile>('profiles').all()
    const extra: Profile = { ...seeded[0]!, id: 'registered-later', email: 'later@conversa.test' }
    await first.collection<Profile>('profiles').insert(extra)
    first.close()
    // The first demo profile loses its email; the rest stays as it was.
    await damage(idb, 'profiles', (value) => (value.id === seeded[0]!.id ? { ...value, email: 42 } : value))

    const reopened = createMemoryMockDb(idb)
    const profiles = await reopened.collection<Profile>('profiles').all()
    expect(profiles).toHaveLength(3)
    expect(profiles).toEqual(expect.arrayContaining([...seeded, extra]))
    expect(reopened.notices).toEqual([expect.objectContaining({ kind: 'collection-restored', collection: 'profiles' })])
  })

  it('is repaired when read while the app runs, never handed out half broken', async () => {
    const idb = memoryIndexedDb()
    const db = createMemoryMockDb(idb)
    const seeded = await db.collection<Profile>('profiles').all()
    const heard: string[] = []
    db.subscribe((event) => heard.push(event.type))
    await damage(idb, 'profiles', () => ({ garbage: true }))
    expect(await db.collection<Profile>('profiles').all()).toEqual(seeded)
    expect(await db.collection<Profile>('profiles').get(seeded[1]!.id)).toEqual(seeded[1])
    await expect.poll(() => heard).toContain('notice')
  })

  it('is repaired inside a transaction that reads it, which then goes on', async () => {
    const idb = memoryIndexedDb()
    const db = createMemoryMockDb(idb)
    const seeded = await db.collection<Profile>('profiles').all()
    await damage(idb, 'profiles', () => ({ garbage: true }))
    const read = await db.transaction(async () => {
      const profiles = await db.collection<Profile>('profiles').all()
      await db.collection('automations').insert({ id: 'after', ownerUid: 'u' } as never)
      return profiles
    })
    expect(read).toEqual(seeded)
    expect(await db.collection('automations').get('after')).toBeDefined()
  })

  it('without seed data keeps what is sound and still says so', async () => {
    const idb = memoryIndexedDb()
    const db = createMemoryMockDb(idb)
    const automations = db.collection<{ id: string; ownerUid: string }>('automations')
    await automations.insert({ id: 'a', ownerUid: 'u1' })
    await automations.insert({ id: 'b', ownerUid: 'u1' })
    await damage(idb, 'automations', (value) => (value.id === 'b' ? { id: 'b' } : value))
    expect(await automations.all()).toEqual([{ id: 'a', ownerUid: 'u1' }])
    expect(db.notices).toEqual([expect.objectContaining({ collection: 'automations' })])
  })

  it('a database this schema cannot open is built again, with a notice', async () => {
    const idb = memoryIndexedDb()
    // What another branch of the app may leave behind: the same collection keyed differently.
    const other = new Dexie('conversa-mockdb', idb)
    other.version(50).stores({ profiles: 'email' })
    await other.table('profiles').put({ email: 'someone@conversa.test' })
    other.close()
    const db = createMemoryMockDb(idb)
    expect(await db.collection<Profile>('profiles').all()).toHaveLength(2)
    expect(db.notices).toEqual([expect.objectContaining({ kind: 'database-rebuilt' })])
  })
})

describe('change announcements', () => {
  it('names the resource and its owners once the transaction commits, in every tab, never for a rollback', async () => {
    const idb = memoryIndexedDb()
    const [tabA, tabB] = [createMemoryMockDb(idb), createMemoryMockDb(idb)]
    const heardInB: unknown[] = []
    tabB.subscribe((event) => heardInB.push(event))
    const automations = tabA.collection<{ id: string; ownerUid: string }>('automations')
    await expect(
      tabA.transaction(async () => {
        await automations.insert({ id: 'rolled-back', ownerUid: 'u1' })
        throw new Error('no')
      }),
    ).rejects.toThrow('no')
    await automations.insert({ id: 'a', ownerUid: 'u1' })
    await tabA.collection('igTokens').insert({ id: 'not-an-api-resource' })
    await expect
      .poll(() => heardInB)
      .toEqual([{ type: 'changed', changes: [{ resource: 'automations', owners: ['u1'] }] }])
    await tabA.reset()
    await expect.poll(() => heardInB).toContainEqual({ type: 'reset' })
  })

  it('announces a connection to its owner on the resources that show it, and deliveries to everyone', async () => {
    const db = createMemoryMockDb()
    const heard: unknown[] = []
    db.subscribe((event) => heard.push(event))
    await db.transaction(async () => {
      await db.collection('instagramConnections').insert({ id: 'c', ownerUid: 'u2' } as never)
      await db.collection('webhookDeliveries').insert({ id: 'd' })
    })
    expect(heard).toEqual([
      {
        type: 'changed',
        changes: [
          { resource: 'integrations', owners: ['u2'] },
          { resource: 'automations', owners: ['u2'] },
          // The navbar's notifications warn about tokens and forged deliveries: one change to a
          // resource per commit, for everyone it may concern (`null` takes in the owner's).
          { resource: 'notifications', owners: null },
          { resource: 'webhooks', owners: null },
        ],
      },
    ])
  })
})
