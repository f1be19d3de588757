import { isTooOldToAct } from '@/domain/instagram/dedupe'
import type { InstagramEvent } from '@/domain/instagram/events'
import { verifyWebhookSignature } from '@/domain/instagram/signature'
import { parseWebhookBody } from '@/domain/instagram/webhookParser'
import type { Database } from '@/server/storage/database'
import { eventsToProcess, type DeliveryJobPayload } from '@/server/webhooks/intakeRules'
import type { StoredDelivery, WebhookStore } from '@/server/webhooks/store'
import { INSTAGRAM_APP } from '../instagram/config'

export type WebhookListener = (events: InstagramEvent[]) => void | Promise<void>

/** The app's secret and verify token: the mock's, or a real Meta app's on a configured server. */
export interface WebhookApp {
  clientSecret: string
  verifyToken: string
}

/**
 * The product backend's webhook intake: checks the signature over the raw bytes before anything
 * is parsed, stores every delivery (rejected ones too, for the webhooks screen) with the claims of
 * its fresh events' keys and the job that will act on them, and answers. The job (`process`)
 * hands the fresh events to whoever subscribed (the engine, the inbox, the people learner), after
 * the answer and as often as it takes: every listener must be idempotent.
 */
export class WebhookReceiver {
  private readonly listeners = new Set<WebhookListener>()
  /**
   * The events read per set of accounts, kept until a delivery is acted on in any process (the
   * `webhooks` change every process hears): the dashboard reads them on every call.
   */
  private readonly eventReads = new Map<string, Promise<StoredDelivery[]>>()

  constructor(
    private readonly db: Database,
    readonly store: WebhookStore,
    /** Tells the Instagram mock what it delivered (`db` is the storage the job runs on). */
    private readonly tellPlatform: (db: Database, events: readonly InstagramEvent[]) => Promise<void>,
    private readonly now: () => number,
    private readonly app: WebhookApp = INSTAGRAM_APP,
  ) {
    db.subscribe((event) => {
      if (event.type !== 'changed' || event.changes.some((change) => change.resource === 'webhooks'))
        this.eventReads.clear()
    })
  }

  /** Called with the fresh events of every verified delivery; returns the unsubscribe function. */
  subscribe(listener: WebhookListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Verification handshake of the dashboard: echo the challenge when the token matches. */
  verifySubscription(params: URLSearchParams): { status: number; body: string } {
    const ok = params.get('hub.mode') === 'subscribe' && params.get('hub.verify_token') === this.app.verifyToken
    const challenge = params.get('hub.challenge')
    return ok && challenge !== null ? { status: 200, body: challenge } : { status: 403, body: 'Forbidden' }
  }

  async receive(rawBody: string, signatureHeader: string | null): Promise<StoredDelivery> {
    const verdict = await verifyWebhookSignature(this.app.clientSecret, rawBody, signatureHeader)
    // Parsed after the verdict, and for a rejected body only to show what a forger tried.
    const parsed = parseWebhookBody(rawBody)
    const events = parsed.ok ? parsed.events : []
    const now = this.now()
    this.eventReads.clear()
    return this.store.receive(
      {
        id: `whd-${now}-${Math.random().toString(36).slice(2, 10)}`,
        receivedAt: new Date(now).toISOString(),
        rawBody,
        signatureHeader,
        verdict: verdict.valid ? { verified: true } : { verified: false, reason: verdict.reason },
        parseError: parsed.ok ? null : parsed.error,
        events,
        accountIds: [...new Set(events.map((event) => event.accountId))],
        // Older than Meta ever redelivers: received, shown, never acted on (docs/product.md, "Late and repeated events").
        staleKeys: events.filter((event) => isTooOldToAct(event.timestamp, now)).map((event) => event.dedupeKey),
        skippedCount: parsed.ok ? parsed.skipped.length : 0,
      },
      now,
    )
  }

  /**
   * Deliveries' jobs, a batch at once: their fresh events to the mock's records and to every
   * listener together (the engine then runs once per workspace for the whole burst).
   */
  async process(payloads: readonly DeliveryJobPayload[]): Promise<void> {
    const deliveries = new Map(
      (await this.store.deliveriesWithIds(payloads.map((payload) => payload.deliveryId))).map((delivery) => [
        delivery.id,
        delivery,
      ]),
    )
    const fresh = payloads.flatMap((payload) => {
      const delivery = deliveries.get(payload.deliveryId)
      return delivery ? eventsToProcess(delivery.events, payload.freshKeys) : []
    })
    if (fresh.length > 0) {
      await this.tellPlatform(this.db, fresh)
      // Side by side: the engine answering, the people learnt and the inbox told are independent.
      await Promise.all([...this.listeners].map((listener) => listener(fresh)))
    }
    await this.store.settleDeliveries([...deliveries.keys()], 'processed')
    this.eventReads.clear()
    this.db.announce('webhooks', null)
  }

  /** Newest first: those naming one of these accounts. */
  list(accountIds: readonly string[], limit = 300): Promise<StoredDelivery[]> {
    return accountIds.length === 0 ? Promise.resolve([]) : this.store.deliveries({ accountIds, limit })
  }

  /**
   * The verified ones, without their raw bodies: for readers of their events (the dashboard, the
   * inbox), who must not change what they get.
   */
  events(accountIds: readonly string[], limit = 300): Promise<StoredDelivery[]> {
    if (accountIds.length === 0) return Promise.resolve([])
    const key = `${limit}:${[...accountIds].sort().join(',')}`
    let read = this.eventReads.get(key)
    if (!read) {
      if (this.eventReads.size >= 500) this.eventReads.clear()
      read = this.store.deliveries({ accountIds, verified: true, limit, withoutBody: true })
      this.eventReads.set(key, read)
      read.catch(() => this.eventReads.delete(key))
    }
    return read
  }

  /** The newest rejected deliveries, for whoever may read the webhooks screen. */
  rejected(limit: number): Promise<StoredDelivery[]> {
    return this.store.deliveries({ verified: false, limit })
  }

  /** When the account's latest verified event arrived, not counting anything received before `since`. */
  async lastVerifiedEventAt(accountId: string, since = 0): Promise<string | null> {
    const [latest] = await this.store.deliveries({ accountIds: [accountId], verified: true, limit: 1 })
    return latest && Date.parse(latest.receivedAt) >= since ? latest.receivedAt : null
  }
}
