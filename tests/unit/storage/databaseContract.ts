/**
 * The storage port's contract (src/server/storage/database.ts): what every adapter does, run
 * against each of them by the test files beside this one.
 */

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockDbVersion } from '@/mocks/db'
import { collectionNamesOf, MOCK_DB_COLLECTIONS, MOCK_DB_VERSIONS } from '@/mocks/schema'
import type { Profile } from '@/mocks/seed'
import type { CollectionSpec, Database, DbEvent } from '@/server/storage/database'

/** A schema as each adapter needs it: Dexie's versions, the collections' names, their specs. */
export interface ContractSchema {
  versions: readonly MockDbVersion[]
  collectionNames: readonly string[]
  collections: readonly CollectionSpec[]
}

/** The app's own collections, seeds and announcements. */
export const APP_SCHEMA: ContractSchema = {
  versions: MOCK_DB_VERSIONS,
  collectionNames: collectionNamesOf(MOCK_DB_VERSIONS),
  collections: MOCK_DB_COLLECTIONS,
}

/** One bare collection: any record with an id, no seed, no announcements. */
export const THINGS_SCHEMA: ContractSchema = {
  versions: [{ version: 1, stores: { things: 'ownerUid' } }],
  collectionNames: ['things'],
  collections: [],
}

export interface ConnectOptions {
  schema: ContractSchema
  seed: number
}

/** One database (an IndexedDB profile, a PostgreSQL database) that connections share. */
export interface ContractStore {
  /** Opens one more connection to it: another tab, another server process. */
  connect(options: ConnectOptions): Promise<Database> | Database
  /** Rewrites every stored record of a collection under the adapter's feet, as damage would. */
  damage(collection: string, change: (record: Record<string, unknown>) => unknown): Promise<void>
  dispose?(): Promise<void>
}

export interface ContractAdapter {
  /** A new, empty database. */
  createStore(): Promise<ContractStore> | ContractStore
}

interface Thing {
  id: string
  n: number
  ownerUid?: string
}

interface Owned {
  id: string
  ownerUid: string
}

export function describeDatabaseContract(name: string, adapter: ContractAdapter): void {
  const opened: Database[] = []
  const stores: ContractStore[] = []

  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close()
    for (const store of stores.splice(0)) await store.dispose?.()
  })

  /** A fresh database and a function that opens connections to it. */
  async function database() {
    const store = await adapter.createStore()
    stores.push(store)
    const connect = async (schema: ContractSchema = THINGS_SCHEMA, seed = 1) => {
      const db = await store.connect({ schema, seed })
      opened.push(db)
      await db.ready()
      return db
    }
    return { store, connect }
  }

  const heardBy = (db: Database) => {
    const heard: DbEvent[] = []
    db.subscribe((event) => heard.push(event))
    return heard
  }

  describe(`${name}: the storage port`, () => {
    it('keeps what a connection wrote for the next one, as across reloads, tabs and restarts', async () => {
      const { connect } = await database()
      const first = await connect()
      await first.collection<Thing>('things').insert({ id: 'a', n: 1 })
      await first.close()
      expect(await (await connect()).collection<Thing>('things').get('a')).toEqual({ id: 'a', n: 1 })
    })

    it('keeps insertion order; inserting an existing id replaces it as the newest, updating keeps its place', async () => {
      const things = (await (await database()).connect()).collection<Thing>('things')
      for (const id of ['b', 'a', 'c']) await things.insert({ id, n: 0 })
      await things.insert({ id: 'a', n: 1 })
      expect(await things.update('b', { n: 2 })).toEqual({ id: 'b', n: 2 })
      expect(await things.all()).toEqual([
        { id: 'b', n: 2 },
        { id: 'c', n: 0 },
        { id: 'a', n: 1 },
      ])
      expect(await things.get('c')).toEqual({ id: 'c', n: 0 })
      expect(await things.get('zz')).toBeUndefined()
      expect(await things.find((thing) => thing.n === 1)).toEqual({ id: 'a', n: 1 })
      expect(await things.remove('c')).toBe(true)
      expect(await things.remove('c')).toBe(false)
      expect(await things.update('c', { n: 9 })).toBeUndefined()
      await things.replaceAll([
        { id: 'x', n: 1 },
        { id: 'y', n: 2 },
        { id: 'x', n: 3 },
      ])
      expect(await things.all()).toEqual([
        { id: 'x', n: 3 },
        { id: 'y', n: 2 },
      ])
      expect(await things.filter((thing) => thing.n < 3)).toEqual([{ id: 'y', n: 2 }])
    })

    it('inserts many records in one write as inserting them one by one would', async () => {
      const { connect } = await database()
      const db = await connect(APP_SCHEMA)
      const heard = heardBy(await connect(APP_SCHEMA))
      const automations = db.collection<Owned & { n: number }>('automations')
      await automations.insert({ id: 'a', ownerUid: 'u1', n: 0 })
      await automations.insert({ id: 'b', ownerUid: 'u1', n: 0 })
      await automations.insertMany([
        { id: 'c', ownerUid: 'u2', n: 1 },
        { id: 'a', ownerUid: 'u3', n: 1 },
        { id: 'c', ownerUid: 'u2', n: 2 },
      ])
      await automations.insertMany([])
      expect(await automations.all()).toEqual([
        { id: 'b', ownerUid: 'u1', n: 0 },
        { id: 'a', ownerUid: 'u3', n: 1 },
        { id: 'c', ownerUid: 'u2', n: 2 },
      ])
      expect(await automations.ownedBy('u1')).toEqual([{ id: 'b', ownerUid: 'u1', n: 0 }])
      // The replaced record's owner hears of it too.
      await expect
        .poll(() =>
          heard.map((event) => (event.type === 'changed' ? [...event.changes[0]!.owners!].sort() : event.type)),
        )
        .toEqual([['u1'], ['u1'], ['u1', 'u2', 'u3']])
      await expect(
        db.transaction(async () => {
          await automations.insertMany([{ id: 'd', ownerUid: 'u1', n: 3 }])
          throw new Error('rolled back')
        }),
      ).rejects.toThrow('rolled back')
      expect(await automations.get('d')).toBeUndefined()
    })

    it('lists the records one owner holds, in insertion order, and no one else’s', async () => {
      const things = (await (await database()).connect()).collection<Thing>('things')
      await things.insert({ id: 'a', n: 1, ownerUid: 'u1' })
      await things.insert({ id: 'b', n: 2, ownerUid: 'u2' })
      await things.insert({ id: 'c', n: 3, ownerUid: 'u1' })
      await things.insert({ id: 'd', n: 4 })
      await things.insert({ id: 'a', n: 5, ownerUid: 'u1' })
      await things.update('c', { n: 6 })
      expect(await things.ownedBy('u1')).toEqual([
        { id: 'c', n: 6, ownerUid: 'u1' },
        { id: 'a', n: 5, ownerUid: 'u1' },
      ])
      await things.update('b', { ownerUid: 'u1' })
      expect((await things.ownedBy('u1')).map((thing) => thing.id)).toEqual(['b', 'c', 'a'])
      expect(await things.ownedBy('u2')).toEqual([])
      expect(await things.ownedBy('nobody')).toEqual([])
    })

    it('names a collection missing from the schema', async () => {
      const db = await (await database()).connect()
      await expect(db.collection('nope').all()).rejects.toThrow(/no collection "nope"/)
      await expect(db.collection('nope').insert({ id: 'a' })).rejects.toThrow(/no collection "nope"/)
    })

    it('seeds the same data for the same seed, different data for another', async () => {
      const seeded = async (seed: number) => {
        const db = await (await database()).connect(APP_SCHEMA, seed)
        return {
          profiles: await db.collection<Profile>('profiles').all(),
          media: await db.collection('igMedia').all(),
        }
      }
      const [seven, again, eight] = [await seeded(7), await seeded(7), await seeded(8)]
      expect(again).toEqual(seven)
      expect(eight.profiles).not.toEqual(seven.profiles)
      expect(eight.media).not.toEqual(seven.media)
      expect(seven.profiles.map((profile) => profile.role)).toEqual(['admin', 'client'])
      expect(seven.media.length).toBeGreaterThan(0)
    })

    it('seeds a database once: a second connection finds what the first changed', async () => {
      const { connect } = await database()
      const first = await connect(APP_SCHEMA)
      const [admin] = await first.collection<Profile>('profiles').all()
      await first.collection<Profile>('profiles').remove(admin!.id)
      const second = await connect(APP_SCHEMA)
      expect(await second.collection<Profile>('profiles').get(admin!.id)).toBeUndefined()
    })

    it('resets to the seeded state, and says so to every connection', async () => {
      const { connect } = await database()
      const db = await connect(APP_SCHEMA)
      const heardElsewhere = heardBy(await connect(APP_SCHEMA))
      const profiles = db.collection<Profile>('profiles')
      const seeded = await profiles.all()
      await profiles.insert({ ...seeded[0]!, id: 'extra' })
      await db.collection('automations').insert({ id: 'aut-1', ownerUid: 'u1' } as Owned)
      await db.reset()
      expect(await db.collection<Profile>('profiles').all()).toEqual(seeded)
      expect(await db.collection('automations').all()).toEqual([])
      await expect.poll(() => heardElsewhere).toContainEqual({ type: 'reset' })
    })

    it('makes a read-modify-write atomic across connections (two tabs, two servers, claiming one thing)', async () => {
      const { connect } = await database()
      const connections = [await connect(), await connect()]
      await connections[0]!.collection<Thing>('things').insert({ id: 'prize', n: 0 })
      const claim = (db: Database) =>
        db.transaction(async () => {
          const things = db.collection<Thing>('things')
          const prize = await things.get('prize')
          if (prize?.n !== 0) return false
          await things.update('prize', { n: 1 })
          return true
        })
      const [a, b] = connections as [Database, Database]
      const outcomes = await Promise.all([claim(a), claim(b), claim(a), claim(b)])
      expect(outcomes.filter(Boolean)).toHaveLength(1)
    })

    it('lands a write-only transaction’s writes together, or none of them', async () => {
      const { connect } = await database()
      const [db, other] = [await connect(), await connect()]
      const things = db.collection<Thing>('things')
      await db.transaction(
        async (scope) => {
          await scope.collection<Thing>('things').insertMany([{ id: 'a', n: 1 }])
          await scope.collection<Thing>('things').insert({ id: 'b', n: 2 })
        },
        { writeOnly: true },
      )
      await expect(
        db.transaction(
          async (scope) => {
            await scope.collection<Thing>('things').insert({ id: 'c', n: 3 })
            throw new Error('rolled back')
          },
          { writeOnly: true },
        ),
      ).rejects.toThrow('rolled back')
      expect(await other.collection<Thing>('things').all()).toEqual([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ])
      expect(await things.get('c')).toBeUndefined()
    })

    it('rolls back every write of a failed transaction, and announces none of them', async () => {
      const { connect } = await database()
      const db = await connect(APP_SCHEMA)
      const heardHere = heardBy(db)
      const heardElsewhere = heardBy(await connect(APP_SCHEMA))
      const automations = db.collection<Owned>('automations')
      await expect(
        db.transaction(async () => {
          await automations.insert({ id: 'a', ownerUid: 'u1' })
          db.announce('chat', ['u1'])
          throw new Error('half-way')
        }),
      ).rejects.toThrow('half-way')
      expect(await automations.all()).toEqual([])
      // What a later commit announces arrives; nothing from the rollback came before it.
      await automations.insert({ id: 'b', ownerUid: 'u2' })
      const expected = [{ type: 'changed', changes: [{ resource: 'automations', owners: ['u2'] }] }]
      await expect.poll(() => heardElsewhere).toEqual(expected)
      expect(heardHere).toEqual(expected)
    })

    it('joins nested transactions to the outer one', async () => {
      const { connect } = await database()
      const db = await connect()
      const things = db.collection<Thing>('things')
      await expect(
        db.transaction(async (outer) => {
          await outer.collection<Thing>('things').insert({ id: 'a', n: 1 })
          const seen = await outer.transaction(async (inner) => {
            await inner.collection<Thing>('things').insert({ id: 'b', n: 2 })
            return inner.collection<Thing>('things').all()
          })
          expect(seen.map((thing) => thing.id)).toEqual(['a', 'b'])
          throw new Error('undo both')
        }),
      ).rejects.toThrow('undo both')
      expect(await things.all()).toEqual([])
      await db.transaction(async (outer) => {
        await db.transaction(async () => things.insert({ id: 'c', n: 3 }))
        await outer.collection<Thing>('things').update('c', { n: 4 })
      })
      expect(await things.all()).toEqual([{ id: 'c', n: 4 }])
    })

    it('reaches the transaction through the bound database after the work awaited its own code', async () => {
      const { connect } = await database()
      const db = await connect()
      await db.collection<Thing>('things').insert({ id: 'a', n: 1 })
      const ownStep = async (bound: Database) => {
        await Promise.resolve()
        const thing = await bound.collection<Thing>('things').get('a')
        return thing!.n + 1
      }
      await expect(
        db.transaction(async (bound) => {
          const next = await ownStep(bound)
          await bound.collection<Thing>('things').update('a', { n: next })
          expect(await bound.collection<Thing>('things').get('a')).toEqual({ id: 'a', n: 2 })
          throw new Error('no')
        }),
      ).rejects.toThrow('no')
      expect(await db.collection<Thing>('things').get('a')).toEqual({ id: 'a', n: 1 })
    })

    it('announces a commit’s resources and their owners, once per resource, to every connection', async () => {
      const { connect } = await database()
      const db = await connect(APP_SCHEMA)
      const heardHere = heardBy(db)
      const heardElsewhere = heardBy(await connect(APP_SCHEMA))
      await db.transaction(async () => {
        await db.collection('instagramConnections').insert({ id: 'c', ownerUid: 'u2' } as Owned)
        await db.collection('webhookDeliveries').insert({ id: 'd' })
        db.announce('dialogs', ['u3'])
        // Not an API resource: nobody hears of it.
        await db.collection('igTokens').insert({ id: 'token' })
        // Nothing is heard before the commit.
        expect(heardHere).toEqual([])
      })
      const expected = [
        {
          type: 'changed',
          changes: [
            { resource: 'integrations', owners: ['u2'] },
            { resource: 'automations', owners: ['u2'] },
            // The navbar's notifications warn about tokens and forged deliveries: one change to a
            // resource per commit, for everyone it may concern (`null` takes in the owner's).
            { resource: 'notifications', owners: null },
            { resource: 'webhooks', owners: null },
            { resource: 'dialogs', owners: ['u3'] },
          ],
        },
      ]
      await expect.poll(() => heardElsewhere).toEqual(expected)
      expect(heardHere).toEqual(expected)
    })

    it('announces at once, to every connection, a change announced outside any transaction', async () => {
      const { connect } = await database()
      const db = await connect(APP_SCHEMA)
      const heard = heardBy(await connect(APP_SCHEMA))
      db.announce('profile', ['u4'])
      await expect.poll(() => heard).toEqual([{ type: 'changed', changes: [{ resource: 'profile', owners: ['u4'] }] }])
    })

    it('announces the owners a record had before a write as well as after', async () => {
      const { connect } = await database()
      const db = await connect(APP_SCHEMA)
      const heard = heardBy(await connect(APP_SCHEMA))
      const automations = db.collection<Owned>('automations')
      await automations.insert({ id: 'a', ownerUid: 'u1' })
      await automations.update('a', { ownerUid: 'u2' })
      await automations.remove('a')
      await expect
        .poll(() => heard.map((event) => (event.type === 'changed' ? event.changes[0]!.owners : event.type)))
        .toEqual([['u1'], ['u1', 'u2'], ['u2']])
    })
  })

  describe(`${name}: a damaged collection`, () => {
    // Each repair warns on the console, as it should; here it is expected.
    beforeEach(() => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      return () => vi.restoreAllMocks()
    })

    it('is repaired when first read by a new connection: sound records kept, seed records restored, with a notice', async () => {
      const { store, connect } = await database()
      const first = await connect(APP_SCHEMA)
      const seeded = await first.collection<Profile>('profiles').all()
      const extra: Profile = { ...seeded[0]!, id: 'registered-later', email: 'later@conversa.test' }
      await first.collection<Profile>('profiles').insert(extra)
      await first.close()
      // The first demo profile loses its email; the rest stays as it was.
      await store.damage('profiles', (record) => (record.id === seeded[0]!.id ? { ...record, email: 42 } : record))
      const reopened = await connect(APP_SCHEMA)
      const profiles = await reopened.collection<Profile>('profiles').all()
      expect(profiles).toHaveLength(3)
      expect(profiles).toEqual(expect.arrayContaining([...seeded, extra]))
      expect(reopened.notices).toEqual([
        expect.objectContaining({ kind: 'collection-restored', collection: 'profiles' }),
      ])
    })

    it('is repaired when read while the app runs, never handed out half broken, and every connection hears it', async () => {
      const { store, connect } = await database()
      const db = await connect(APP_SCHEMA)
      const other = await connect(APP_SCHEMA)
      const seeded = await db.collection<Profile>('profiles').all()
      const heard = heardBy(db)
      await store.damage('profiles', () => ({ garbage: true }))
      expect(await db.collection<Profile>('profiles').all()).toEqual(seeded)
      expect(await db.collection<Profile>('profiles').get(seeded[1]!.id)).toEqual(seeded[1])
      await expect.poll(() => heard.map((event) => event.type)).toContain('notice')
      await expect.poll(() => other.notices).toEqual([expect.objectContaining({ collection: 'profiles' })])
    })

    it('is repaired inside a transaction that reads it, which then goes on', async () => {
      const { store, connect } = await database()
      const db = await connect(APP_SCHEMA)
      const seeded = await db.collection<Profile>('profiles').all()
      await store.damage('profiles', () => ({ garbage: true }))
      const read = await db.transaction(async () => {
        const profiles = await db.collection<Profile>('profiles').all()
        await db.collection('automations').insert({ id: 'after', ownerUid: 'u' } as Owned)
        return profiles
      })
      expect(read).toEqual(seeded)
      expect(await db.collection('automations').get('after')).toBeDefined()
    })

    it('is found by a read that meets it: the records of one owner are read without the others', async () => {
      const { store, connect } = await database()
      const db = await connect(APP_SCHEMA)
      const automations = db.collection<Owned>('automations')
      await automations.insert({ id: 'a', ownerUid: 'u1' })
      await automations.insert({ id: 'b', ownerUid: 'u2' })
      await store.damage('automations', (record) => (record.id === 'b' ? { ownerUid: 'u2' } : record))
      expect(await automations.ownedBy('u1')).toEqual([{ id: 'a', ownerUid: 'u1' }])
      expect(db.notices).toEqual([])
      expect(await automations.ownedBy('u2')).toEqual([])
      expect(db.notices).toEqual([expect.objectContaining({ collection: 'automations' })])
    })

    it('without seed data keeps what is sound and still says so, even when found by owner', async () => {
      const { store, connect } = await database()
      const db = await connect(APP_SCHEMA)
      const automations = db.collection<Owned>('automations')
      await automations.insert({ id: 'a', ownerUid: 'u1' })
      await automations.insert({ id: 'b', ownerUid: 'u1' })
      // Still filed under its owner, but without its id.
      await store.damage('automations', (record) => (record.id === 'b' ? { ownerUid: 'u1' } : record))
      expect(await automations.ownedBy('u1')).toEqual([{ id: 'a', ownerUid: 'u1' }])
      expect(await automations.all()).toEqual([{ id: 'a', ownerUid: 'u1' }])
      expect(db.notices).toEqual([expect.objectContaining({ collection: 'automations' })])
    })
  })
}
