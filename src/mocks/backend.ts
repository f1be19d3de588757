import type { RequestHandler } from 'msw'
import type { KeyValueStore } from '@/lib/storage'
import { controlHandlers } from './api/control'
import { sessionHandlers } from './api/session'
import { MockDb } from './db'
import { seedDemoData } from './seed'

export interface MockBackendOptions {
  store: KeyValueStore
  projectId: string
  /** Faker seed for the demo data: the same seed always gives the same data. */
  seed?: number
  now?: () => number
}

export interface MockBackend {
  db: MockDb
  projectId: string
  now: () => number
  handlers: RequestHandler[]
}

export const DEFAULT_SEED = 20261122

/**
 * The product's mock backend, one definition for the browser's service worker and for Node
 * tests: only the store (localStorage or memory) and the clock differ.
 */
export function createMockBackend({ store, projectId, seed = DEFAULT_SEED, now = Date.now }: MockBackendOptions): MockBackend {
  const db = new MockDb(store, (fresh) => seedDemoData(fresh, seed))
  const backend: MockBackend = { db, projectId, now, handlers: [] }
  backend.handlers = [...sessionHandlers(backend), ...controlHandlers(backend)]
  return backend
}
