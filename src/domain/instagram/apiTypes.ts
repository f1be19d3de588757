import type { InstagramEvent } from './events'
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
  skippedCount: number
}

export interface WebhookDeliveriesResponse {
  deliveries: WebhookDelivery[]
  counts: { verified: number; rejected: number; events: number }
}

/** What the webhook simulator needs to compose realistic events for the connected accounts. */
export interface WebhookSimulatorSetup {
  appSecret: string
  accounts: {
    accountId: string
    username: string
    connected: boolean
    media: { id: string; caption: string; mediaProductType: string }[]
  }[]
  people: { id: string; username: string }[]
}

/** Something a connected account sent, as the mock Instagram delivered it (mock backend only). */
export interface SentByAccount {
  id: string
  accountId: string
  kind: 'message' | 'private_reply' | 'public_reply' | 'sender_action'
  recipientId: string | null
  commentId: string | null
  text: string
  sentAt: string
}
