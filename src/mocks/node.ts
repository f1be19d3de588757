import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { setupServer } from 'msw/node'
import { createMockBackend, DEFAULT_SEED } from './backend'
import { MockDb, type MockDbOptions } from './db'
import { mswHandlers } from './msw'
import { MOCK_DB_COLLECTIONS, MOCK_DB_VERSIONS } from './schema'
import type { MockBackendOptions } from './types'

let profiles = 0

/**
 * A fresh in-memory IndexedDB (fake-indexeddb) and its own change channel: what one browser
 * profile is to the app. Backends given the same one behave as tabs of that profile.
 */
export function memoryIndexedDb() {
  return { indexedDB: new IDBFactory(), IDBKeyRange, channel: `conversa-mockdb-test-${process.pid}-${++profiles}` }
}

/** The same mock backend for Node tests, over its own in-memory IndexedDB. */
export function createMockServer(options: Partial<MockBackendOptions> & { projectId: string }) {
  const backend = createMockBackend({ database: memoryIndexedDb(), ...options })
  return { backend, server: setupServer(...mswHandlers(backend)) }
}

/** The app's mock database alone (schema and seeds), in memory, for tests of what sits on it. */
export function createMemoryMockDb(options: Partial<MockDbOptions> = {}): MockDb {
  return new MockDb({
    versions: MOCK_DB_VERSIONS,
    collections: MOCK_DB_COLLECTIONS,
    seed: DEFAULT_SEED,
    ...memoryIndexedDb(),
    ...options,
  })
}
