import type { InstagramEvent } from './events'
import type { SentContent } from './sentContent'
import type { AccountStatus } from './oauth'
import type { SignatureRejection } from './signature'
import type { WebhookParseError } from './webhookParser'

/**
 * What the product backend's integration and webhook endpoints answer. The Instagram access
 * token is never part of these: it stays in the backend.
 */
export interface InstagramConnection {
  id: string
  /** The professional account id (`user_id` of /me), the `entry[].id` of its webhooks. */
  accountId: string
  username: string
  name: string
  pictureUrl: string
  status: AccountStatus
  permissions: string[]
  connectedAt: string
  tokenIssuedAt: string
  tokenExpiresAt: string
  refreshableAt: string
  canRefresh: boolean
  webhook: { subscribed: boolean; fields: string[]; lastEventAt: string | null }
}

export interface StartConnectionResponse {
  authorizeUrl: string
  state: string
}

export interface CompleteConnectionRequest {
  code: string
  state: string
}

export type DeliveryVerdict = { verified: true } | { verified: false; reason: SignatureRejection }

export interface WebhookDelivery {
  id: string
  receivedAt: string
  rawBody: string
  signatureHeader: string | null
  verdict: DeliveryVerdict
  /** Parsed even when rejected, so a tester can see what a forger tried; only verified events act. */
  parseError: WebhookParseError | null
  events: InstagramEvent[]
  /** Keys of events already received in an earlier delivery (redeliveries), not acted on again. */
  duplicateKeys: string[]
  /** Keys of events that happened longer ago than Meta redelivers: never acted on. */
  staleKeys: string[]
  skippedCount: number
  /** The delivery also carried entries for accounts of other workspaces: those were left out. */
  partial?: boolean
  /**
   * Its fresh events' processing, after the 200 Meta got: waiting for a worker, processed, or
   * failed after every retry (`processError` says why). A refused or fully repeated delivery is
   * processed as soon as it is stored.
   */
  state?: 'waiting' | 'processed' | 'failed'
  processError?: string
}

export interface WebhookDeliveriesResponse {
  /** Deliveries for the caller's accounts, newest first (docs/product.md, "Workspaces"). */
  deliveries: WebhookDelivery[]
  counts: {
    verified: number
    rejected: number
    /** Fresh events (not redeliveries) of the caller's accounts. */
    events: number
    /** Events an automation of the workspace sent, queued or tried to send something for. */
    actedOn: number
    /** Deliveries whose events no job has worked yet (`state: 'waiting'`). */
    waiting: number
    /** Deliveries given up on after every retry (`state: 'failed'`). */
    failed: number
  }
  /** What the mock Instagram knows about ids in these events: usernames, post captions. */
  names: NameDirectory
}

/** Usernames by IGSID and captions by media id, where Instagram told us; screens fall back to the id. */
export interface NameDirectory {
  people: Record<string, string>
  media: Record<string, { caption: string; productType: string }>
}

/**
 * What the webhook simulator needs to compose realistic events: the caller's accounts and the
 * Instagram accounts no workspace holds (never another workspace's), their posts, people.
 */
export interface WebhookSimulatorSetup {
  accounts: {
    accountId: string
    username: string
    /** Held by the caller's workspace. */
    connected: boolean
    /** When the caller's access to it expires (connected accounts only). */
    tokenExpiresAt: string | null
    media: { id: string; caption: string; mediaProductType: string }[]
  }[]
  people: { id: string; username: string }[]
}

/** What the simulator asks the mock Instagram to deliver: Meta's JSON, signed by it (or forged). */
export interface SimulatedDelivery {
  payload: Record<string, unknown>
  forged: boolean
}

/** How the receiver answered the mock's delivery (`status` 0: it could not be reached). */
export interface SimulatedDeliveryResult {
  status: number
}

/** Something a connected account sent, as the mock Instagram delivered it (mock backend only). */
export interface SentByAccount {
  id: string
  accountId: string
  kind: 'message' | 'private_reply' | 'public_reply' | 'sender_action'
  recipientId: string | null
  /** The recipient's username where Instagram knows it. */
  recipientUsername: string | null
  commentId: string | null
  /** What was sent, read from the request's message object (any Send API shape). */
  content: SentContent
  sentAt: string
}
