import type { RequestHandler } from 'msw'
import type { WebhookReceiver } from './api/webhookReceiver'
import type { Collection, Database } from '@/server/storage/database'
import type { InstagramPlatformConfig } from './instagram/config'
import type { InstagramPlatform } from './instagram/platform'

/**
 * Types shared by the mock backend's modules. The handlers (api/*) depend on these, never on
 * backend.ts, which assembles them.
 */

export interface InstagramMockOptions {
  /** Where the connect step sends the browser; the app-served consent page in the browser. */
  authorizeUrl?: string
  platform?: Partial<InstagramPlatformConfig>
}

/** Where the mock database lives: the browser's IndexedDB by default, fake-indexeddb in Node. */
export interface MockDatabaseOptions {
  name?: string
  indexedDB?: IDBFactory
  IDBKeyRange?: typeof IDBKeyRange
  /** The BroadcastChannel changes go out on to the other tabs. */
  channel?: string | null
}

export interface MockBackendOptions {
  projectId: string
  database?: MockDatabaseOptions
  /** Faker seed for the demo data: the same seed always gives the same data. */
  seed?: number
  now?: () => number
  instagram?: InstagramMockOptions
}

/** A connected account as the backend stores it: the Instagram token never leaves this record. */
export interface StoredConnection {
  id: string
  ownerUid: string
  accountId: string
  appScopedId: string
  username: string
  name: string
  pictureUrl: string
  accessToken: string
  permissions: string[]
  tokenIssuedAt: number
  tokenExpiresAt: number
  revokedAt: number | null
  webhookFields: string[]
  connectedAt: number
}

export interface MockBackend {
  db: Database
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
