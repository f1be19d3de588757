import type { RequestHandler } from 'msw'
import type { KeyValueStore } from '@/lib/storage'
import { automationHandlers } from './api/automations'
import { controlHandlers } from './api/control'
import { sessionHandlers } from './api/session'
import { MockDb } from './db'
import { seedDemoData } from './seed'
import type { StoredConnection } from './api/integrations'
import type { WebhookReceiver } from './api/webhooks'
import type { Collection } from './db'
import type { InstagramPlatform } from './instagram/platform'
import { createInstagramServices, instagramHandlers, type InstagramMockOptions } from './instagram/setup'

export interface MockBackendOptions {
  store: KeyValueStore
  projectId: string
  /** Faker seed for the demo data: the same seed always gives the same data. */
  seed?: number
  now?: () => number
  instagram?: InstagramMockOptions
}

export interface MockBackend {
  db: MockDb
  projectId: string
  now: () => number
  handlers: RequestHandler[]
  /** Instagram itself (mock): tokens, profile, Send API, outbox of what the accounts sent. */
  instagram: InstagramPlatform
  /** The webhook receiver; `instagramWebhooks.subscribe(listener)` gets fresh verified events. */
  instagramWebhooks: WebhookReceiver
  /** Connected accounts with their (server-side only) access tokens. */
  instagramConnections: Collection<StoredConnection>
}

export const DEFAULT_SEED = 20261122

/**
 * The product's mock backend, one definition for the browser's service worker and for Node
 * tests: only the store (localStorage or memory) and the clock differ.
 */
export function createMockBackend({
  store,
  projectId,
  seed = DEFAULT_SEED,
  now = Date.now,
  instagram,
}: MockBackendOptions): MockBackend {
  const db = new MockDb(store, (fresh) => seedDemoData(fresh, seed))
  const backend: MockBackend = {
    db,
    projectId,
    now,
    handlers: [],
    ...createInstagramServices(db, now, seed, instagram),
  }
  backend.handlers = [
    ...sessionHandlers(backend),
    ...controlHandlers(backend),
    ...instagramHandlers(backend, instagram),
    ...automationHandlers(backend),
  ]
  return backend
}
