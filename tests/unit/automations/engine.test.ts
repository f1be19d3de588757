import { messageText } from '@/domain/automations/client'
import { describe, expect, it } from 'vitest'
import { AutomationEngine } from '@/server/automations/engine'
import type { EnginePolicy } from '@/server/automations/policy'
import { DAY_MS, HOUR_MS } from '@/server/automations/policy'
import { InMemoryAutomationStore } from '@/server/automations/store'
import type { Automation } from '@/domain/automations/model'
import type { SendResult } from '@/domain/automations/client'
import { parseWebhookPayload } from '@/domain/instagram/webhookParser'
import {
  ACCOUNT,
  PERSON,
  T0,
  automation,
  comment,
  dm,
  echo,
  fakeClient,
  fakeClock,
  graphError,
  message,
  postback,
  storyMention,
  storyReply,
  type ClientCall,
} from './fixtures'

function setup(
  automations: Automation[],
  options: { policy?: Partial<EnginePolicy>; random?: () => number; respond?: (call: ClientCall) => SendResult } = {},
) {
  const clock = fakeClock()
  const store = new InMemoryAutomationStore()
  const { client, calls } = fakeClient(clock.now, options.respond)
  const engine = new AutomationEngine({
    store,
    client,
    now: clock.now,
    random: options.random ?? (() => 0),
    policy: options.policy,
  })
  engine.setAutomations(automations)
  return { clock, store, calls, engine }
}

const commentKeyword = (keywords: string[], mode: 'contains' | 'exact' = 'contains') =>
  ({ kind: 'comment-keyword', keywords: { keywords, mode }, media: { kind: 'any' } }) as const
const dmKeyword = (keywords: string[], mode: 'contains' | 'exact' = 'contains') =>
  ({ kind: 'dm-keyword', keywords: { keywords, mode } }) as const

describe('comment automations', () => {
  const linkOnComment = automation(commentKeyword(['link', 'preço']), [
    { kind: 'private-reply', message: message('Here is the link: https://loja.example/p') },
    { kind: 'public-reply', variants: ['Sent you a DM!', 'Check your inbox 📬', 'Done, look at your DMs'] },
  ])

  it('sends a private reply and one public reply variant picked by the random source', async () => {
    const { engine, calls } = setup([linkOnComment], { random: () => 0.5 })
    const outcome = await engine.handleEvent(comment({ commentId: 'c-1', text: 'Qual o PRECO?' }))

    expect(calls.map((call) => call.method)).toEqual(['sendPrivateReply', 'replyToComment'])
    expect(calls[0]).toMatchObject({
      accountId: ACCOUNT,
      commentId: 'c-1',
      message: { text: 'Here is the link: https://loja.example/p' },
    })
    expect(calls[1]).toMatchObject({ commentId: 'c-1', text: 'Check your inbox 📬' })
    expect(outcome.runs).toHaveLength(1)
    expect(outcome.runs[0]).toMatchObject({
      automationId: linkOnComment.id,
      status: 'sent',
      contactId: PERSON,
      commentId: 'c-1',
    })
  })

  it('ignores comments without a keyword and comments on media outside the chosen posts', async () => {
    const onOnePost = automation(
      {
        kind: 'comment-keyword',
        keywords: { keywords: ['link'], mode: 'contains' },
        media: { kind: 'selected', mediaIds: ['reel-1'] },
      },
      [{ kind: 'public-reply', variants: ['ok'] }],
    )
    const { engine, calls } = setup([onOnePost])
    expect((await engine.handleEvent(comment({ text: 'lindo!', mediaId: 'reel-1' }))).runs).toEqual([])
    expect((await engine.handleEvent(comment({ text: 'link', mediaId: 'post-2' }))).runs).toEqual([])
    expect((await engine.handleEvent(comment({ text: 'link pls', mediaId: 'reel-1' }))).runs).toHaveLength(1)
    expect(calls).toHaveLength(1)
  })

  it('never answers the account’s own comment (its public replies come back as comment webhooks)', async () => {
    const { engine, calls } = setup([linkOnComment])
    const outcome = await engine.handleEvent(comment({ fromId: ACCOUNT, fromUsername: 'loja', text: 'link na bio' }))
    expect(calls).toEqual([])
    expect(outcome.runs[0]).toMatchObject({ status: 'skipped', reason: 'own-comment' })
  })

  it('gives a comment at most one private reply, even when several automations match it', async () => {
    const second = automation(commentKeyword(['link']), [{ kind: 'private-reply', message: message('other') }])
    const { engine, calls } = setup([linkOnComment, second])
    const outcome = await engine.handleEvent(comment({ commentId: 'c-2', text: 'link' }))
    expect(calls.filter((call) => call.method === 'sendPrivateReply')).toHaveLength(1)
    const secondRun = outcome.runs.find((run) => run.automationId === second.id)
    expect(secondRun).toMatchObject({ status: 'skipped', reason: 'private-reply-already-sent' })
  })

  it('does not private-reply to a comment past the private-reply age limit', async () => {
    const reply = automation(commentKeyword(['link']), [{ kind: 'private-reply', message: message('Here') }])
    const { engine, calls } = setup([reply], { policy: { privateReplyMaxAgeMs: 2 * HOUR_MS } })
    const outcome = await engine.handleEvent(comment({ text: 'link', timestamp: T0 - 3 * HOUR_MS }))
    expect(calls).toEqual([])
    expect(outcome.runs[0]).toMatchObject({
      status: 'skipped',
      reason: 'private-reply-too-old',
      actions: [{ status: 'skipped', reason: 'private-reply-too-old' }],
    })
  })

  it('never acts on an event older than Meta ever redelivers (a comment written 7 days ago)', async () => {
    const { engine, calls, store } = setup([linkOnComment])
    const outcome = await engine.handleEvent(comment({ text: 'link', timestamp: T0 - 7 * DAY_MS - 1 }))
    expect(outcome).toMatchObject({ stale: true, duplicate: false, runs: [] })
    expect(calls).toEqual([])
    expect(store.runs()).toEqual([])
  })

  it('replies publicly to a reply under a comment too: Instagram adds it under the top-level comment', async () => {
    const { engine, calls } = setup([linkOnComment])
    const outcome = await engine.handleEvent(comment({ commentId: 'c-r', text: 'link', parentId: '17900000000000009' }))
    expect(calls.map((call) => call.method)).toEqual(['sendPrivateReply', 'replyToComment'])
    expect(calls[1]).toMatchObject({ commentId: 'c-r' })
    expect(outcome.runs[0]).toMatchObject({ status: 'sent' })
  })

  it('never replies publicly to a comment on a live video', async () => {
    const onLive = { ...linkOnComment, trigger: { ...commentKeyword(['link']), places: ['live' as const] } }
    const { engine, calls } = setup([onLive])
    const outcome = await engine.handleEvent(comment({ text: 'link', live: true }))
    expect(calls.map((call) => call.method)).toEqual(['sendPrivateReply'])
    expect(outcome.runs[0]!.actions[1]).toMatchObject({ status: 'skipped', reason: 'live-comment-no-public-reply' })
  })

  it('does not DM a commenter who never wrote to the account (the 24-hour window is closed)', async () => {
    const dmOnComment = automation(commentKeyword(['link']), [{ kind: 'send-dm', message: message('hi') }])
    const { engine, calls } = setup([dmOnComment])
    const outcome = await engine.handleEvent(comment({ text: 'link' }))
    expect(calls).toEqual([])
    expect(outcome.runs[0]).toMatchObject({ status: 'skipped', reason: 'outside-24h-window' })
  })
})

describe('DM automations', () => {
  const pricing = automation(dmKeyword(['price', 'preço']), [
    {
      kind: 'send-dm',
      message: { text: 'Our prices:', quickReplies: [{ title: 'Plans', payload: 'PLANS' }], buttons: [] },
    },
  ])

  it('answers a keyword DM inside the window with text and quick replies', async () => {
    const { engine, calls } = setup([pricing])
    const event = dm({ text: 'What is the PRICE?' })
    await engine.handleEvent(event)
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        at: T0,
        accountId: ACCOUNT,
        recipientId: PERSON,
        message: { text: 'Our prices:', quickReplies: [{ title: 'Plans', payload: 'PLANS' }] },
        // Named by what caused it, so a ledger sends it once however often the event is run again.
        sendKey: `${ACCOUNT}:${event.dedupeKey}:${pricing.id}:1:0`,
      },
    ])
  })

  it('skips a DM whose person wrote more than 24 hours ago (a late delivery)', async () => {
    const { engine, calls } = setup([pricing])
    const outcome = await engine.handleEvent(dm({ text: 'price', timestamp: T0 - DAY_MS - 1 }))
    expect(calls).toEqual([])
    expect(outcome.runs[0]).toMatchObject({ status: 'skipped', reason: 'outside-24h-window' })
  })

  it('never answers an echo of the account’s own message', async () => {
    const { engine, calls } = setup([pricing])
    const outcome = await engine.handleEvent(echo({ text: 'the price is 10' }))
    expect(calls).toEqual([])
    expect(outcome.runs[0]).toMatchObject({ status: 'skipped', reason: 'echo' })
  })

  it('acts once on an event delivered twice', async () => {
    const { engine, calls } = setup([pricing])
    const event = dm({ text: 'price' })
    expect((await engine.handleEvent(event)).duplicate).toBe(false)
    const again = await engine.handleEvent({ ...event })
    expect(again).toMatchObject({ duplicate: true, runs: [] })
    expect(calls).toHaveLength(1)
  })

  it('ignores deleted messages, reactions and seen receipts', async () => {
    const { engine, calls } = setup([pricing])
    expect((await engine.handleEvent(dm({ text: 'price', isDeleted: true }))).ignored).toBe(true)
    expect(
      (
        await engine.handleEvent({
          kind: 'reaction',
          dedupeKey: 'r1',
          accountId: ACCOUNT,
          timestamp: T0,
          mid: 'm1',
          senderId: PERSON,
          action: 'react',
          emoji: '❤',
        })
      ).ignored,
    ).toBe(true)
    expect(calls).toEqual([])
  })

  it('welcomes a person on their first message only', async () => {
    const welcome = automation({ kind: 'welcome' }, [{ kind: 'send-dm', message: message('Welcome!') }])
    const { engine, calls } = setup([welcome])
    await engine.handleEvent(dm({ text: 'oi' }))
    await engine.handleEvent(dm({ text: 'tudo bem?' }))
    await engine.handleEvent(dm({ text: 'oi', senderId: '6700000000000002' }))
    expect(calls.map((call) => call.method === 'sendMessage' && call.recipientId)).toEqual([PERSON, '6700000000000002'])
  })

  it('answers story mentions, story replies and postback or quick-reply payloads', async () => {
    const mention = automation({ kind: 'story-mention' }, [
      { kind: 'send-dm', message: message('Thanks for the mention') },
    ])
    const reply = automation({ kind: 'story-reply', keywords: { keywords: [], mode: 'contains' } }, [
      { kind: 'send-dm', message: message('Glad you liked it') },
    ])
    const payload = automation({ kind: 'postback', payloads: ['PRICES'] }, [
      { kind: 'send-dm', message: message('Prices…') },
    ])
    const { engine, calls } = setup([mention, reply, payload])
    await engine.handleEvent(storyMention())
    await engine.handleEvent(storyReply())
    await engine.handleEvent(postback({ payload: 'PRICES' }))
    await engine.handleEvent(postback({ payload: 'OTHER' }))
    await engine.handleEvent(dm({ text: 'Prices', quickReplyPayload: 'PRICES' }))
    expect(calls.map((call) => (call.method === 'sendMessage' ? messageText(call.message) : call.method))).toEqual([
      'Thanks for the mention',
      'Glad you liked it',
      'Prices…',
      'Prices…',
    ])
  })

  it('runs matches by priority and stops after a match marked "stop after the first match"', async () => {
    const low = automation(dmKeyword(['promo']), [{ kind: 'send-dm', message: message('low') }], { priority: 1 })
    const high = automation(dmKeyword(['promo']), [{ kind: 'send-dm', message: message('high') }], {
      priority: 5,
      stopAfterFirstMatch: true,
    })
    const paused = automation(dmKeyword(['promo']), [{ kind: 'send-dm', message: message('paused') }], {
      priority: 9,
      status: 'paused',
    })
    const { engine, calls } = setup([low, high, paused])
    const outcome = await engine.handleEvent(dm({ text: 'promo?' }))
    expect(calls.map((call) => call.method === 'sendMessage' && messageText(call.message))).toEqual(['high'])
    expect(outcome.runs.map((run) => [run.automationId, run.status, run.reason])).toEqual([
      [high.id, 'sent', undefined],
      [low.id, 'skipped', 'stopped-by-higher-priority'],
    ])
  })

  it('tags the contact; the tag alone never makes a run "sent"', async () => {
    const tagger = automation(dmKeyword(['vip']), [
      { kind: 'send-dm', message: message('Welcome to the club') },
      { kind: 'tag-contact', tag: 'vip' },
    ])
    const { engine, store, calls } = setup([tagger])
    const outcome = await engine.handleEvent(dm({ text: 'vip' }))
    expect(store.getContact(ACCOUNT, PERSON)?.tags).toEqual(['vip'])
    expect(outcome.runs[0]).toMatchObject({ status: 'sent' })
    expect(calls).toHaveLength(1)

    const tagOnly = automation(dmKeyword(['gold']), [{ kind: 'tag-contact', tag: 'gold' }])
    const second = setup([tagOnly])
    const tagged = await second.engine.handleEvent(dm({ text: 'gold' }))
    expect(second.store.getContact(ACCOUNT, PERSON)?.tags).toEqual(['gold'])
    expect(tagged.runs[0]).toMatchObject({ status: 'skipped', reason: 'no-send-step' })
  })
})

describe('pacing and the durable queue', () => {
  const answer = automation(dmKeyword(['hi']), [{ kind: 'send-dm', message: message('hello!') }])

  it('queues DMs past the hourly pace and delivers them when the rolling hour allows', async () => {
    const { engine, calls, clock, store } = setup([answer], { policy: { dmsPerHour: 2 } })
    const people = ['p1', 'p2', 'p3']
    const outcomes = []
    for (const person of people) outcomes.push(await engine.handleEvent(dm({ text: 'hi', senderId: person })))
    expect(calls).toHaveLength(2)
    expect(outcomes[2]!.runs[0]).toMatchObject({ status: 'queued', reason: 'rate-limited-queued' })
    expect(engine.nextDueAt()).toBe(T0 + HOUR_MS)

    clock.advance(HOUR_MS - 1)
    await engine.drainQueue()
    expect(calls).toHaveLength(2)
    clock.advance(1)
    const drained = await engine.drainQueue()
    expect(drained).toMatchObject({ processed: 1, remaining: 0 })
    expect(calls[2]).toMatchObject({ method: 'sendMessage', recipientId: 'p3', at: T0 + HOUR_MS })
    expect(store.getRun(outcomes[2]!.runs[0]!.id)).toMatchObject({ status: 'sent' })
  })

  it('paces private replies at the per-hour limit', async () => {
    const reply = automation(commentKeyword(['link']), [{ kind: 'private-reply', message: message('link') }])
    const { engine, calls, clock } = setup([reply], { policy: { privateRepliesPerHour: 3 } })
    for (let index = 0; index < 5; index++) await engine.handleEvent(comment({ text: 'link', fromId: `p${index}` }))
    expect(calls).toHaveLength(3)
    clock.advance(HOUR_MS)
    await engine.drainQueue()
    expect(calls).toHaveLength(5)
  })

  it('keeps the queue in the store, so a new engine over the restored state delivers it', async () => {
    const { engine, calls, clock, store } = setup([answer], { policy: { dmsPerHour: 1 } })
    await engine.handleEvent(dm({ text: 'hi', senderId: 'p1' }))
    await engine.handleEvent(dm({ text: 'hi', senderId: 'p2' }))
    const restored = new InMemoryAutomationStore(JSON.parse(JSON.stringify(store.snapshot())))
    const later = fakeClient(clock.now)
    const reborn = new AutomationEngine({
      store: restored,
      client: later.client,
      now: clock.now,
      policy: { dmsPerHour: 1 },
    })
    clock.advance(HOUR_MS)
    await reborn.drainQueue()
    expect(calls).toHaveLength(1)
    expect(later.calls).toMatchObject([{ method: 'sendMessage', recipientId: 'p2' }])
  })

  it('fails a queued DM whose window closed while it waited, with the reason', async () => {
    const { engine, calls, clock, store } = setup([answer], { policy: { dmsPerHour: 1 } })
    await engine.handleEvent(dm({ text: 'hi', senderId: 'p1' }))
    const waiting = await engine.handleEvent(dm({ text: 'hi', senderId: 'p2', timestamp: T0 - DAY_MS + 30 * 60_000 }))
    expect(waiting.runs[0]).toMatchObject({ status: 'queued' })
    clock.advance(HOUR_MS)
    await engine.drainQueue()
    expect(calls).toHaveLength(1)
    expect(store.getRun(waiting.runs[0]!.id)).toMatchObject({ status: 'failed', reason: 'outside-24h-window' })
  })

  it('waits out a delay, then sends the remaining steps in order', async () => {
    const sequence = automation(dmKeyword(['hi']), [
      { kind: 'send-dm', message: message('one') },
      { kind: 'delay', seconds: 600 },
      { kind: 'send-dm', message: message('two') },
      { kind: 'tag-contact', tag: 'nurtured' },
    ])
    const { engine, calls, clock, store } = setup([sequence])
    const outcome = await engine.handleEvent(dm({ text: 'hi' }))
    expect(outcome.runs[0]).toMatchObject({ status: 'queued', reason: 'scheduled-after-delay' })
    expect(calls).toHaveLength(1)
    clock.advance(600_000)
    await engine.drainQueue()
    expect(calls.map((call) => call.method === 'sendMessage' && messageText(call.message))).toEqual(['one', 'two'])
    expect(store.getContact(ACCOUNT, PERSON)?.tags).toEqual(['nurtured'])
    expect(store.getRun(outcome.runs[0]!.id)).toMatchObject({ status: 'sent' })
  })

  it('holds later steps behind a step that is waiting for the pace, first in first out', async () => {
    const twoMessages = automation(dmKeyword(['hi']), [
      { kind: 'send-dm', message: message('first') },
      { kind: 'public-reply', variants: ['x'] },
      { kind: 'send-dm', message: message('second') },
    ])
    const { engine, calls, clock } = setup([twoMessages], { policy: { dmsPerHour: 1 } })
    await engine.handleEvent(dm({ text: 'hi', senderId: 'p1' }))
    const outcome = await engine.handleEvent(dm({ text: 'hi', senderId: 'p2' }))
    expect(outcome.runs[0]!.actions.map((action) => [action.status, action.reason])).toEqual([
      ['queued', 'rate-limited-queued'],
      ['skipped', 'needs-comment'],
      ['queued', 'waiting-for-previous-step'],
    ])
    for (let hour = 0; hour < 3; hour++) {
      clock.advance(HOUR_MS)
      await engine.drainQueue()
    }
    expect(
      calls.map((call) => call.method === 'sendMessage' && `${call.recipientId}:${messageText(call.message)}`),
    ).toEqual(['p1:first', 'p1:second', 'p2:first', 'p2:second'])
  })
})

describe('an account leaving the workspace', () => {
  it('drops its waiting steps, each saying why, and forgets its contacts', async () => {
    const sequence = automation(dmKeyword(['hi']), [
      { kind: 'send-dm', message: message('one') },
      { kind: 'delay', seconds: 600 },
      { kind: 'send-dm', message: message('two') },
      { kind: 'tag-contact', tag: 'lead' },
    ])
    const { engine, calls, clock, store } = setup([sequence])
    const outcome = await engine.handleEvent(dm({ text: 'hi' }))
    expect(store.getContact(ACCOUNT, PERSON)).toBeDefined()
    // The flow waits at its delay: the steps after it were never reached.
    expect(await engine.releaseAccount(ACCOUNT)).toBe(1)
    clock.advance(600_000)
    await engine.drainQueue()
    expect(calls).toHaveLength(1)
    expect(store.getContact(ACCOUNT, PERSON)).toBeUndefined()
    expect(store.getRun(outcome.runs[0]!.id)).toMatchObject({
      status: 'sent',
      actions: [
        { kind: 'send-dm', status: 'sent' },
        { kind: 'delay', status: 'skipped', reason: 'account-disconnected' },
      ],
    })
  })
})

describe('Graph errors', () => {
  const answer = automation(dmKeyword(['hi']), [{ kind: 'send-dm', message: message('hello!') }])

  it('records a permanent error as failed with the Graph error', async () => {
    const { engine, calls } = setup([answer], { respond: () => ({ ok: false, error: graphError(10, 2534022) }) })
    const outcome = await engine.handleEvent(dm({ text: 'hi' }))
    expect(calls).toHaveLength(1)
    expect(outcome.runs[0]).toMatchObject({ status: 'failed', reason: 'graph-error' })
    expect(outcome.runs[0]!.actions[0]!.error).toMatchObject({ code: 10, error_subcode: 2534022 })
    expect(engine.nextDueAt()).toBeUndefined()
  })

  it.each([1, 2, 4, 17, 613, 80002])('retries code %i with backoff through the queue', async (code) => {
    let failures = 2
    const { engine, calls, clock, store } = setup([answer], {
      respond: () => (failures-- > 0 ? { ok: false, error: graphError(code) } : { ok: true, id: 'm_ok' }),
    })
    const outcome = await engine.handleEvent(dm({ text: 'hi' }))
    expect(outcome.runs[0]).toMatchObject({ status: 'queued', reason: 'retry-scheduled' })
    const firstRetryAt = engine.nextDueAt()!
    clock.set(firstRetryAt)
    await engine.drainQueue()
    const secondRetryAt = engine.nextDueAt()!
    expect(secondRetryAt - firstRetryAt).toBeGreaterThan(firstRetryAt - T0)
    clock.set(secondRetryAt)
    await engine.drainQueue()
    expect(calls).toHaveLength(3)
    expect(store.getRun(outcome.runs[0]!.id)).toMatchObject({
      status: 'sent',
      actions: [{ attempts: 3, resultId: 'm_ok' }],
    })
  })

  it('retries an error flagged is_transient, and a thrown call, then gives up after the last attempt', async () => {
    let call = 0
    const { engine, calls, clock, store } = setup([answer], {
      policy: { maxAttempts: 3 },
      respond: () => {
        call += 1
        if (call === 1) throw new Error('socket hang up')
        return { ok: false, error: graphError(100, 33, true) }
      },
    })
    const outcome = await engine.handleEvent(dm({ text: 'hi' }))
    for (let step = 0; step < 5 && engine.nextDueAt() !== undefined; step++) {
      clock.set(engine.nextDueAt()!)
      await engine.drainQueue()
    }
    expect(calls).toHaveLength(3)
    expect(store.getRun(outcome.runs[0]!.id)).toMatchObject({
      status: 'failed',
      reason: 'graph-error',
      actions: [{ attempts: 3, error: { code: 100 } }],
    })
  })
})

describe('real webhook payloads', () => {
  it('answers a comment webhook and ignores the echo of its own DM', async () => {
    const reply = automation(commentKeyword(['info']), [{ kind: 'private-reply', message: message('Sent!') }])
    const hi = automation(dmKeyword(['info']), [{ kind: 'send-dm', message: message('Hi!') }])
    const { engine, calls } = setup([reply, hi])
    const parsed = parseWebhookPayload({
      object: 'instagram',
      entry: [
        {
          id: ACCOUNT,
          time: T0,
          changes: [
            {
              field: 'comments',
              value: {
                id: '17865799348089039',
                from: { id: PERSON, username: 'maria.silva' },
                text: 'INFO please',
                media: { id: '18000000000000001', media_product_type: 'REELS' },
              },
            },
          ],
        },
        {
          id: ACCOUNT,
          time: T0,
          messaging: [
            {
              sender: { id: ACCOUNT },
              recipient: { id: PERSON },
              timestamp: T0,
              message: { mid: 'aWdf-echo-1', text: 'info: see link', is_echo: true },
            },
          ],
        },
      ],
    })
    if (!parsed.ok) throw new Error(`parser rejected the payload: ${parsed.error}`)
    const outcomes = []
    for (const event of parsed.events) outcomes.push(await engine.handleEvent(event))
    expect(calls).toMatchObject([
      { method: 'sendPrivateReply', commentId: '17865799348089039', message: { text: 'Sent!' } },
    ])
    expect(outcomes.flatMap((outcome) => outcome.runs.map((run) => [run.eventKind, run.status, run.reason]))).toEqual([
      ['comment', 'sent', undefined],
      ['message', 'skipped', 'echo'],
    ])
  })
})
