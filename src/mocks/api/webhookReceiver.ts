import type { WebhookDelivery } from '@/domain/instagram/apiTypes'
import { isTooOldToAct, partitionDuplicates } from '@/domain/instagram/dedupe'
import type { InstagramEvent } from '@/domain/instagram/events'
import { verifyWebhookSignature } from '@/domain/instagram/signature'
import { parseWebhookBody } from '@/domain/instagram/webhookParser'
import type { Collection, Database } from '@/server/storage/database'
import { INSTAGRAM_APP } from '../instagram/config'

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
  private readonly deliveries: Collection<WebhookDelivery>

  constructor(
    private readonly db: Database,
    /** Tells the Instagram mock what it delivered, inside the receiver's transaction (`db`). */
    private readonly tellPlatform: (db: Database, events: readonly InstagramEvent[]) => Promise<void>,
    private readonly now: () => number,
    private readonly appSecret: string = INSTAGRAM_APP.clientSecret,
  ) {
    this.deliveries = db.collection<WebhookDelivery>('webhookDeliveries')
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
    // One transaction: two tabs receiving the same redelivery cannot both take it as fresh.
    const { delivery, fresh } = await this.db.transaction(async (db) => {
      let duplicateKeys: string[] = []
      let fresh: InstagramEvent[] = []
      if (verdict.valid) {
        // Only trusted deliveries may mark a key as seen, or a forger could suppress real events.
        const seenKeys = db.collection<SeenKey>('webhookSeenKeys')
        const known = await seenKeys.all()
        const split = partitionDuplicates(events, new Set(known.map((key) => key.id)))
        fresh = split.fresh
        duplicateKeys = split.duplicates.map((event) => event.dedupeKey)
        if (fresh.length > 0) {
          const keys = [...known, ...fresh.map((event) => ({ id: event.dedupeKey, firstSeenAt: this.now() }))]
          await seenKeys.replaceAll(keys.slice(-KEPT_KEYS))
        }
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
        // Older than Meta ever redelivers: received, shown, never acted on (docs/product.md, "Late and repeated events").
        staleKeys: events.filter((event) => isTooOldToAct(event.timestamp, this.now())).map((event) => event.dedupeKey),
        skippedCount: parsed.ok ? parsed.skipped.length : 0,
      }
      const deliveries = db.collection<WebhookDelivery>('webhookDeliveries')
      const kept = await deliveries.all()
      if (kept.length >= KEPT_DELIVERIES) await deliveries.replaceAll(kept.slice(-(KEPT_DELIVERIES - 1)))
      await deliveries.insert(delivery)
      if (fresh.length > 0) await this.tellPlatform(db, fresh)
      return { delivery, fresh }
    })
    if (fresh.length > 0) {
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
  async list(): Promise<WebhookDelivery[]> {
    return (await this.deliveries.all()).reverse()
  }

  /** When the account's latest verified event arrived, not counting anything received before `since`. */
  async lastVerifiedEventAt(accountId: string, since = 0): Promise<string | null> {
    return (
      (await this.list()).find(
        (delivery) =>
          delivery.verdict.verified &&
          Date.parse(delivery.receivedAt) >= since &&
          delivery.events.some((event) => event.accountId === accountId),
      )?.receivedAt ?? null
    )
  }
}
