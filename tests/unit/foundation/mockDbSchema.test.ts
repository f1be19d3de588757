import { describe, expect, it } from 'vitest'
import { MockDb } from '@/mocks/db'
import { memoryIndexedDb } from '@/mocks/node'
import { MOCK_DB_VERSIONS } from '@/mocks/schema'

describe('the mock database schema', () => {
  it('gives a database saved before version 15 the client’s new apps (and 16 the academy) and the kanban cards’ attachments', async () => {
    const idb = memoryIndexedDb()
    const before = new MockDb({ versions: MOCK_DB_VERSIONS.filter((step) => step.version < 15), ...idb })
    await before
      .collection<{ id: string; rules: unknown[] }>('roles')
      .insert({ id: 'client', rules: [{ action: 'manage', subject: 'Calendar' }] })
    await before.collection<{ id: string } & Record<string, unknown>>('kanbanBoards').insert({
      id: 'u1',
      ownerUid: 'u1',
      columns: [],
      cards: { c1: { id: 'c1', title: 'Reel', comments: [] } },
      version: 3,
    })
    before.close()
    const after = new MockDb({ versions: MOCK_DB_VERSIONS, ...idb })
    const client = await after.collection<{ id: string; rules: { subject: string }[] }>('roles').get('client')
    expect(client!.rules.map((rule) => rule.subject)).toEqual(['Calendar', 'Kanban', 'Email', 'Academy'])
    const board = await after
      .collection<{ id: string; cards: Record<string, { attachments?: unknown }> }>('kanbanBoards')
      .get('u1')
    expect(board!.cards.c1!.attachments).toEqual([])
  })
})

describe('version 19', () => {
  it('files the records a database already held by owner', async () => {
    const idb = memoryIndexedDb()
    const before = new MockDb({ versions: MOCK_DB_VERSIONS.filter((step) => step.version < 19), ...idb })
    const chatSends = before.collection<{ id: string; ownerUid: string }>('chatSends')
    for (const [id, ownerUid] of [
      ['a', 'u1'],
      ['b', 'u2'],
      ['c', 'u1'],
    ] as const)
      await chatSends.insert({ id, ownerUid })
    before.close()
    const after = new MockDb({ versions: MOCK_DB_VERSIONS, ...idb })
    const table = after.dexie.table('chatSends')
    expect(await after.collection('chatSends').ownedBy('u1')).toEqual([
      { id: 'a', ownerUid: 'u1' },
      { id: 'c', ownerUid: 'u1' },
    ])
    expect(table.schema.idxByName.ownerUid).toBeDefined()
  })
})
