import type { Hono } from 'hono'
import type { Route } from '@/server/http/route'
import type { WebhookReceiver } from './api/webhookReceiver'
import type { WebhookWorkOptions } from './api/webhookWork'
import type { WebhookStore } from '@/server/webhooks/store'
import type { JobWorker } from '@/server/webhooks/worker'
import type { Collection, Database } from '@/server/storage/database'
import type { InstagramAppSettings, InstagramHosts, InstagramPlatformConfig } from './instagram/config'
import type { InstagramPlatform } from './instagram/platform'
import type { InstagramGraph } from '@/server/instagram/graph'
import type { VerifyResult } from './auth/verifyIdToken'

/**
 * Types shared by the mock backend's modules. The handlers (api/*) depend on these, never on
 * backend.ts, which assembles them.
 */

export interface InstagramMockOptions {
  /** Where the connect step sends the browser; the app-served consent page in the browser. */
  authorizeUrl?: string
  /** Where the backend reaches Instagram: its real hosts unless configured (the mock served over HTTP). */
  hosts?: InstagramHosts
  /**
   * How the backend reaches the Graph API once an account is connected: over HTTP at `hosts`
   * (the server), or by calling the in-page mock directly (the page, whose engine sends inside an
   * IndexedDB transaction, which a fetch would close). The page's default.
   */
  graph?: 'http' | 'in-process'
  /** The mock's own tools (simulator, outbox, …) on the webhooks screen; on unless `false` (no mock). */
  tools?: boolean
  /** The mock Instagram's own database; the backend's by default (the page). */
  platformDb?: Database
  platform?: Partial<InstagramPlatformConfig>
  /** The Meta app whose secret signs webhooks and whose verify token answers the handshake; the mock's by default. */
  app?: InstagramAppSettings
  /** The address browsers reach the app at (the server's PUBLIC_URL): OAuth's redirect is under it. */
  appUrl?: string
}

/** Where the mock database lives: the browser's IndexedDB by default, fake-indexeddb in Node. */
export interface MockDatabaseOptions {
  name?: string
  indexedDB?: IDBFactory
  IDBKeyRange?: typeof IDBKeyRange
  /** The BroadcastChannel changes go out on to the other tabs. */
  channel?: string | null
}

/** What only a server can ask of the identity service (firebase-admin). */
export interface IdentityAdmin {
  /** Disables or restores an account: a disabled one can neither sign in nor call the API. */
  setDisabled(uid: string, disabled: boolean): Promise<void>
}

/** Checks the `token` header: the claims alone in the page, firebase-admin on the server. */
export type TokenVerifier = (raw: string | null) => Promise<VerifyResult>

export interface MockBackendOptions {
  projectId: string
  /** An opened database (the server's PostgreSQL); IndexedDB (`database`) otherwise. */
  db?: Database
  database?: MockDatabaseOptions
  verifyToken?: TokenVerifier
  /** `POST /api/__mock/reset` and the like, for tests and the in-browser demo; never on a server. */
  testControls?: boolean
  identityAdmin?: IdentityAdmin
  /** Faker seed for the demo data: the same seed always gives the same data. */
  seed?: number
  now?: () => number
  instagram?: InstagramMockOptions
  /**
   * The demo is on: `GET /api/demo-logins` offers its users' logins (public). The harness's
   * default; the server's CONVERSA_DEMO, off unless set.
   */
  demo?: boolean
  /** Addresses made admins when they sign in with them verified (the server's CONVERSA_ADMIN_EMAILS). */
  adminEmails?: readonly string[]
  /** The server's PostgreSQL tables; the storage port's collections otherwise. */
  webhookStore?: WebhookStore
  webhookWork?: WebhookWorkOptions
  notice?(record: Record<string, unknown>): void
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
  verifyToken: TokenVerifier
  /** Lower-case addresses whose verified owners are admins. */
  adminEmails: ReadonlySet<string>
  /** Absent in the page: suspending a member then answers 501. */
  identityAdmin?: IdentityAdmin
  /** Every endpoint, and the Hono app that routes requests to them. */
  routes: Route[]
  app: Hono
  /**
   * The mock of Instagram itself: tokens, profile, Send API, outbox of what the accounts sent. Only
   * the mock's own tools (the simulator, the outbox) read it; the product speaks to Instagram
   * through `instagramGraph`.
   */
  instagram: InstagramPlatform
  /** The Graph API as the backend uses it, its tokens read through `db` (a transaction's, say). */
  instagramGraph(db: Database): InstagramGraph
  /** The webhook receiver; `instagramWebhooks.subscribe(listener)` gets fresh verified events. */
  instagramWebhooks: WebhookReceiver
  /** Deliveries, event keys, jobs and the sends' ledger (src/server/webhooks/store.ts). */
  webhookStore: WebhookStore
  /** Works the jobs: each host starts it (`start()`); tests wait on it (`settle()`). */
  webhookWork: JobWorker
  /** What an operator should hear of (the server's log), never a token. */
  notice(record: Record<string, unknown>): void
  /** Connected accounts with their (server-side only) access tokens. */
  instagramConnections: Collection<StoredConnection>
  /** How the link buttons automations send are tracked (api/automationOutcomes.ts). */
  links: LinkSettings
}

/** Tracked links: under the app's public origin (the page's own when absent), signed with `secret`. */
export interface LinkSettings {
  origin?: string
  secret: string
}
