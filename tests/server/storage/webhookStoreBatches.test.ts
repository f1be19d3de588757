/**
 * The PostgreSQL webhook store answers calls made at once with one statement (deliveries of many
 * senders, sends of a burst): each call still gets what it would have got alone, one after the
 * other, on PGlite (one statement at a time) and on a server (a pool of connections).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { parseWebhookBody } from '@/domain/instagram/webhookParser'
import type { DeliveryDraft, SendClaim } from '@/server/webhooks/store'
import { freshDatabase } from '../../support/postgresTestDb'
import { pgliteStores, serverStores, webhookStoreOn, type PostgresStores } from '../../unit/storage/postgresStores'
import type { OpenedStore } from '../../unit/storage/webhookStoreContract'

vi.setConfig({ testTimeout: 30_000 })

const NOW = Date.UTC(2026, 10, 29, 12)
let ids = 0

/** A genuine delivery of one comment on the account; `rawBody` as given when there is one. */
function delivery(accountId: string, commentId: string, rawBody?: string): DeliveryDraft {
  const payload = composeWebhookPayload({
    kind: 'comment',
    accountId,
    person: { id: '6700000000000002', username: 'bia.souza' },
    text: 'link',
    now: NOW,
    uniqueId: commentId,
    media: { id: '18000000000000002', mediaProductType: 'FEED' },
  })
  const body = JSON.stringify(payload)
  const parsed = parseWebhookBody(body)
  if (!parsed.ok) throw new Error(parsed.error)
  return {
    id: `whd-batch-${++ids}`,
    receivedAt: new Date(NOW).toISOString(),
    rawBody: rawBody ?? body,
    signatureHeader: 'sha256=test',
    verdict: { verified: true },
    parseError: null,
    events: parsed.events,
    accountIds: [accountId],
    staleKeys: [],
    skippedCount: 0,
  }
}

const adapters: [string, PostgresStores][] = [
  ['PGlite', pgliteStores()],
  ['PostgreSQL', serverStores(freshDatabase)],
]

describe.each(adapters)('%s: the webhook store, many calls at once', (_name, stores) => {
  const opened: OpenedStore[] = []
  const fresh = async () => {
    const next = await webhookStoreOn(stores)
    opened.push(next)
    return next.store
  }
  afterEach(async () => {
    for (const next of opened.splice(0)) await next.dispose()
  })

  it('takes each send key once: the others asking at once find it taken when the first began', async () => {
    const store = await fresh()
    const asked = Array.from({ length: 12 }, (_, index) => ({ key: `send-${index % 4}`, now: NOW + index }))
    const claims = await Promise.all(asked.map(({ key, now }) => store.beginSend(key, 'acct-1', now)))
    for (const key of ['send-0', 'send-1', 'send-2', 'send-3']) {
      const mine = claims.filter((_, index) => asked[index]!.key === key)
      const winner = asked.find((ask, index) => ask.key === key && claims[index]!.state === 'new')!
      expect(mine.filter((claim) => claim.state === 'new')).toHaveLength(1)
      expect(mine.filter((claim) => claim.state !== 'new')).toEqual(
        Array.from({ length: 2 }, (): SendClaim => ({ state: 'interrupted', startedAt: winner.now })),
      )
    }
  })

  it('records the sends finished at once, and frees those that failed', async () => {
    const store = await fresh()
    const keys = Array.from({ length: 6 }, (_, index) => `send-${index}`)
    await Promise.all(keys.map((key) => store.beginSend(key, 'acct-1', NOW)))
    await Promise.all(keys.map((key, index) => store.finishSend(key, index % 2 === 0 ? `mid-${index}` : null)))
    const again = await Promise.all(keys.map((key) => store.beginSend(key, 'acct-1', NOW + 1)))
    expect(again).toEqual(
      keys.map((_, index): SendClaim => (index % 2 === 0 ? { state: 'sent', id: `mid-${index}` } : { state: 'new' })),
    )
  })

  it('stores the deliveries received at once, a key carried by several claimed by one of them', async () => {
    const store = await fresh()
    const drafts = [
      delivery('acct-1', 'c1'),
      delivery('acct-1', 'c2'),
      delivery('acct-1', 'c1'),
      delivery('acct-2', 'c1'),
    ]
    const stored = await Promise.all(drafts.map((draft) => store.receive(draft, NOW)))
    expect(stored.map((one) => one.state)).toEqual(['waiting', 'waiting', 'processed', 'waiting'])
    expect(stored[2]!.duplicateKeys).toHaveLength(1)
    const jobs = await store.claim(10, NOW)
    expect(jobs.map((job) => (job.payload as { deliveryId: string }).deliveryId).sort()).toEqual(
      [drafts[0]!.id, drafts[1]!.id, drafts[3]!.id].sort(),
    )
  })

  it('refuses a delivery the database cannot keep alone: the others received with it are stored', async () => {
    const store = await fresh()
    // PostgreSQL's JSON cannot hold the character U+0000.
    const unusable = delivery('acct-1', 'c9', '{"object":"instagram","entry":[],"note":"\u0000"}')
    const results = await Promise.allSettled([
      store.receive(delivery('acct-1', 'c7'), NOW),
      store.receive(unusable, NOW),
      store.receive(delivery('acct-1', 'c8'), NOW),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await store.claim(10, NOW)).toHaveLength(2)
    expect((await store.deliveries({ limit: 10 })).map((one) => one.id)).not.toContain(unusable.id)
  })
})
