import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { messageText, type SendResult } from '@/domain/automations/client'
import type { AutomationRun } from '@/domain/automations/runs'
import { MAX_EVENT_AGE_MS } from '@/domain/instagram/dedupe'
import { DAY_MS, HOUR_MS, type EnginePolicy } from '@/server/automations/policy'
import { engineWorld, type EngineCommand } from './engineHarness'
import { ACCOUNT, automation, comment, dm, echo, graphError, message, postback, storyMention } from './fixtures'

/**
 * Whatever events arrive, in whatever order, redelivered or late, and however time moves, the
 * engine keeps Instagram's rules and loses nothing. Limits are small so the pacing is exercised.
 */
const policy: Partial<EnginePolicy> = { dmsPerHour: 3, privateRepliesPerHour: 2, maxAttempts: 3 }
const PEOPLE = ['p1', 'p2', 'p3', 'p4']
const BAIT_REPLY = 'must never be sent'

const automations = [
  automation({ kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } }, [
    { kind: 'private-reply', message: message('pr-a') },
    { kind: 'public-reply', variants: ['thanks', 'sent!'] },
    { kind: 'send-dm', message: message('dm-after-comment') },
  ]),
  automation(
    {
      kind: 'comment-keyword',
      keywords: { keywords: ['link', 'price'], mode: 'contains' },
      media: { kind: 'selected', mediaIds: ['m1'] },
    },
    [{ kind: 'private-reply', message: message('pr-b') }],
  ),
  automation({ kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } }, [
    { kind: 'send-dm', message: message('price-1') },
    { kind: 'delay', seconds: 1800 },
    { kind: 'send-dm', message: message('price-2') },
    { kind: 'tag-contact', tag: 'lead' },
  ]),
  automation({ kind: 'welcome' }, [{ kind: 'send-dm', message: message('welcome') }], {
    priority: 5,
    stopAfterFirstMatch: true,
  }),
  automation({ kind: 'story-mention' }, [{ kind: 'send-dm', message: message('thanks-mention') }]),
  automation({ kind: 'postback', payloads: ['MORE'] }, [{ kind: 'send-dm', message: message('more') }]),
  // Only echoes and the account's own comments say "bait": anything answering them breaks a rule.
  automation({ kind: 'dm-keyword', keywords: { keywords: ['bait'], mode: 'contains' } }, [
    { kind: 'send-dm', message: message(BAIT_REPLY) },
  ]),
  automation({ kind: 'comment-keyword', keywords: { keywords: ['bait'], mode: 'contains' }, media: { kind: 'any' } }, [
    { kind: 'private-reply', message: message(BAIT_REPLY) },
    { kind: 'public-reply', variants: [BAIT_REPLY] },
  ]),
]

const person = fc.constantFrom(...PEOPLE)
const ageMs = fc.constantFrom(0, 60_000, 2 * HOUR_MS, 23 * HOUR_MS, 25 * HOUR_MS, 6 * DAY_MS, 8 * DAY_MS)
type Command =
  | { type: 'comment'; person: string; commentId: string; text: string; mediaId: string; ageMs: number; reply: boolean }
  | { type: 'own-comment'; commentId: string }
  | { type: 'dm'; person: string; text: string; ageMs: number }
  | { type: 'echo'; person: string }
  | { type: 'story-mention'; person: string }
  | { type: 'postback'; person: string; payload: string }
  | EngineCommand

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('comment' as const),
    person,
    commentId: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5', 'c6'),
    text: fc.constantFrom('link please', 'price?', 'nice', 'LINK'),
    mediaId: fc.constantFrom('m1', 'm2'),
    ageMs,
    reply: fc.boolean(),
  }),
  fc.record({ type: fc.constant('own-comment' as const), commentId: fc.constantFrom('own1', 'own2') }),
  fc.record({
    type: fc.constant('dm' as const),
    person,
    text: fc.constantFrom('hi', 'price please', 'what is the PRICE'),
    ageMs,
  }),
  fc.record({ type: fc.constant('echo' as const), person }),
  fc.record({ type: fc.constant('story-mention' as const), person }),
  fc.record({ type: fc.constant('postback' as const), person, payload: fc.constantFrom('MORE', 'OTHER') }),
  fc.record({ type: fc.constant('redeliver' as const), pick: fc.nat() }),
  fc.record({
    type: fc.constant('advance' as const),
    ms: fc.constantFrom(1000, 10 * 60_000, 40 * 60_000, HOUR_MS, 5 * HOUR_MS, 25 * HOUR_MS),
  }),
  fc.record({ type: fc.constant('drain' as const) }),
  fc.record({ type: fc.constant('restart' as const) }),
)

const response: fc.Arbitrary<SendResult> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<SendResult>({ ok: true, id: 'm_ok' }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(1, 2, 4, 17, 613, 80002)
      .map((code): SendResult => ({ ok: false, error: graphError(code) })),
  },
  { weight: 1, arbitrary: fc.constant<SendResult>({ ok: false, error: graphError(10, 2534022) }) },
)

/**
 * fast-check's counterexample (seed -176200104, path "5:3:1:7:9:12:12:12:9"): a story mention, 50
 * hours pass, the same event is redelivered. The engine had forgotten it after its 48-hour
 * de-duplication window and answered it again. It now never acts on an event older than Meta ever
 * redelivers (36 hours and a little clock skew), which the window always covers.
 */
const REDELIVERED_AFTER_50_HOURS: [Command[], SendResult[]] = [
  [
    { type: 'story-mention', person: 'p1' },
    { type: 'advance', ms: 90_000_000 },
    { type: 'advance', ms: 90_000_000 },
    { type: 'redeliver', pick: 0 },
    { type: 'drain' },
  ],
  [{ ok: false, error: { code: 1, error_subcode: undefined, is_transient: false, message: '(#1) scripted error' } }],
]

/**
 * fast-check's counterexample (seed 122171410, path "97:4:5:6:6:6:6:7:9:9"): the hour's DMs used
 * up, a "price" DM's first message waits for a slot while its flow's 30-minute wait comes due
 * first. The timer waited behind the send it was queued after, and the queue never drained. A
 * timer now fires when due; what it sends next queues behind the waiting send itself.
 */
const TIMER_BEHIND_A_PACED_SEND: [Command[], SendResult[]] = [
  [
    { type: 'story-mention', person: 'p4' },
    { type: 'comment', person: 'p4', commentId: 'c1', text: 'link please', mediaId: 'm1', ageMs: 0, reply: false },
    { type: 'story-mention', person: 'p2' },
    { type: 'dm', person: 'p2', text: 'price please', ageMs: 0 },
  ],
  [{ ok: true, id: 'm_ok' }],
]

/**
 * fast-check's counterexample (seed -583285935, path "87:2:0:3:6:6:6:7:7:7"): a person asks the
 * price twice while the price flow waits its 30 minutes. One person is in one place of a flow, so
 * the second ask starts it again and the first wait ends as "started again" (docs/product.md):
 * the property had still expected every queued step to be sent or done.
 */
const PRICE_ASKED_TWICE: [Command[], SendResult[]] = [
  [
    { type: 'story-mention', person: 'p3' },
    { type: 'dm', person: 'p3', text: 'what is the PRICE', ageMs: 0 },
    { type: 'dm', person: 'p3', text: 'price please', ageMs: 0 },
  ],
  [{ ok: true, id: 'm_ok' }],
]

/**
 * fast-check's counterexample (seed 272971542, path "18:4:3:7:9:9:10:10:13:16:17:18:18:16:1:12"):
 * after a restart five hours on, one pass fired the price flow's timer (its next send queued behind
 * the first, still waiting) and then put that first send off for the hour's pace. The next send
 * stayed due now behind a send due later, so every pass skipped it and the queue never drained. A
 * due step behind a later one now takes that one's time.
 */
const NEXT_SEND_BEHIND_A_PUT_OFF_ONE: [Command[], SendResult[]] = [
  [
    { type: 'story-mention', person: 'p1' },
    { type: 'dm', person: 'p3', text: 'hi', ageMs: 0 },
    { type: 'postback', person: 'p1', payload: 'MORE' },
    { type: 'dm', person: 'p1', text: 'what is the PRICE', ageMs: 0 },
    { type: 'advance', ms: 18_000_000 },
    { type: 'restart' },
  ],
  [{ ok: false, error: { code: 1, error_subcode: undefined, is_transient: false, message: '(#1) scripted error' } }],
]

function rollingHourMax(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b)
  let max = 0
  let start = 0
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[start]! <= sorted[end]! - HOUR_MS) start++
    max = Math.max(max, end - start + 1)
  }
  return max
}

describe('automation engine properties', () => {
  it('keeps every platform rule and drains its queue for any events and time advances', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 40 }),
        fc.array(response, { minLength: 1, maxLength: 20 }),
        async (commands, responses) => {
          const queuedActions = new Set<string>()
          let runsRecorded = 0
          const staleEventsActedOn: string[] = []
          const world = engineWorld({
            automations: () => automations,
            answers: responses,
            random: () => 0.7,
            policy,
            // The clock stands still while an event is handled: its age is the one it arrived with.
            onHandled: (event, outcome) => {
              const tooOld = world.clock.now() - event.timestamp > MAX_EVENT_AGE_MS
              if (tooOld && (outcome.runs.length > 0 || !outcome.stale)) staleEventsActedOn.push(event.dedupeKey)
              runsRecorded += outcome.runs.length
              for (const run of outcome.runs)
                for (const action of run.actions)
                  if (action.status === 'queued') queuedActions.add(`${run.id}:${action.index}`)
            },
          })

          for (const step of commands) {
            const now = world.clock.now()
            switch (step.type) {
              case 'comment':
                await world.deliverComment(step.commentId, () =>
                  comment({
                    commentId: step.commentId,
                    fromId: step.person,
                    text: step.text,
                    mediaId: step.mediaId,
                    timestamp: now - step.ageMs,
                    parentId: step.reply ? 'c0' : undefined,
                  }),
                )
                break
              case 'own-comment':
                await world.deliver(
                  comment({
                    commentId: `${step.commentId}-${now}`,
                    fromId: ACCOUNT,
                    fromUsername: 'shop',
                    text: 'bait link price',
                  }),
                )
                break
              case 'dm':
                await world.deliver(dm({ senderId: step.person, text: step.text, timestamp: now - step.ageMs }))
                break
              case 'echo':
                await world.deliver(echo({ recipientId: step.person, text: 'bait price link', timestamp: now }))
                break
              case 'story-mention':
                await world.deliver(storyMention({ senderId: step.person, timestamp: now }))
                break
              case 'postback':
                await world.deliver(postback({ senderId: step.person, payload: step.payload, timestamp: now }))
                break
              default:
                await world.play(step)
            }
          }
          await world.drainAll()
          const { calls, store, violations } = world

          const runs: AutomationRun[] = store.runs()
          // Every run is kept (no id collision, even across restarts).
          expect(runs).toHaveLength(runsRecorded)
          // Never outside the window, never a too-old private reply.
          expect(violations).toEqual([])
          // Nothing older than Meta's redelivery horizon is acted on.
          expect(staleEventsActedOn).toEqual([])
          // Never answers an echo or the account's own comment.
          expect(
            calls.filter(
              (call) => (call.method === 'replyToComment' ? call.text : messageText(call.message)) === BAIT_REPLY,
            ),
          ).toEqual([])
          // Never two private replies to one comment.
          const privateReplies = calls.filter((call) => call.method === 'sendPrivateReply')
          const successfulPerComment = new Map<string, number>()
          runs
            .flatMap((run) =>
              run.actions
                .filter((action) => action.kind === 'private-reply' && action.attempts > 0)
                .map(() => run.commentId!),
            )
            .forEach((id) => {
              successfulPerComment.set(id, (successfulPerComment.get(id) ?? 0) + 1)
            })
          for (const count of successfulPerComment.values()) expect(count).toBe(1)
          expect(new Set(privateReplies.map((call) => call.commentId)).size).toBe(successfulPerComment.size)
          // A redelivered event acts once: one run per event and automation.
          const runKeys = runs.map((run) => `${run.eventKey}|${run.automationId}`)
          expect(new Set(runKeys).size).toBe(runKeys.length)
          // Every call belongs to a recorded action; retries stay within the attempts allowed.
          expect(runs.flatMap((run) => run.actions).reduce((sum, action) => sum + action.attempts, 0)).toBe(
            calls.length,
          )
          for (const action of runs.flatMap((run) => run.actions))
            expect(action.attempts).toBeLessThanOrEqual(policy.maxAttempts!)
          // The hourly limits hold in every rolling hour.
          expect(
            rollingHourMax(calls.filter((call) => call.method === 'sendMessage').map((call) => call.at)),
          ).toBeLessThanOrEqual(policy.dmsPerHour!)
          expect(rollingHourMax(privateReplies.map((call) => call.at))).toBeLessThanOrEqual(
            policy.privateRepliesPerHour!,
          )
          // Nothing is dropped: once drained, every accepted send ended sent or failed.
          expect(store.queued()).toEqual([])
          for (const run of runs) {
            expect(run.status).not.toBe('queued')
            for (const action of run.actions) {
              expect(action.status).not.toBe('queued')
              if (!queuedActions.has(`${run.id}:${action.index}`)) continue
              if (action.status === 'skipped') {
                // Only a newer start of the same automation by the same person may take its place.
                expect(action.reason).toBe('restarted')
                expect(
                  runs.some(
                    (later) =>
                      later.id !== run.id &&
                      later.automationId === run.automationId &&
                      later.contactId === run.contactId &&
                      later.createdAt >= run.createdAt,
                  ),
                ).toBe(true)
              } else expect(['sent', 'failed', 'done']).toContain(action.status)
            }
          }
        },
      ),
      {
        numRuns: 150,
        examples: [
          REDELIVERED_AFTER_50_HOURS,
          TIMER_BEHIND_A_PACED_SEND,
          PRICE_ASKED_TWICE,
          NEXT_SEND_BEHIND_A_PUT_OFF_ONE,
        ],
      },
    )
  })
})
