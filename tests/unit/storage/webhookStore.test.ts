import { vi } from 'vitest'
import { createMemoryMockDb } from '@/mocks/node'
import { collectionWebhookStore } from '@/server/webhooks/collectionStore'
import { pgliteStores, webhookStoreOn } from './postgresStores'
import { describeWebhookStoreContract } from './webhookStoreContract'

vi.setConfig({ testTimeout: 30_000 })

describeWebhookStoreContract('IndexedDB', async () => {
  const db = createMemoryMockDb()
  await db.ready()
  return { store: collectionWebhookStore(db), dispose: async () => db.close() }
})

const pglite = pgliteStores()
describeWebhookStoreContract('PGlite', () => webhookStoreOn(pglite))
