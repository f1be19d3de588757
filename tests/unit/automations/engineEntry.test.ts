import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { entryPayload, shortLinkRef } from '@/domain/entryPoints/payloads'
import type { Automation, AutomationTrigger, KeywordRule } from '@/domain/automations/model'
import { parseWebhookPayload } from '@/domain/instagram/webhookParser'
import type { InstagramEvent } from '@/domain/instagram/events'
import { AutomationEngine } from '@/server/automations/engine'
import { InMemoryAutomationStore } from '@/server/automations/store'
import { referralPayload } from '@/mocks/instagram/shortLinks'
import { ACCOUNT, PERSON, T0, automation, dm, echo, fakeClient, fakeClock, graphError, message } from './fixtures'

const HOUR = 3_600_000

function setup(automations: Automation[]) {
  const clock = fakeClock()
  const store = new InMemoryAutomationStore()
  const { client, calls } = fakeClient(clock.now)
  const engine = new AutomationEngine({ store, client, now: clock.now, random: () => 0 })
  engine.setAutomations(automations)
  return { clock, store, calls, engine }
}

/** The events Instagram's webhook body carries, as the receiver reads them. */
function eventsOf(body: unknown): InstagramEvent[] {
  const result = parseWebhookPayload(body)
  if (!result.ok) throw new Error(result.error)
  return result.events
}

/** Delivers the body, then delivers it again as Meta's retries do: the flow must start once. */
async function deliverTwice(engine: AutomationEngine, body: unknown) {
  const [event] = eventsOf(body)
  const first = await engine.handleEvent(event!)
  const again = await engine.handleEvent(event!)
  return { first, again }
}

const messagingBody = (item: Record<string, unknown>) => ({
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: T0,
      messaging: [{ sender: { id: PERSON }, recipient: { id: ACCOUNT }, timestamp: T0, ...item }],
    },
  ],
})

const commentBody = (field: string, value: Record<string, unknown>) => ({
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: Math.floor(T0 / 1000),
      changes: [
        {
          field,
          value: {
            from: { id: PERSON, username: 'maria.silva' },
            id: `c-${Math.random().toString(36).slice(2)}`,
            text: 'price?',
            media: { id: '18000000000000001', media_product_type: 'FEED' },
            ...value,
          },
        },
      ],
    },
  ],
})

const dmFlow = (trigger: AutomationTrigger, overrides: Partial<Automation> = {}) =>
  automation(trigger, [{ kind: 'send-dm', message: message('Welcome!') }], overrides)
const commentFlow = (trigger: AutomationTrigger) =>
  automation(trigger, [
    { kind: 'private-reply', message: message('Here is the price') },
    { kind: 'public-reply', variants: ['Sent you a DM'] },
  ])

describe('entry points start their flow once per event', () => {
  it('an ig.me link opened by someone who never wrote (the mock’s messaging_referral body)', async () => {
    const link = dmFlow({ kind: 'ref-link', refs: [] })
    const { engine, calls } = setup([link])
    const { first, again } = await deliverTwice(engine, referralPayload(ACCOUNT, PERSON, shortLinkRef(link.id), T0))
    expect(first.runs).toMatchObject([{ automationId: link.id, eventKind: 'referral', status: 'sent' }])
    expect(again).toMatchObject({ duplicate: true, runs: [] })
    expect(calls).toMatchObject([{ method: 'sendMessage', recipientId: PERSON, message: { text: 'Welcome!' } }])
  })

  it('an ad’s first message carrying its ref, and an ad referral by the ad’s id', async () => {
    const fromAd = dmFlow({ kind: 'ref-link', refs: ['spring', '23850000000000001'] })
    const { engine, calls } = setup([fromAd])
    const firstMessage = messagingBody({
      message: {
        mid: 'm-ad',
        text: 'Hi!',
        referral: { ref: 'spring', ad_id: '1', source: 'ADS', type: 'OPEN_THREAD' },
      },
    })
    expect((await deliverTwice(engine, firstMessage)).first.runs).toHaveLength(1)
    const adReferral = messagingBody({
      timestamp: T0 + 1,
      referral: { ad_id: '23850000000000001', source: 'ADS', type: 'OPEN_THREAD' },
    })
    const { first, again } = await deliverTwice(engine, adReferral)
    expect(first.runs).toHaveLength(1)
    expect(again.duplicate).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('an ice breaker or a menu item tap (messaging_postbacks) with the payload naming the automation', async () => {
    const menu = dmFlow({ kind: 'menu-tap' })
    const { engine, calls } = setup([menu])
    const tap = (mid: string, source: 'ice-breaker' | 'menu') =>
      messagingBody({ postback: { mid, title: 'See prices', payload: entryPayload(source, menu.id) } })
    expect((await deliverTwice(engine, tap('m-ib', 'ice-breaker'))).first.runs).toMatchObject([
      { automationId: menu.id, eventKind: 'postback' },
    ])
    expect((await deliverTwice(engine, tap('m-menu', 'menu'))).first.runs).toHaveLength(1)
    expect(calls).toHaveLength(2)
  })

  it('a comment on a reel, an ad and a live video, each where the trigger listens', async () => {
    const keywords: KeywordRule = { keywords: ['price'], mode: 'contains' }
    const reels = commentFlow({ kind: 'comment-keyword', keywords, media: { kind: 'any' }, places: ['reel'] })
    const ads = commentFlow({ kind: 'comment-keyword', keywords, media: { kind: 'selected', mediaIds: ['2385'] } })
    const live = commentFlow({ kind: 'comment-keyword', keywords, media: { kind: 'any' }, places: ['live'] })
    const { engine, calls } = setup([reels, ads, live])
    const started = async (body: unknown) =>
      (await deliverTwice(engine, body)).first.runs.map((run) => run.automationId)
    expect(await started(commentBody('comments', { media: { id: 'r1', media_product_type: 'REELS' } }))).toEqual([
      reels.id,
    ])
    expect(await started(commentBody('comments', { ad_id: '2385' }))).toEqual([ads.id])
    expect(await started(commentBody('live_comments', { media: { id: 'l1', media_product_type: 'LIVE' } }))).toEqual([
      live.id,
    ])
    // The live comment got its private reply and no public reply.
    expect(calls.map((call) => call.method)).toEqual([
      'sendPrivateReply',
      'replyToComment',
      'sendPrivateReply',
      'replyToComment',
      'sendPrivateReply',
    ])
  })

  it('a live video’s comment whose private reply Instagram refuses once the broadcast ended says so', async () => {
    const keywords: KeywordRule = { keywords: ['price'], mode: 'contains' }
    const onComments = commentFlow({
      kind: 'comment-keyword',
      keywords,
      media: { kind: 'any' },
      places: ['post', 'live'],
    })
    const clock = fakeClock()
    // Instagram's refusal of a private reply outside the window it allows (a live video: once it ended).
    const { client } = fakeClient(clock.now, () => ({ ok: false, error: graphError(10, 2534022) }))
    const engine = new AutomationEngine({
      store: new InMemoryAutomationStore(),
      client,
      now: clock.now,
      random: () => 0,
    })
    engine.setAutomations([onComments])
    const privateReplyOf = async (body: unknown) =>
      (await deliverTwice(engine, body)).first.runs[0]!.actions.find((action) => action.kind === 'private-reply')
    const live = commentBody('live_comments', { media: { id: 'l1', media_product_type: 'LIVE' } })
    expect(await privateReplyOf(live)).toMatchObject({ status: 'failed', reason: 'live-video-ended' })
    // The same refusal of a post's comment is Instagram's plain refusal.
    expect(await privateReplyOf(commentBody('comments', {}))).toMatchObject({ status: 'failed', reason: 'graph-error' })
  })

  it('a reply under another comment, answered publicly as Instagram allows', async () => {
    const keywords: KeywordRule = { keywords: ['price'], mode: 'contains' }
    const onComments = commentFlow({ kind: 'comment-keyword', keywords, media: { kind: 'any' } })
    const { engine, calls } = setup([onComments])
    const { first, again } = await deliverTwice(engine, commentBody('comments', { id: 'c-reply', parent_id: 'c-top' }))
    expect(first.runs).toMatchObject([{ automationId: onComments.id, status: 'sent' }])
    expect(again.duplicate).toBe(true)
    expect(calls).toMatchObject([
      { method: 'sendPrivateReply', commentId: 'c-reply' },
      { method: 'replyToComment', commentId: 'c-reply' },
    ])
  })

  it('the default reply: a DM nothing else answered, once, then not again within its hours', async () => {
    const fallback = dmFlow({ kind: 'default-reply', onceEveryHours: 24 })
    const { engine, calls, clock } = setup([fallback])
    const { first, again } = await deliverTwice(engine, messagingBody({ message: { mid: 'm-1', text: 'hello?' } }))
    expect(first.runs).toMatchObject([{ automationId: fallback.id }])
    expect(again.duplicate).toBe(true)
    clock.advance(HOUR)
    expect((await engine.handleEvent(dm({ timestamp: T0 + HOUR, text: 'anyone?' }))).runs).toEqual([])
    clock.advance(24 * HOUR)
    expect((await engine.handleEvent(dm({ timestamp: T0 + 25 * HOUR, text: 'hello again' }))).runs).toHaveLength(1)
    expect(calls).toHaveLength(2)
  })
})

describe('the default reply never fires when another automation matched', () => {
  it('for any mix of DMs, keyword DMs, echoes, redeliveries and time passing', async () => {
    const keyword = dmFlow({ kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } })
    const welcome = dmFlow({ kind: 'welcome' })
    const step = fc.record({
      text: fc.constantFrom('price please', 'hello', 'what is the price', 'ok'),
      echo: fc.boolean(),
      redeliver: fc.boolean(),
      person: fc.constantFrom(PERSON, '6700000000000002'),
      hoursLater: fc.integer({ min: 0, max: 30 }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 24, max: 72 }),
        fc.boolean(),
        async (steps, hours, welcomes) => {
          const fallback = dmFlow({ kind: 'default-reply', onceEveryHours: hours }, { priority: 10 })
          const { engine, clock } = setup(welcomes ? [keyword, welcome, fallback] : [keyword, fallback])
          const answered = new Map<string, number>()
          const wrote = new Set<string>()
          let at = T0
          for (const [index, each] of steps.entries()) {
            at += each.hoursLater * HOUR
            clock.set(at)
            const event = each.echo
              ? echo({ mid: `m-${index}`, recipientId: each.person, text: each.text, timestamp: at })
              : dm({ mid: `m-${index}`, senderId: each.person, text: each.text, timestamp: at })
            const deliveries = each.redeliver ? [event, event] : [event]
            for (const [attempt, delivered] of deliveries.entries()) {
              const { runs } = await engine.handleEvent(delivered)
              const ids = runs.map((run) => run.automationId)
              const fell = ids.includes(fallback.id)
              const last = answered.get(each.person)
              const firstMessage = !each.echo && !wrote.has(each.person)
              if (!each.echo) wrote.add(each.person)
              const due =
                attempt === 0 &&
                !each.echo &&
                !each.text.includes('price') &&
                !(welcomes && firstMessage) &&
                (last === undefined || at - last >= hours * HOUR)
              expect(fell).toBe(due)
              if (!fell) continue
              // Exactly when nothing else answered a person's DM and its hours have passed; always alone.
              expect(ids).toEqual([fallback.id])
              answered.set(each.person, at)
            }
          }
        },
      ),
    )
  })
})
