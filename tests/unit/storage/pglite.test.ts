import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { seededFaker } from '@/mocks/faker'
import { openPostgresDatabase } from '@/server/storage/postgres'
import { APP_SCHEMA, describeDatabaseContract } from './databaseContract'
import { describePostgresAdapter } from './postgresAdapterSuite'
import { pgliteStores } from './postgresStores'

// A store is a PGlite copied from a template: half a second each, several per test.
vi.setConfig({ testTimeout: 30_000 })

const stores = pgliteStores()
describeDatabaseContract('PGlite', stores)
describePostgresAdapter('PGlite', stores)

describe('PGlite in a data folder', () => {
  it('keeps its records when the server restarts', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'conversa-pglite-'))
    const open = () =>
      openPostgresDatabase({
        dataDir,
        collections: APP_SCHEMA.collections,
        collectionNames: APP_SCHEMA.collectionNames,
        seed: 3,
        fakerFor: seededFaker,
      })
    try {
      const before = open()
      const automations = before.collection<{ id: string; ownerUid: string }>('automations')
      await automations.insert({ id: 'a', ownerUid: 'u1' })
      const profiles = await before.collection('profiles').all()
      await before.close()
      const after = open()
      expect(await after.collection('automations').ownedBy('u1')).toEqual([{ id: 'a', ownerUid: 'u1' }])
      expect(await after.collection('profiles').all()).toEqual(profiles)
      await after.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
