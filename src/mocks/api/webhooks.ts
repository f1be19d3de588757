import { http, HttpResponse } from 'msw'
import type {
  SentByAccount,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookSimulatorSetup,
} from '@/domain/instagram/apiTypes'
import { partitionDuplicates } from '@/domain/instagram/dedupe'
import type { InstagramEvent } from '@/domain/instagram/events'
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@/domain/instagram/signature'
import { parseWebhookBody } from '@/domain/instagram/webhookParser'
import { createAbility } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import type { MockBackend } from '../backend'
import type { MockDb } from '../db'
import { API, apiError, authenticated } from '../http'
import { INSTAGRAM_APP } from '../instagram/config'
import type { InstagramPlatform } from '../instagram/platform'
import type { Profile } from '../seed'
import { ROLE_RULES } from './roles'

/** Where Meta posts: the callback URL registered in the app dashboard. */
export const WEBHOOK_PATH = `${API}/webhooks/instagram`
const KEPT_DELIVERIES = 300
const KEPT_KEYS = 5000

export type WebhookListener = (events: InstagramEvent[], delivery: WebhookDelivery) => void | Promise<void>

interface SeenKey {
  id: string
  firstSeenAt: number
}

/**
 * The product backend's webhook receiver: checks the signature over the raw bytes, records every
 * delivery (rejected ones too, for the webhooks screen), drops redeliveries and hands the fresh,
 * verified events to whoever subscribed (the automation engine).
 */
export class WebhookReceiver {
  private readonly listeners = new Set<WebhookListener>()
  private readonly deliveries
  private readonly seenKeys

  constructor(
    db: MockDb,
    private readonly platform: InstagramPlatform,
    private readonly now: () => number,
    private readonly appSecret: string = INSTAGRAM_APP.clientSecret,
  ) {
    this.deliveries = db.collection<WebhookDelivery>('webhookDeliveries')
    this.seenKeys = db.collection<SeenKey>('webhookSeenKeys')
  }

  /** Called with the fresh events of every verified delivery; returns the unsubscribe function. */
  subscribe(listener: WebhookListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Verification handshake of the dashboard: echo the challenge when the token matches. */
  verifySubscription(params: URLSearchParams): { status: number; body: string } {
    const ok = params.get('hub.mode') === 'subscribe' && params.get('hub.verify_token') === INSTAGRAM_APP.verifyToken
    const challenge = params.get('hub.challenge')
    return ok && challenge !== null ? { status: 200, body: challenge } : { status: 403, body: 'Forbidden' }
  }

  async receive(rawBody: string, signatureHeader: string | null): Promise<WebhookDelivery> {
    const verdict = await verifyWebhookSignature(this.appSecret, rawBody, signatureHeader)
    const parsed = parseWebhookBody(rawBody)
    const events = parsed.ok ? parsed.events : []
    let duplicateKeys: string[] = []
    let fresh: InstagramEvent[] = []
    if (verdict.valid) {
      // Only trusted deliveries may mark a key as seen, or a forger could suppress real events.
      const known = new Set(this.seenKeys.all().map((key) => key.id))
      const split = partitionDuplicates(events, known)
      fresh = split.fresh
      duplicateKeys = split.duplicates.map((event) => event.dedupeKey)
      this.rememberKeys(fresh)
    }
    const delivery: WebhookDelivery = {
      id: `whd-${this.now()}-${Math.random().toString(36).slice(2, 8)}`,
      receivedAt: new Date(this.now()).toISOString(),
      rawBody,
      signatureHeader,
      verdict: verdict.valid ? { verified: true } : { verified: false, reason: verdict.reason },
      parseError: parsed.ok ? null : parsed.error,
      events,
      duplicateKeys,
      skippedCount: parsed.ok ? parsed.skipped.length : 0,
    }
    this.store(delivery)
    if (fresh.length > 0) {
      this.platform.recordDelivered(fresh)
      for (const listener of this.listeners) {
        try {
          await listener(fresh, delivery)
        } catch (error) {
          console.error('A webhook listener failed', error)
        }
      }
    }
    return delivery
  }

  /** Newest first: the collection keeps arrival order. */
  list(): WebhookDelivery[] {
    return this.deliveries.all().reverse()
  }

  lastVerifiedEventAt(accountId: string): string | null {
    return (
      this.list().find(
        (delivery) => delivery.verdict.verified && delivery.events.some((event) => event.accountId === accountId),
      )?.receivedAt ?? null
    )
  }

  private store(delivery: WebhookDelivery): void {
    const all = this.deliveries.all()
    if (all.length >= KEPT_DELIVERIES) this.deliveries.replaceAll(all.slice(-(KEPT_DELIVERIES - 1)))
    this.deliveries.insert(delivery)
  }

  private rememberKeys(events: InstagramEvent[]): void {
    if (events.length === 0) return
    const keys = [...this.seenKeys.all(), ...events.map((event) => ({ id: event.dedupeKey, firstSeenAt: this.now() }))]
    this.seenKeys.replaceAll(keys.slice(-KEPT_KEYS))
  }
}

/** The webhooks screen's rule (read on AclDemo), checked here too: the browser is not trusted. */
function mayReadWebhooks(backend: MockBackend, user: VerifiedIdToken): boolean {
  const profile = backend.db.collection<Profile>('profiles').find((candidate) => candidate.email === user.email)
  return profile !== undefined && createAbility(ROLE_RULES[profile.role]).can('read', 'AclDemo')
}

const forbidden = () =>
  apiError(403, 'webhooks/forbidden', 'Reading webhook deliveries needs read permission on AclDemo.')

export function webhookHandlers(backend: MockBackend) {
  const receiver = backend.instagramWebhooks
  return [
    http.get(WEBHOOK_PATH, ({ request }) => {
      const { status, body } = receiver.verifySubscription(new URL(request.url).searchParams)
      return new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain' } })
    }),
    // Meta's POST carries no user token: the signature is the only authentication.
    http.post(WEBHOOK_PATH, async ({ request }) => {
      const delivery = await receiver.receive(await request.text(), request.headers.get(SIGNATURE_HEADER))
      if (!delivery.verdict.verified)
        return apiError(401, 'webhooks/invalid-signature', 'The X-Hub-Signature-256 header is missing or wrong.')
      if (delivery.parseError)
        return apiError(400, `webhooks/${delivery.parseError}`, 'The body is not an Instagram webhook.')
      return new HttpResponse('EVENT_RECEIVED', { status: 200, headers: { 'Content-Type': 'text/plain' } })
    }),
    http.get(
      `${WEBHOOK_PATH}/deliveries`,
      authenticated(backend, (_args, user) => {
        if (!mayReadWebhooks(backend, user)) return forbidden()
        const deliveries = receiver.list()
        const verified = deliveries.filter((delivery) => delivery.verdict.verified)
        return HttpResponse.json<WebhookDeliveriesResponse>({
          deliveries,
          counts: {
            verified: verified.length,
            rejected: deliveries.length - verified.length,
            events: verified.reduce((sum, delivery) => sum + delivery.events.length - delivery.duplicateKeys.length, 0),
          },
        })
      }),
    ),
    // Exists only in the mock: what the accounts sent, as Instagram would have delivered it.
    http.get(
      `${WEBHOOK_PATH}/outbox`,
      authenticated(backend, (_args, user) => {
        if (!mayReadWebhooks(backend, user)) return forbidden()
        const sent = backend.instagram.outbox().slice(0, 100)
        return HttpResponse.json<SentByAccount[]>(
          sent.map(({ message: _message, sentAt, ...entry }) => ({ ...entry, sentAt: new Date(sentAt).toISOString() })),
        )
      }),
    ),
    // Exists only in the mock: the simulator signs like Meta, so it needs the app secret.
    http.get(
      `${WEBHOOK_PATH}/simulator`,
      authenticated(backend, (_args, user) => {
        if (!mayReadWebhooks(backend, user)) return forbidden()
        const platform = backend.instagram
        const connected = new Set(backend.instagramConnections.all().map((connection) => connection.accountId))
        return HttpResponse.json<WebhookSimulatorSetup>({
          appSecret: INSTAGRAM_APP.clientSecret,
          accounts: platform
            .listAccounts()
            .map((account) => ({
              accountId: account.userId,
              username: account.username,
              connected: connected.has(account.userId),
              media: platform
                .mediaOf(account.userId)
                .map((item) => ({ id: item.id, caption: item.caption, mediaProductType: item.mediaProductType })),
            }))
            .sort((a, b) => Number(b.connected) - Number(a.connected)),
          people: platform.listPeople().map((person) => ({ id: person.id, username: person.username })),
        })
      }),
    ),
  ]
}
