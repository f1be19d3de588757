/**
 * The webhook store's contract (src/server/webhooks/store.ts), run against every adapter: the
 * page's collections on IndexedDB, and PostgreSQL's tables on PGlite and on a server.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { parseWebhookBody } from '@/domain/instagram/webhookParser'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { isTooOldToAct } from '@/domain/instagram/dedupe'
import type { DeliveryJobPayload } from '@/server/webhooks/intakeRules'
import type { DeliveryDraft, WebhookStore } from '@/server/webhooks/store'

export interface OpenedStore {
  store: WebhookStore
  dispose(): Promise<void>
}

const NOW = Date.UTC(2026, 10, 29, 12)
const HOUR = 3_600_000
let ids = 0

/** A delivery of comments on the account, as intake drafts it; `verified` false: a forgery. */
function draft(
  accountId: string,
  commentIds: string[],
  { verified = true, hoursAgo = 0 }: { verified?: boolean; hoursAgo?: number } = {},
): DeliveryDraft {
  const entries = commentIds.map(
    (uniqueId) =>
      composeWebhookPayload({
        kind: 'comment',
        accountId,
        person: { id: '6700000000000001', username: 'ana.lima' },
        text: 'link',
        now: NOW,
        occurredAt: NOW - hoursAgo * HOUR,
        uniqueId,
        media: { id: '18000000000000001', mediaProductType: 'FEED' },
      }) as { entry: unknown[] },
  )
  const rawBody = JSON.stringify({ object: 'instagram', entry: entries.flatMap((payload) => payload.entry) })
  const parsed = parseWebhookBody(rawBody)
  if (!parsed.ok) throw new Error(parsed.error)
  return {
    id: `whd-test-${++ids}`,
    receivedAt: new Date(NOW + ids).toISOString(),
    rawBody,
    signatureHeader: 'sha256=test',
    verdict: verified ? { verified: true } : { verified: false, reason: 'mismatch' },
    parseError: null,
    events: parsed.events,
    accountIds: [accountId],
    staleKeys: parsed.events.filter((event) => isTooOldToAct(event.timestamp, NOW)).map((event) => event.dedupeKey),
    skippedCount: 0,
  }
}

export function describeWebhookStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`${name}: the webhook store`, () => {
    const opened: OpenedStore[] = []
    const fresh = async () => {
      const next = await open()
      opened.push(next)
      return next.store
    }
    afterEach(async () => {
      for (const next of opened.splice(0)) await next.dispose()
    })

    it('claims an event once: a redelivery, a forgery and a late event get no work', async () => {
      const store = await fresh()
      const first = await store.receive(draft('acct-1', ['c1', 'c2']), NOW)
      expect(first.state).toBe('waiting')
      expect(first.duplicateKeys).toEqual([])
      const again = await store.receive(draft('acct-1', ['c2', 'c3']), NOW)
      expect(again.duplicateKeys).toHaveLength(1)
      const forged = await store.receive(draft('acct-1', ['c4'], { verified: false }), NOW)
      expect(forged.state).toBe('processed')
      const late = await store.receive(draft('acct-1', ['c5'], { hoursAgo: 40 }), NOW)
      expect(late.state).toBe('processed')
      // The forgery did not take c4: the genuine delivery still does.
      expect((await store.receive(draft('acct-1', ['c4']), NOW)).duplicateKeys).toEqual([])
      const jobs = await store.claim(10, NOW)
      const payloads = jobs.map((job) => job.payload as DeliveryJobPayload)
      expect(payloads.map((payload) => payload.freshKeys.length).sort()).toEqual([1, 1, 2])
      expect(jobs.every((job) => job.kind === 'webhook-delivery')).toBe(true)
    })

    it('gives one event to one of many deliveries received at once', async () => {
      const store = await fresh()
      const copies = await Promise.all(Array.from({ length: 6 }, () => store.receive(draft('acct-2', ['race']), NOW)))
      expect(copies.filter((copy) => copy.state === 'waiting')).toHaveLength(1)
      expect(await store.claim(10, NOW)).toHaveLength(1)
    })

    it('hands a due job to one claimer, again after its lease ends, and later after a retry', async () => {
      const store = await fresh()
      await store.enqueue({ kind: 'engine-due', key: 'k1', payload: { uid: 'u' }, runAt: NOW })
      await store.enqueue({ kind: 'engine-due', key: 'k1', payload: { uid: 'u' }, runAt: NOW })
      await store.enqueue({ kind: 'engine-due', key: 'k2', payload: { uid: 'u' }, runAt: NOW + HOUR })
      const [a, b] = await Promise.all([store.claim(5, NOW, 1000), store.claim(5, NOW, 1000)])
      expect([...a!, ...b!].map((job) => job.attempts)).toEqual([1])
      expect(await store.claim(5, NOW + 500)).toEqual([])
      const [reclaimed] = await store.claim(5, NOW + 1001)
      expect(reclaimed).toMatchObject({ kind: 'engine-due', payload: { uid: 'u' }, attempts: 2 })
      await store.retry(reclaimed!.id, NOW + 5000, 'Graph said 613')
      expect(await store.claim(5, NOW + 4999)).toEqual([])
      expect(await store.health(NOW + 6000)).toEqual({ waiting: 2, failed: 0, oldestDueAt: NOW + 5000 })
      const [third] = await store.claim(5, NOW + 6000)
      await store.fail(third!.id, 'gave up')
      expect(await store.health(NOW + 6000)).toEqual({ waiting: 1, failed: 1, oldestDueAt: null })
      const [later] = await store.claim(5, NOW + HOUR)
      await store.complete([later!.id])
      expect(await store.health(NOW + HOUR)).toEqual({ waiting: 0, failed: 1, oldestDueAt: null })
    })

    it('keeps a ledger of sends: new, then sent with its id, or interrupted when never finished', async () => {
      const store = await fresh()
      expect(await store.beginSend('s1', 'acct-1', NOW)).toEqual({ state: 'new' })
      await store.finishSend('s1', 'mid-1')
      expect(await store.beginSend('s1', 'acct-1', NOW + 1)).toEqual({ state: 'sent', id: 'mid-1' })
      expect(await store.beginSend('s2', 'acct-1', NOW)).toEqual({ state: 'new' })
      expect(await store.beginSend('s2', 'acct-1', NOW + 10)).toEqual({ state: 'interrupted', startedAt: NOW })
      // A takeover that died too leaves the first try's time: a send is looked for from there.
      expect(await store.beginSend('s2', 'acct-1', NOW + 20)).toEqual({ state: 'interrupted', startedAt: NOW })
      await store.finishSend('s2', null)
      expect(await store.beginSend('s2', 'acct-1', NOW + 30)).toEqual({ state: 'new' })
      expect(await store.sentIds('acct-1', NOW - 1)).toEqual(['mid-1'])
      expect(await store.sentIds('acct-2', NOW - 1)).toEqual([])
    })

    it('lists an account’s deliveries newest first, settles them, and forgets old keys', async () => {
      const store = await fresh()
      const one = await store.receive(draft('acct-a', ['a1']), NOW)
      const two = await store.receive(draft('acct-b', ['b1']), NOW)
      const three = await store.receive(draft('acct-a', ['a2'], { verified: false }), NOW)
      expect((await store.deliveries({ accountIds: ['acct-a'], limit: 10 })).map((d) => d.id)).toEqual([
        three.id,
        one.id,
      ])
      expect((await store.deliveries({ verified: false, limit: 10 })).map((d) => d.id)).toEqual([three.id])
      const [events] = await store.deliveries({ accountIds: ['acct-a'], verified: true, limit: 10, withoutBody: true })
      expect(events).toMatchObject({ id: one.id, rawBody: '', events: one.events, duplicateKeys: [] })
      expect((await store.deliveries({ accountIds: ['acct-b', 'acct-a'], limit: 1 })).map((d) => d.id)).toEqual([
        three.id,
      ])
      await store.settleDeliveries([two.id], 'failed', 'Instagram did not answer')
      expect(await store.deliveriesWithIds([two.id, 'gone'])).toEqual([
        expect.objectContaining({ state: 'failed', processError: 'Instagram did not answer' }),
      ])
      await store.prune(NOW + 49 * HOUR)
      // Its key forgotten after 48 hours, a1 would be fresh again (Meta no longer redelivers it).
      expect((await store.receive(draft('acct-a', ['a1']), NOW + 49 * HOUR)).duplicateKeys).toEqual([])
    })

    it('erases a person: their deliveries changed or deleted, keys and ledger entries naming them gone', async () => {
      const store = await fresh()
      const kept = await store.receive(draft('acct-e', ['e1']), NOW)
      const dropped = await store.receive(draft('acct-e', ['e2']), NOW)
      const other = await store.receive(draft('acct-f', ['f1']), NOW)
      await store.beginSend('send:6700000000000001:x', 'acct-e', NOW)
      await store.enqueue({ kind: 'test', key: 'j1', payload: { keys: ['seen:6700000000000001'] }, runAt: NOW })
      await store.erase('acct-e', ['6700000000000001', 'ana.lima'], (delivery) =>
        delivery.events.some((event) => event.dedupeKey === 'comment:e2')
          ? null
          : { ...delivery, rawBody: '{}', events: [] },
      )
      expect(await store.deliveriesWithIds([kept.id, dropped.id, other.id])).toEqual([
        expect.objectContaining({ id: kept.id, rawBody: '{}', events: [] }),
        expect.objectContaining({ id: other.id, rawBody: other.rawBody }),
      ])
      // The ledger entry is gone: the key may be sent again.
      expect(await store.beginSend('send:6700000000000001:x', 'acct-e', NOW + 1)).toEqual({ state: 'new' })
      const jobs = await store.claim(10, NOW)
      expect(jobs.find((job) => job.kind === 'test')?.payload).toEqual({ keys: ['seen:[erased]'] })
    })
  })
}
