import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { messageText, type SendResult } from '@/domain/automations/client'
import { DAY_MS, HOUR_MS } from '@/server/automations/policy'
import { engineWorld, flowAutomations, type EngineCommand } from './engineHarness'
import { comment, dm, graphError, postback, type ClientCall } from './fixtures'
import { flowGraph } from './flow/flowArbitraries'

/**
 * The engine running random flows for random people: whatever they comment, reply and tap, however
 * often Instagram redelivers, however time passes, whether the process restarts or the automation
 * is published again mid-conversation, Instagram's rules hold at the Send API, each send goes out
 * once, each person runs one version of a flow at a time, and the queue always drains.
 */
const PEOPLE = ['p1', 'p2', 'p3']

type Command =
  | { type: 'comment'; person: string; commentId: string; topLevel: boolean; ageMs: number }
  | { type: 'reply'; person: string; text: string }
  | { type: 'tap'; person: string; pick: number }
  | { type: 'publish'; automation: number }
  | EngineCommand

const person = fc.constantFrom(...PEOPLE)
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('comment' as const),
    person,
    commentId: fc.constantFrom('c1', 'c2', 'c3'),
    topLevel: fc.boolean(),
    ageMs: fc.constantFrom(0, HOUR_MS, 8 * DAY_MS),
  }),
  fc.record({
    type: fc.constant('reply' as const),
    person,
    text: fc.constantFrom('price please', 'menu', 'a@b.co', '+33612345678', '12', 'nope'),
  }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant('tap' as const), person, pick: fc.nat() }) },
  fc.record({ type: fc.constant('redeliver' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('advance' as const), ms: fc.constantFrom(60_000, HOUR_MS, 23 * HOUR_MS, 2 * DAY_MS) }),
  fc.record({ type: fc.constant('drain' as const) }),
  fc.record({ type: fc.constant('restart' as const) }),
  fc.record({ type: fc.constant('publish' as const), automation: fc.nat() }),
)

const response: fc.Arbitrary<SendResult> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<SendResult>({ ok: true, id: 'm_ok' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(2, 4, 613).map((code): SendResult => ({ ok: false, error: graphError(code) })),
  },
)

/** The payloads of the buttons and quick replies last sent to each person: what they can tap. */
function tappable(calls: readonly ClientCall[], recipient: string): string[] {
  const payloads: string[] = []
  for (const call of calls) {
    if (call.method === 'replyToComment') continue
    const to = call.method === 'sendMessage' ? call.recipientId : undefined
    if (to !== undefined && to !== recipient) continue
    const message = call.message
    payloads.push(...(message.quickReplies ?? []).map((reply) => reply.payload))
    if ('buttons' in message)
      for (const button of message.buttons ?? []) if (button.type === 'postback') payloads.push(button.payload)
    if ('cards' in message)
      for (const card of message.cards)
        for (const button of card.buttons ?? []) if (button.type === 'postback') payloads.push(button.payload)
  }
  return payloads
}

describe('the engine running flows', () => {
  it(
    'keeps Instagram’s rules, sends each message once and each person on one version, for any flows and events',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(flowGraph, { minLength: 1, maxLength: 2 }),
          fc.array(command, { minLength: 1, maxLength: 30 }),
          fc.array(response, { minLength: 1, maxLength: 10 }),
          async (graphs, commands, responses) => {
            const versions = graphs.map(() => 1)
            const sentKeys = new Map<string, number>()
            const followers = new Set(['p2'])
            const world = engineWorld({
              automations: () => flowAutomations(graphs, versions),
              answers: responses,
              random: () => 0.4,
              follows: (contactId) => followers.has(contactId),
              onCall: (call, answer) => {
                if (answer.ok && call.method !== 'replyToComment') {
                  const key = `${call.method}:${(call as { sendKey?: string }).sendKey ?? messageText(call.message)}`
                  sentKeys.set(key, (sentKeys.get(key) ?? 0) + 1)
                }
              },
            })
            const { calls, violations } = world
            const versionOfRun = new Map<string, number>()
            const checkSessions = () => {
              for (const session of world.store.sessions()) {
                const known = versionOfRun.get(session.runId)
                if (known !== undefined && known !== session.version)
                  violations.push(`run ${session.runId} changed version`)
                versionOfRun.set(session.runId, session.version)
              }
            }

            for (const step of commands) {
              const now = world.clock.now()
              switch (step.type) {
                case 'comment':
                  await world.deliverComment(step.commentId, () =>
                    comment({
                      commentId: step.commentId,
                      fromId: step.person,
                      text: 'menu please',
                      timestamp: now - step.ageMs,
                      parentId: step.topLevel ? undefined : 'c0',
                    }),
                  )
                  break
                case 'reply':
                  await world.deliver(dm({ senderId: step.person, text: step.text, timestamp: now }))
                  break
                case 'tap': {
                  const options = tappable(calls, step.person)
                  if (options.length === 0) break
                  await world.deliver(
                    postback({ senderId: step.person, payload: options[step.pick % options.length]!, timestamp: now }),
                  )
                  break
                }
                case 'publish':
                  versions[step.automation % versions.length]! += 1
                  world.engine.setAutomations(flowAutomations(graphs, versions))
                  break
                default:
                  await world.play(step)
              }
              checkSessions()
            }
            await world.drainAll(checkSessions)
            const { store } = world

            expect(violations).toEqual([])
            // Each send (named by its key) reached Instagram once at most, retries and redeliveries included.
            for (const [key, count] of sentKeys) expect(count, key).toBe(1)
            // One private reply per comment.
            const privateReplies = calls.filter((call) => call.method === 'sendPrivateReply')
            const perComment = new Map<string, number>()
            for (const call of privateReplies) perComment.set(call.commentId, (perComment.get(call.commentId) ?? 0) + 1)
            const succeeded = store
              .runs()
              .flatMap((run) =>
                run.actions.filter((entry) => entry.kind === 'private-reply' && entry.status === 'sent'),
              )
            expect(succeeded.length).toBeLessThanOrEqual(world.commentedAt.size)
            // A person is in a flow once: one session per person and automation.
            const sessions = store.sessions().map((session) => `${session.contactId}:${session.automationId}`)
            expect(new Set(sessions).size).toBe(sessions.length)
          },
        ),
        { numRuns: 120 },
      )
    },
  )
})
