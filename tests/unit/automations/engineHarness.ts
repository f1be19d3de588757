import type { SendResult } from '@/domain/automations/client'
import type { FlowGraph } from '@/domain/automations/flow/model'
import type { Automation, AutomationTrigger } from '@/domain/automations/model'
import type { CommentEvent, InstagramEvent } from '@/domain/instagram/events'
import { AutomationEngine, type EventOutcome } from '@/server/automations/engine'
import { DAY_MS, type EnginePolicy } from '@/server/automations/policy'
import { InMemoryAutomationStore, type AutomationStateSnapshot } from '@/server/automations/store'
import { ACCOUNT, fakeClient, fakeClock, type ClientCall } from './fixtures'

/**
 * What the engine's property tests share: an engine over a fake Send API and a fake clock that
 * survives restarts, run until nothing is due, with Instagram's rules on what it sends checked call
 * by call. Each test brings its own automations, events and properties.
 */

/** What happens besides the test's own events: Instagram redelivers, time passes, the queue drains, the process restarts. */
export type EngineCommand =
  | { type: 'redeliver'; pick: number }
  | { type: 'advance'; ms: number }
  | { type: 'drain' }
  /** A new engine over the persisted state: the queue must survive. */
  | { type: 'restart' }

export interface EngineWorldOptions {
  automations: () => Automation[]
  /** Instagram's answers to the calls, in turn, over and over. */
  answers: readonly SendResult[]
  random: () => number
  policy?: Partial<EnginePolicy>
  /** Whom the account's followers are; without it the client cannot tell. */
  follows?: (contactId: string) => boolean
  /** Each call to the Send API, with the answer it gets. */
  onCall?: (call: ClientCall, answer: SendResult) => void
  /** Each event the engine handled, with what it did. */
  onHandled?: (event: InstagramEvent, outcome: EventOutcome) => void
}

const NEVER_DRAINS_AFTER = 20_000

export function engineWorld(options: EngineWorldOptions) {
  const clock = fakeClock()
  let store = new InMemoryAutomationStore()
  // What the test itself knows: when each person last wrote, and when each comment was made.
  const lastInbound = new Map<string, number>()
  const commentedAt = new Map<string, number>()
  /** Every send that broke Instagram's rules, as it reached the Send API. */
  const violations: string[] = []
  let callIndex = 0
  const { client, calls } = fakeClient(clock.now, (call) => {
    if (call.method === 'sendMessage') {
      const last = lastInbound.get(call.recipientId)
      if (last === undefined || call.at - last > DAY_MS)
        violations.push(`DM to ${call.recipientId} outside the window at ${call.at}`)
    }
    if (call.method === 'sendPrivateReply') {
      const at = commentedAt.get(call.commentId)
      if (at === undefined || call.at - at > 7 * DAY_MS) violations.push(`private reply to ${call.commentId} too old`)
    }
    const answer = options.answers[callIndex++ % options.answers.length]!
    options.onCall?.(call, answer)
    return answer
  })
  const { follows } = options
  const startEngine = () => {
    const started = new AutomationEngine({
      store,
      client: follows ? { ...client, followsAccount: async ({ contactId }) => follows(contactId) } : client,
      now: clock.now,
      random: options.random,
      policy: options.policy,
    })
    started.setAutomations(options.automations())
    return started
  }
  let engine = startEngine()

  const delivered: InstagramEvent[] = []
  const deliver = async (event: InstagramEvent): Promise<EventOutcome> => {
    delivered.push(event)
    const wrote =
      (event.kind === 'message' && !event.isEcho) || event.kind === 'story_mention' || event.kind === 'postback'
    if (wrote) lastInbound.set(event.senderId, Math.max(lastInbound.get(event.senderId) ?? -Infinity, event.timestamp))
    if (event.kind === 'comment' && !commentedAt.has(event.commentId)) commentedAt.set(event.commentId, event.timestamp)
    const outcome = await engine.handleEvent(event)
    options.onHandled?.(event, outcome)
    return outcome
  }

  return {
    clock,
    calls,
    violations,
    /** When each comment the engine was given was made. */
    commentedAt: commentedAt as ReadonlyMap<string, number>,
    get engine() {
      return engine
    },
    get store() {
      return store
    },
    deliver,
    /** A comment id is one comment: a second use of it redelivers the first. */
    deliverComment(commentId: string, make: () => CommentEvent) {
      const original = delivered.find((event) => event.kind === 'comment' && event.commentId === commentId)
      return deliver(original ?? make())
    },
    async play(command: EngineCommand) {
      switch (command.type) {
        case 'redeliver':
          if (delivered.length > 0) await deliver(delivered[command.pick % delivered.length]!)
          break
        case 'advance':
          clock.advance(command.ms)
          break
        case 'drain':
          await engine.drainQueue()
          break
        case 'restart':
          store = new InMemoryAutomationStore(JSON.parse(JSON.stringify(store.snapshot())) as AutomationStateSnapshot)
          engine = startEngine()
          break
      }
    },
    /** Runs the engine until no step is due, moving the clock to each one; `afterEachPass` looks in between. */
    async drainAll(afterEachPass?: () => void) {
      for (let passes = 0; engine.nextDueAt() !== undefined; passes++) {
        if (passes > NEVER_DRAINS_AFTER) throw new Error('queue never drained')
        clock.set(Math.max(clock.now(), engine.nextDueAt()!))
        await engine.drainQueue()
        afterEachPass?.()
      }
    },
  }
}

const FLOW_TRIGGERS: AutomationTrigger[] = [
  { kind: 'comment-keyword', keywords: { keywords: ['menu'], mode: 'contains' }, media: { kind: 'any' } },
  { kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } },
]

/**
 * Waits as a published flow has them (an hour at least here), so timers come due while people
 * write: a flow may loop through a wait, and the engine keeps it going until its person has been
 * silent for a week.
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

/** Random flows published as automations: started by a comment saying "menu" and a DM saying "price", in turn. */
export function flowAutomations(graphs: FlowGraph[], versions: readonly number[] = graphs.map(() => 1)): Automation[] {
  return graphs.map((flow, index) => ({
    id: `flow-${index}`,
    name: `Flow ${index}`,
    accountId: ACCOUNT,
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger: FLOW_TRIGGERS[index % FLOW_TRIGGERS.length]!,
    flow: withHourlyWaits(flow),
    version: versions[index]!,
    createdAt: 0,
    updatedAt: 0,
  }))
}
