import { describe, expect, it } from 'vitest'
import { seededFaker } from '@/mocks/faker'
import { MemoryStore, openMemoryDatabase } from '@/server/storage/memory'
import { describeDatabaseContract, type ContractStore } from './databaseContract'

// Each store is one database in this process's memory; its connections share it.
describeDatabaseContract('Memory', {
  createStore(): ContractStore {
    const store = new MemoryStore()
    return {
      connect: ({ schema, seed }) =>
        openMemoryDatabase({
          store,
          collections: schema.collections,
          collectionNames: schema.collectionNames,
          seed,
          fakerFor: seededFaker,
        }),
      damage: async (collection, change) => store.damage(collection, change),
    }
  },
})

interface Thing {
  id: string
  n: number
  ownerUid?: string
  tags?: string[]
}

const open = () => openMemoryDatabase({ collections: [], collectionNames: ['things'], seed: 1, fakerFor: seededFaker })
const things = () => open().collection<Thing>('things')

describe('Memory: records are JSON data of the database’s own', () => {
  it('keeps what was written, whatever the writer or a reader does to their objects afterwards', async () => {
    const collection = things()
    const written: Thing = { id: 'a', n: 1, tags: ['x'] }
    await collection.insert(written)
    written.tags!.push('changed by the writer')
    const read = await collection.get('a')
    read!.tags!.push('changed by a reader')
    ;(await collection.all())[0]!.n = 99
    ;(await collection.update('a', { n: 2 }))!.tags!.push('changed after an update')
    expect(await collection.get('a')).toEqual({ id: 'a', n: 2, tags: ['x'] })
  })

  it('stores what JSON would carry: a date as its string, no undefined properties', async () => {
    const collection = things()
    const at = new Date('2026-01-02T03:04:05.000Z')
    await collection.insert({ id: 'a', n: 1, at, gone: undefined } as Thing)
    await collection.update('a', { n: undefined } as Partial<Thing>)
    expect(await collection.get('a')).toStrictEqual({ id: 'a', at: '2026-01-02T03:04:05.000Z' })
  })
})

describe('Memory: a rolled-back transaction', () => {
  it('puts every record back in its place and under its owner', async () => {
    const db = open()
    const collection = db.collection<Thing>('things')
    for (const id of ['a', 'b', 'c']) await collection.insert({ id, n: 0, ownerUid: 'u1' })
    await expect(
      db.transaction(async () => {
        await collection.insert({ id: 'a', n: 1, ownerUid: 'u1' })
        await collection.update('b', { ownerUid: 'u2' })
        await collection.remove('c')
        await collection.insert({ id: 'd', n: 1, ownerUid: 'u1' })
        throw new Error('undone')
      }),
    ).rejects.toThrow('undone')
    const before = ['a', 'b', 'c'].map((id) => ({ id, n: 0, ownerUid: 'u1' }))
    expect(await collection.all()).toEqual(before)
    expect(await collection.ownedBy('u1')).toEqual(before)
    expect(await collection.ownedBy('u2')).toEqual([])
  })
})
