import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { messageText, type SendResult } from '@/domain/automations/client'
import type { FlowGraph } from '@/domain/automations/flow/model'
import type { Automation, AutomationTrigger } from '@/domain/automations/model'
import type { InstagramEvent } from '@/domain/instagram/events'
import { AutomationEngine } from '@/server/automations/engine'
import { DAY_MS, HOUR_MS } from '@/server/automations/policy'
import { InMemoryAutomationStore } from '@/server/automations/store'
import { ACCOUNT, comment, dm, fakeClient, fakeClock, graphError, postback, type ClientCall } from './fixtures'
import { flowGraph } from './flow/flowArbitraries'

/**
 * The engine running random flows for random people: whatever they comment, reply and tap, however
 * often Instagram redelivers, however time passes, whether the process restarts or the automation
 * is published again mid-conversation, Instagram's rules hold at the Send API, each send goes out
 * once, each person runs one version of a flow at a time, and the queue always drains.
 */
const PEOPLE = ['p1', 'p2', 'p3']
const TRIGGERS: AutomationTrigger[] = [
  { kind: 'comment-keyword', keywords: { keywords: ['menu'], mode: 'contains' }, media: { kind: 'any' } },
  { kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } },
]

type Command =
  | { type: 'comment'; person: string; commentId: string; topLevel: boolean; ageMs: number }
  | { type: 'reply'; person: string; text: string }
  | { type: 'tap'; person: string; pick: number }
  | { type: 'redeliver'; pick: number }
  | { type: 'advance'; ms: number }
  | { type: 'drain' }
  | { type: 'restart' }
  | { type: 'publish'; automation: number }

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

/**
 * Waits as a published flow has them (an hour here): a flow may loop through a wait, and the
 * engine keeps it going until its person has been silent for a week.
 */
function withHourlyWaits(flow: FlowGraph): FlowGraph {
  const steps = Object.fromEntries(
    Object.entries(flow.steps).map(([id, step]) => {
      if (step.kind === 'wait') return [id, { ...step, seconds: Math.max(step.seconds, 3600) }]
      if (step.kind === 'wait-reply' || step.kind === 'ask')
        return [id, { ...step, timeoutSeconds: Math.max(step.timeoutSeconds, 3600) }]
      return [id, step]
    }),
  )
  return { ...flow, steps }
}

function automationsOf(graphs: FlowGraph[], versions: number[]): Automation[] {
  return graphs.map((flow, index) => ({
    id: `flow-${index}`,
    name: `Flow ${index}`,
    accountId: ACCOUNT,
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger: TRIGGERS[index % TRIGGERS.length]!,
    flow: withHourlyWaits(flow),
    version: versions[index]!,
    createdAt: 0,
    updatedAt: 0,
  }))
}

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
            const clock = fakeClock()
            let store = new InMemoryAutomationStore()
            const versions = graphs.map(() => 1)
            const lastInbound = new Map<string, number>()
            const commentAt = new Map<string, number>()
            const violations: string[] = []
            const sentKeys = new Map<string, number>()
            let callIndex = 0
            const { client, calls } = fakeClient(clock.now, (call) => {
              if (call.method === 'sendMessage') {
                const last = lastInbound.get(call.recipientId)
                if (last === undefined || call.at - last > DAY_MS)
                  violations.push(`DM to ${call.recipientId} outside the window`)
              }
              if (call.method === 'sendPrivateReply') {
                const at = commentAt.get(call.commentId)
                if (at === undefined || call.at - at > 7 * DAY_MS)
                  violations.push(`private reply to ${call.commentId} too old`)
              }
              const result = responses[callIndex++ % responses.length]!
              if (result.ok && call.method !== 'replyToComment') {
                const key = `${call.method}:${(call as { sendKey?: string }).sendKey ?? messageText(call.message)}`
                sentKeys.set(key, (sentKeys.get(key) ?? 0) + 1)
              }
              return result
            })
            const followers = new Set(['p2'])
            const startEngine = () => {
              const engine = new AutomationEngine({
                store,
                client: { ...client, followsAccount: async ({ contactId }) => followers.has(contactId) },
                now: clock.now,
                random: () => 0.4,
              })
              engine.setAutomations(automationsOf(graphs, versions))
              return engine
            }
            let engine = startEngine()
            const delivered: InstagramEvent[] = []
            const versionOfRun = new Map<string, number>()
            const deliver = async (event: InstagramEvent) => {
              delivered.push(event)
              if (event.kind === 'message' || event.kind === 'postback')
                lastInbound.set(event.senderId, Math.max(lastInbound.get(event.senderId) ?? -Infinity, event.timestamp))
              if (event.kind === 'comment' && !commentAt.has(event.commentId))
                commentAt.set(event.commentId, event.timestamp)
              await engine.handleEvent(event)
            }
            const checkSessions = () => {
              for (const session of store.sessions()) {
                const known = versionOfRun.get(session.runId)
                if (known !== undefined && known !== session.version)
                  violations.push(`run ${session.runId} changed version`)
                versionOfRun.set(session.runId, session.version)
              }
            }

            for (const step of commands) {
              const now = clock.now()
              switch (step.type) {
                case 'comment': {
                  const original = delivered.find(
                    (event) => event.kind === 'comment' && event.commentId === step.commentId,
                  )
                  await deliver(
                    original ??
                      comment({
                        commentId: step.commentId,
                        fromId: step.person,
                        text: 'menu please',
                        timestamp: now - step.ageMs,
                        parentId: step.topLevel ? undefined : 'c0',
                      }),
                  )
                  break
                }
                case 'reply':
                  await deliver(dm({ senderId: step.person, text: step.text, timestamp: now }))
                  break
                case 'tap': {
                  const options = tappable(calls, step.person)
                  if (options.length === 0) break
                  await deliver(
                    postback({ senderId: step.person, payload: options[step.pick % options.length]!, timestamp: now }),
                  )
                  break
                }
                case 'redeliver':
                  if (delivered.length > 0) await deliver(delivered[step.pick % delivered.length]!)
                  break
                case 'advance':
                  clock.advance(step.ms)
                  break
                case 'drain':
                  await engine.drainQueue()
                  break
                case 'restart':
                  store = new InMemoryAutomationStore(JSON.parse(JSON.stringify(store.snapshot())))
                  engine = startEngine()
                  break
                case 'publish':
                  versions[step.automation % versions.length]! += 1
                  engine.setAutomations(automationsOf(graphs, versions))
                  break
              }
              checkSessions()
            }
            for (let guard = 0; engine.nextDueAt() !== undefined; guard++) {
              if (guard > 20_000) throw new Error('queue never drained')
              clock.set(Math.max(clock.now(), engine.nextDueAt()!))
              await engine.drainQueue()
              checkSessions()
            }

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
            expect(succeeded.length).toBeLessThanOrEqual(commentAt.size)
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
