import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { setupServer } from 'msw/node'
import { createMockBackend, DEFAULT_SEED } from './backend'
import { MockDb, type MockDbOptions } from './db'
import { MOCK_DB_SEEDERS, MOCK_DB_VERSIONS } from './schema'
import type { MockBackendOptions } from './types'

/** A fresh in-memory IndexedDB (fake-indexeddb): what one browser profile is to the app. */
export function memoryIndexedDb() {
  return { indexedDB: new IDBFactory(), IDBKeyRange }
}

/** The same mock backend for Node tests, over its own in-memory IndexedDB. */
export function createMockServer(options: Partial<MockBackendOptions> & { projectId: string }) {
  const backend = createMockBackend({ database: memoryIndexedDb(), ...options })
  return { backend, server: setupServer(...backend.handlers) }
}

/** The app's mock database alone (schema and seeds), in memory, for tests of what sits on it. */
export function createMemoryMockDb(options: Partial<MockDbOptions> = {}): MockDb {
  return new MockDb({
    versions: MOCK_DB_VERSIONS,
    seeders: MOCK_DB_SEEDERS,
    seed: DEFAULT_SEED,
    ...memoryIndexedDb(),
    ...options,
  })
}
