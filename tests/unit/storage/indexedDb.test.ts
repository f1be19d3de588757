import { MockDb } from '@/mocks/db'
import { memoryIndexedDb } from '@/mocks/node'
import { describeDatabaseContract, type ContractStore } from './databaseContract'

/** Writes straight into IndexedDB, under the mock database's feet, as damage would. */
async function damageIndexedDb(
  idb: { indexedDB: IDBFactory },
  store: string,
  change: (record: Record<string, unknown>) => unknown,
): Promise<void> {
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
      const { __order: _order, ...record } = cursor.value as Record<string, unknown>
      cursor.update({ __order: cursor.primaryKey, ...(change(record) as object) })
      cursor.continue()
    }
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
  })
  database.close()
}

// Each store is one browser profile's IndexedDB (fake-indexeddb); its connections are its tabs.
describeDatabaseContract('IndexedDB', {
  createStore(): ContractStore {
    const idb = memoryIndexedDb()
    return {
      connect: ({ schema, seed }) =>
        new MockDb({ versions: schema.versions, collections: schema.collections, seed, ...idb }),
      damage: (collection, change) => damageIndexedDb(idb, collection, change),
    }
  },
})
