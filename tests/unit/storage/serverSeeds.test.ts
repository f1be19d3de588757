import { expect, it, vi } from 'vitest'
import { openDatabase } from '@/hosts/node/database'

// The server with the demo and the Instagram mock off must never import faker (docs/deploy.md).
vi.mock('@/mocks/faker', () => {
  throw new Error('faker was loaded')
})

it('opens a production database with the roles only, never loading faker', { timeout: 60_000 }, async () => {
  const db = await openDatabase({ demo: false, instagramMock: false, databaseUrl: '', dataDir: 'memory://' })
  try {
    await db.ready()
    expect((await db.collection('roles').all()).map((role) => role.id).sort()).toEqual(['admin', 'client'])
    for (const demo of ['profiles', 'directoryUsers', 'shopOrders', 'invoices', 'emails', 'igAccounts'])
      expect(await db.collection(demo).all()).toEqual([])
  } finally {
    await db.close()
  }
})
