import { isTooOldToAct } from '@/domain/instagram/dedupe'
import type { InstagramEvent, StandbyEvent } from '@/domain/instagram/events'
import { parseTapPayload } from '@/domain/automations/flow/model'
import { resume, start } from '@/domain/automations/flow/interpreter'
import type {
  FlowContact,
  FlowFacts,
  FlowInput,
  FlowResult,
  FlowSession,
  PublishedFlow,
  SegmentRule,
} from '@/domain/automations/flow/session'
import type { InstagramSendClient } from '@/domain/automations/client'
import type { Automation } from '@/domain/automations/model'
import { automationHold, pausedState, resumedState, type AutomationHold } from '@/domain/automations/handover'
import { optOutAfter } from '@/domain/automations/optOut'
import { withInteraction } from '@/domain/contacts/interaction'
import { runStatus } from '@/domain/automations/runStatus'
import type { AutomationRun, QueuedStep, RunReason } from '@/domain/automations/runs'
import { AutomationIndex } from './automationIndex'
import { Delivery } from './delivery'
import { describeEvent, type EventContext } from './eventContext'
import type { LinkTracker } from './flowEntries'
import { FlowRunRecorder } from './flowRunRecorder'
import { HOUR_MS, resolvePolicy, type EnginePolicy } from './policy'
import type { AutomationStateStore, ContactState } from './store'

export interface AutomationEngineDeps {
  store: AutomationStateStore
  client: InstagramSendClient
  now: () => number
  /** Picks public-reply variants and split branches; `Math.random` unless a test injects its own. */
  random?: () => number
  newId?: () => string
  policy?: Partial<EnginePolicy>
  /** The workspace's time zone, for time-of-day conditions that name none. */
  timeZone?: string
  /** Leads link buttons through the app's redirect, which counts clicks; links go as they are without it. */
  trackLink?: LinkTracker
}

export interface EventOutcome {
  eventKey: string
  /** Already processed (a webhook redelivery): nothing was done. */
  duplicate: boolean
  /**
   * A kind the engine does not act on (reaction, seen receipt, mention, deleted message, an item
   * of a conversation another app holds).
   */
  ignored: boolean
  /**
   * It happened longer ago than Meta ever redelivers (`maxEventAgeMs`): nothing was done. The
   * engine only remembers events for `dedupeRetentionMs`, so it could not tell such an event
   * from one it already answered, and answering days late would be wrong anyway.
   */
  stale: boolean
  /** Runs the event started, and runs of flows it moved on (a reply, a tap). */
  runs: AutomationRun[]
}

export interface DrainOutcome {
  /** Queued steps handled (sent, failed, rescheduled, or a flow's timer). */
  processed: number
  remaining: number
  nextDueAt?: number
}

/** A flow's "go to another flow" may chain; past this many in one go, it stops. */
const MAX_FLOW_HOPS = 4
/** A person's place in a flow is forgotten after this long without a move: nobody answers a week late. */
const SESSION_IDLE_MS = 7 * 24 * HOUR_MS

/**
 * Answers Instagram events with the user's automations while keeping Instagram's rules: no
 * answer to echoes or the account's own comments, DMs only inside the 24-hour window, one private
 * reply per comment within 7 days, hourly pacing with a durable queue instead of drops, and one
 * action per event however often it is delivered. Each automation is a flow: the interpreter
 * moves a person through it (`src/domain/automations/flow`), the engine keeps where they are,
 * carries out what the interpreter asks and resumes it on their reply, their tap or a timer.
 * Every decision is recorded as a run.
 *
 * Work is serialised (one event or queue drain at a time) so rate counters and claims stay exact.
 */
export class AutomationEngine {
  private readonly store: AutomationStateStore
  private readonly client: InstagramSendClient
  private readonly now: () => number
  private readonly random: () => number
  private readonly newId: () => string
  private readonly timeZone: string
  readonly policy: EnginePolicy
  private readonly delivery: Delivery
  private readonly recorder: FlowRunRecorder
  private index = new AutomationIndex([])
  private automations = new Map<string, Automation>()
  private segments: readonly SegmentRule[] = []
  private work: Promise<unknown> = Promise.resolve()
  private lastPruneAt = -Infinity

  constructor(deps: AutomationEngineDeps) {
    this.store = deps.store
    this.client = deps.client
    this.now = deps.now
    this.random = deps.random ?? Math.random
    // The sequence lives in the store, so ids stay unique across restarts of the engine.
    this.newId = deps.newId ?? (() => `run-${this.store.nextSeq().toString(36)}`)
    this.timeZone = deps.timeZone ?? 'UTC'
    this.policy = resolvePolicy(deps.policy)
    this.delivery = new Delivery(this.store, this.client, this.policy)
    this.recorder = new FlowRunRecorder(this.store, this.delivery, deps.trackLink)
  }

  /** Replaces the automations the engine answers with (paused ones are ignored). */
  setAutomations(automations: readonly Automation[]): void {
    this.index = new AutomationIndex(automations)
    this.automations = new Map(automations.map((automation) => [automation.id, automation]))
  }

  /** Replaces the workspace's contact segments its flows' conditions may test. */
  setSegments(segments: readonly SegmentRule[]): void {
    this.segments = segments
  }

  handleEvent(event: InstagramEvent): Promise<EventOutcome> {
    return this.serially(async () => {
      // Steps already waiting go before this event's sends, so pacing stays first-in first-out.
      await this.drainDue(this.now())
      return this.process(event)
    })
  }

  /**
   * Handles a burst of events, each as `handleEvent` would, with the calls to Instagram of
   * different people in flight together (at most `policy.sendsInFlight`): one person's events
   * stay in their order, so they read their messages in it. Every decision (dedupe, the private
   * reply's claim, the hour's pace) is taken before its call is awaited, so it holds however the
   * calls interleave. The outcomes are in the order of `events`.
   */
  handleEvents(events: readonly InstagramEvent[]): Promise<EventOutcome[]> {
    return this.serially(async () => {
      await this.drainDue(this.now())
      const outcomes: EventOutcome[] = new Array(events.length)
      const lanes = new Map<string, number[]>()
      for (const [index, event] of events.entries()) {
        const context = describeEvent(event)
        const lane = context ? `${context.accountId}:${context.contactId}` : `event:${index}`
        const list = lanes.get(lane)
        if (list) list.push(index)
        else lanes.set(lane, [index])
      }
      const waiting = [...lanes.values()]
      const worker = async () => {
        for (let lane = waiting.shift(); lane; lane = waiting.shift())
          for (const index of lane) outcomes[index] = await this.process(events[index]!)
      }
      await Promise.all(Array.from({ length: Math.min(this.policy.sendsInFlight, waiting.length) }, worker))
      return outcomes
    })
  }

  /** Delivers every queued step that is due and fires the flows' timers; call it on a timer (see `nextDueAt`). */
  drainQueue(): Promise<DrainOutcome> {
    return this.serially(async () => {
      const processed = await this.drainDue(this.now())
      return { processed, remaining: this.store.queued().length, nextDueAt: this.store.earliestDueAt() }
    })
  }

  nextDueAt(): number | undefined {
    return this.store.earliestDueAt()
  }

  /**
   * The account left the workspace (disconnected): its waiting steps will never be sent (each
   * ends skipped, saying why), its people leave the flows they were in, and what the engine
   * learnt about its contacts is forgotten, so a later holder of the account starts from nothing
   * (docs/product.md, "Workspaces").
   */
  releaseAccount(accountId: string): Promise<number> {
    return this.serially(async () => {
      const now = this.now()
      let cancelled = 0
      for (const queued of this.store.queued()) {
        if (queued.accountId !== accountId) continue
        this.store.removeQueued(queued.id)
        cancelled += 1
        const run = this.store.getRun(queued.runId)
        const outcome = run?.actions[queued.actionIndex]
        if (!run || !outcome) continue
        Object.assign(outcome, { status: 'skipped', reason: 'account-disconnected', dueAt: undefined, updatedAt: now })
        Object.assign(run, runStatus(run), { updatedAt: now })
        this.store.updateRun(run)
      }
      this.store.forgetContacts(accountId)
      return cancelled
    })
  }

  /**
   * A person of the team took the conversation over (a reply by hand): automations pause for the
   * person for `minutes` (null: until the thread is done or they are resumed). The flows the
   * person is in end, and their waiting sends are skipped, saying why.
   */
  pauseContact(accountId: string, contactId: string, minutes: number | null): Promise<void> {
    return this.serially(async () => {
      const now = this.now()
      const contact = this.store.getContact(accountId, contactId) ?? { accountId, contactId, tags: [] }
      this.store.putContact(pausedState(contact, now, minutes))
      this.holdBack(accountId, contactId, 'automations-paused', now)
    })
  }

  /** Automations answer the person again (the thread is done, or someone resumed them). */
  resumeContact(accountId: string, contactId: string): Promise<void> {
    return this.serially(async () => {
      const contact = this.store.getContact(accountId, contactId)
      if (contact) this.store.putContact(resumedState(contact))
    })
  }

  /** Nothing planned for the person goes any more: they leave their flows, their waiting sends end skipped. */
  private holdBack(accountId: string, contactId: string, reason: AutomationHold, now: number): void {
    for (const session of this.store.sessionsOf(accountId, contactId)) this.recorder.leave(session, reason, now)
    for (const queued of this.store.queued()) {
      if (queued.accountId !== accountId || queued.step.kind === 'timer' || queued.step.kind === 'tag') continue
      const run = this.store.getRun(queued.runId)
      if (run?.contactId !== contactId) continue
      this.store.removeQueued(queued.id)
      const outcome = run.actions[queued.actionIndex]
      if (!outcome) continue
      Object.assign(outcome, { status: 'skipped', reason, dueAt: undefined, updatedAt: now })
      Object.assign(run, runStatus(run), { updatedAt: now })
      this.store.updateRun(run)
    }
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const result = this.work.then(task)
    this.work = result.catch(() => undefined)
    return result
  }

  private async process(event: InstagramEvent): Promise<EventOutcome> {
    const now = this.now()
    this.prune(now)
    const outcome: EventOutcome = {
      eventKey: event.dedupeKey,
      duplicate: false,
      ignored: false,
      stale: false,
      runs: [],
    }
    if (isTooOldToAct(event.timestamp, now, this.policy.maxEventAgeMs)) return { ...outcome, stale: true }
    if (!this.store.rememberEvent(`${event.accountId}:${event.dedupeKey}`, now)) return { ...outcome, duplicate: true }
    if (event.kind === 'standby') {
      this.noteStandby(event)
      return { ...outcome, ignored: true }
    }
    const context = describeEvent(event)
    if (!context) return { ...outcome, ignored: true }

    const isFirstMessage = this.noteContact(context)
    if (this.noteOptOut(context)) this.holdBack(context.accountId, context.contactId, 'opted-out', now)
    if (!context.fromAccount && (await this.moveFlowsOn(context, now, outcome.runs))) return outcome
    let stopped = false
    const contact = this.store.getContact(context.accountId, context.contactId)
    for (const automation of this.index.candidates(context, isFirstMessage, contact?.defaultReplyAt)) {
      if (stopped) outcome.runs.push(this.skippedRun(automation, context, now, 'stopped-by-higher-priority'))
      else if (context.fromAccount)
        outcome.runs.push(this.skippedRun(automation, context, now, context.comment ? 'own-comment' : 'echo'))
      else {
        if (automation.trigger.kind === 'default-reply' && contact)
          this.store.putContact({ ...contact, defaultReplyAt: context.event.timestamp })
        outcome.runs.push(...(await this.startFlow(automation, context, now)))
      }
      if (automation.stopAfterFirstMatch) stopped = true
    }
    return outcome
  }

  /**
   * The person's reply or tap goes to the flows they are in. A tap on a flow's button is that
   * flow's alone (it starts the flow at the button's step when the person is not in it); a reply
   * moves on every flow waiting for one, and is then not a trigger for other automations.
   * True when the event was taken by a flow.
   */
  private async moveFlowsOn(context: EventContext, now: number, runs: AutomationRun[]): Promise<boolean> {
    const tap = context.payload ? parseTapPayload(context.payload) : null
    if (tap) {
      const automation = this.automations.get(tap.automationId)
      if (!automation || automation.accountId !== context.accountId || automation.status !== 'active') return false
      const session = this.store.getSession(context.accountId, context.contactId, automation.id)
      const input: FlowInput = { kind: 'tap', key: context.event.dedupeKey, optionId: tap.optionId }
      if (session) runs.push(...(await this.resumeFlow(session, input, context, now)))
      else runs.push(...(await this.startFlow(automation, context, now, tap.optionId)))
      return true
    }
    if (context.event.kind !== 'message') return false
    let taken = false
    for (const session of this.store.sessionsOf(context.accountId, context.contactId)) {
      const waitsForReply = session.wait.kind === 'reply' || session.wait.kind === 'answer'
      if (!waitsForReply && !session.held) continue
      const input: FlowInput = { kind: 'reply', key: context.event.dedupeKey, text: context.text }
      runs.push(...(await this.resumeFlow(session, input, context, now)))
      taken ||= waitsForReply
    }
    return taken
  }

  /** Updates the person's conversation state; true when this is their first message to the account. */
  private noteContact(context: EventContext): boolean {
    if (context.fromAccount) return false
    const existing = this.store.getContact(context.accountId, context.contactId)
    const contact = withInteraction(
      existing ?? { accountId: context.accountId, contactId: context.contactId, tags: [] },
      context.event,
    )
    if (context.username) contact.username = context.username
    let isFirstMessage = false
    if (context.inbound) {
      const at = context.event.timestamp
      isFirstMessage = contact.firstInboundAt === undefined
      contact.firstInboundAt = Math.min(contact.firstInboundAt ?? at, at)
      contact.lastInboundAt = Math.max(contact.lastInboundAt ?? at, at)
    } else if (existing && !context.username) {
      return false
    }
    this.store.putContact(contact)
    return isFirstMessage
  }

  /** Another app holds the person's conversation: remembered so the inbox can say so, never answered. */
  private noteStandby(event: StandbyEvent): void {
    if (event.senderId === event.accountId) return
    const contact = this.store.getContact(event.accountId, event.senderId) ?? {
      accountId: event.accountId,
      contactId: event.senderId,
      tags: [],
    }
    if ((contact.standbyAt ?? -Infinity) >= event.timestamp) return
    this.store.putContact({ ...contact, standbyAt: event.timestamp })
  }

  /**
   * A stop word from the person opts them out, a start word opts them in again (`optOut.ts`);
   * true when this message opted them out.
   */
  private noteOptOut(context: EventContext): boolean {
    const { event } = context
    if (!context.inbound || (event.kind !== 'message' && event.kind !== 'story_reply')) return false
    // A quick reply's title is the business's words, chosen by a tap: "Cancelar" under "Confirm
    // your order?" answers the question, it does not ask to stop every automated message.
    if (event.kind === 'message' && event.quickReplyPayload !== undefined) return false
    const contact = this.store.getContact(context.accountId, context.contactId)
    if (!contact) return false
    const optedOutAt = optOutAfter(contact.optedOutAt, context.text, event.timestamp)
    if (optedOutAt === contact.optedOutAt) return false
    const { optedOutAt: _previous, ...rest } = contact
    this.store.putContact(optedOutAt === undefined ? rest : { ...rest, optedOutAt })
    return optedOutAt !== undefined
  }

  private newRun(automation: Automation, context: EventContext, now: number): AutomationRun {
    return {
      id: this.newId(),
      automationId: automation.id,
      automationName: automation.name,
      accountId: context.accountId,
      eventKind: context.event.kind,
      eventKey: context.event.dedupeKey,
      contactId: context.contactId,
      commentId: context.comment?.id,
      mediaId: context.comment?.mediaId,
      status: 'skipped',
      actions: [],
      createdAt: now,
      updatedAt: now,
    }
  }

  private skippedRun(automation: Automation, context: EventContext, now: number, reason: RunReason): AutomationRun {
    const run = { ...this.newRun(automation, context, now), reason }
    this.store.addRun(run)
    return run
  }

  /** The automation's published flow, kept in the state while anyone runs on this version. */
  private published(automation: Automation): PublishedFlow {
    const flow = { automationId: automation.id, version: automation.version, graph: automation.flow }
    this.store.putFlowVersion(flow)
    return flow
  }

  /**
   * Starts the person on the automation's flow (at a tapped option's step when `tap` is given). A
   * person in the same automation already leaves it for the new start: one version at a time.
   */
  private async startFlow(
    automation: Automation,
    context: EventContext,
    now: number,
    tap?: string,
    hops = 0,
  ): Promise<AutomationRun[]> {
    const hold = automationHold(this.store.getContact(context.accountId, context.contactId), now)
    if (hold) return [this.skippedRun(automation, context, now, hold)]
    const run = this.newRun(automation, context, now)
    const previous = this.store.getSession(context.accountId, context.contactId, automation.id)
    if (previous) this.recorder.leave(previous, 'restarted', now)
    const flow = this.published(automation)
    const result = await this.interpret(context, (facts) =>
      start(
        flow,
        {
          runId: run.id,
          accountId: context.accountId,
          contactId: context.contactId,
          ...(context.comment ? { comment: context.comment } : {}),
          key: context.event.dedupeKey,
          ...(tap === undefined ? {} : { tap }),
        },
        facts,
      ),
    )
    if (result.kind !== 'ran') {
      this.store.addRun(run)
      return [run]
    }
    const startsFlows = await this.recorder.record(run, flow, result, {
      inputKey: context.event.dedupeKey,
      comment: context.comment,
      now,
    })
    this.store.addRun(run)
    return [run, ...(await this.goOn(startsFlows, context, now, hops))]
  }

  /** Moves a session on with a reply, a tap or a timer, against the version it started on. */
  private async resumeFlow(
    session: FlowSession,
    input: FlowInput,
    context: EventContext | null,
    now: number,
  ): Promise<AutomationRun[]> {
    const automation = this.automations.get(session.automationId)
    const flow = this.store.getFlowVersion(session.automationId, session.version)
    // A flow deleted or paused since answers nothing more: the person leaves it.
    if (!automation || automation.status !== 'active' || !flow) {
      this.recorder.leave(session, undefined, now)
      return []
    }
    // Nothing moves on for a person who opted out or whose conversation the team took over.
    const hold = automationHold(this.store.getContact(session.accountId, session.contactId), now)
    if (hold) {
      this.recorder.leave(session, hold, now)
      return []
    }
    const result = await this.interpret(session, (facts) => resume(flow, session, input, facts))
    if (result.kind !== 'ran') return []
    const run = this.store.getRun(session.runId)
    if (!run) return []
    const startsFlows = await this.recorder.record(run, flow, result, {
      inputKey: input.key,
      comment: session.comment,
      now,
    })
    Object.assign(run, runStatus(run), { updatedAt: now })
    this.store.updateRun(run)
    const goOnContext = context ?? this.timerContext(session, run)
    return [run, ...(goOnContext ? await this.goOn(startsFlows, goOnContext, now, 0) : [])]
  }

  /** A "go to another flow" step starts that flow for the same person, as the same event would. */
  private async goOn(automationIds: string[], context: EventContext, now: number, hops: number) {
    const runs: AutomationRun[] = []
    if (hops >= MAX_FLOW_HOPS) return runs
    for (const id of automationIds) {
      const automation = this.automations.get(id)
      if (!automation || automation.status !== 'active' || automation.accountId !== context.accountId) continue
      runs.push(...(await this.startFlow(automation, context, now, undefined, hops + 1)))
    }
    return runs
  }

  /** The event a timer stands for, when a timer's step goes to another flow. */
  private timerContext(session: FlowSession, run: AutomationRun): EventContext | null {
    const event: InstagramEvent = {
      kind: 'postback',
      dedupeKey: `${run.eventKey}:${session.visits}`,
      accountId: session.accountId,
      timestamp: this.now(),
      mid: `${run.eventKey}:${session.visits}`,
      senderId: session.contactId,
      recipientId: session.accountId,
      title: '',
      payload: '',
    }
    return describeEvent(event) ?? null
  }

  /** Calls the interpreter with what the engine knows, looking up whether the person follows when asked. */
  private async interpret(
    who: Pick<EventContext, 'accountId' | 'contactId'> & { comment?: { id: string } },
    call: (facts: FlowFacts) => FlowResult,
  ): Promise<FlowResult> {
    const contact = this.store.getContact(who.accountId, who.contactId)
    const facts: FlowFacts = {
      now: this.now(),
      random: this.random,
      contact: flowContactOf(contact),
      privateReplyClaimed: who.comment ? this.store.privateReplyClaimed(who.comment.id) : false,
      timeZone: this.timeZone,
      segments: this.segments,
      rules: {
        messagingWindowMs: this.policy.messagingWindowMs,
        privateReplyMaxAgeMs: this.policy.privateReplyMaxAgeMs,
      },
    }
    const result = call(facts)
    if (result.kind !== 'needs') return result
    return call({ ...facts, follows: await this.follows(who.accountId, who.contactId) })
  }

  /** Whether the person follows the account; Instagram answers only once they have written or tapped. */
  private async follows(accountId: string, contactId: string): Promise<boolean> {
    try {
      return (await this.client.followsAccount?.({ accountId, contactId })) ?? false
    } catch {
      return false
    }
  }

  private async drainDue(now: number): Promise<number> {
    let total = 0
    for (;;) {
      const earliest = this.store.earliestDueAt()
      if (earliest === undefined || earliest > now) return total
      const processed = await this.drainPass(now)
      if (processed === 0) return total
      total += processed
    }
  }

  /**
   * One pass over the due steps, each run's sends in their order: a send waits behind its run's
   * earlier ones. A flow's timer waits for nothing: what it sends next queues behind them itself.
   */
  private async drainPass(now: number): Promise<number> {
    const steps = this.store.queued()
    const pendingByRun = new Map<string, QueuedStep[]>()
    for (const step of steps) {
      if (step.step.kind === 'timer') continue
      const list = pendingByRun.get(step.runId)
      if (list) list.push(step)
      else pendingByRun.set(step.runId, [step])
    }
    for (const list of pendingByRun.values()) list.sort((a, b) => a.actionIndex - b.actionIndex)

    let processed = 0
    for (const queued of steps) {
      if (queued.dueAt > now) continue
      const pending = pendingByRun.get(queued.runId) ?? []
      const timer = queued.step.kind === 'timer'
      if (!timer && pending[0] !== queued) {
        // Queued during an earlier pass behind a send that has since been put off (a timer's next
        // step): it waits for that send's time, or the queue would hold a due step nothing moves.
        this.waitBehind(queued, pending[0], now)
        continue
      }
      const run = this.store.getRun(queued.runId)
      const outcome = run?.actions[queued.actionIndex]
      if (!run || !outcome) {
        this.store.removeQueued(queued.id)
        if (!timer) pending.shift()
        continue
      }
      processed += 1
      if (timer) {
        await this.fireTimer(queued, run, now)
        continue
      }
      await this.delivery.deliver(queued, outcome, true, now, run.contactId)
      if (outcome.status === 'queued') this.delivery.holdBehind(run, pending, queued, now)
      else pending.shift()
      Object.assign(run, runStatus(run), { updatedAt: now })
      this.store.updateRun(run)
    }
    return processed
  }

  private waitBehind(queued: QueuedStep, ahead: QueuedStep | undefined, now: number): void {
    if (!ahead || ahead.dueAt <= queued.dueAt) return
    const run = this.store.getRun(queued.runId)
    if (run) this.delivery.holdBehind(run, [ahead, queued], ahead, now)
    else this.store.updateQueued({ ...queued, dueAt: ahead.dueAt })
  }

  /** A flow's timer came due: its wait is over, and the session moves on (unless it moved on already). */
  private async fireTimer(queued: QueuedStep, run: AutomationRun, now: number): Promise<void> {
    const timer = queued.step
    if (timer.kind !== 'timer') return
    this.store.removeQueued(queued.id)
    const entry = run.actions[queued.actionIndex]!
    if (entry.status === 'queued')
      Object.assign(entry, { status: 'done', reason: undefined, dueAt: undefined, updatedAt: now })
    Object.assign(run, runStatus(run), { updatedAt: now })
    this.store.updateRun(run)
    const session = this.store.getSession(queued.accountId, timer.contactId, timer.automationId)
    if (!session || !('key' in session.wait) || session.wait.key !== timer.key) return
    // A flow that only waits and loops ends once its person has been silent for a week.
    if (this.idle(session, now)) return this.recorder.leave(session, undefined, now)
    await this.resumeFlow(session, { kind: 'timer', key: timer.key }, null, now)
  }

  private prune(now: number): void {
    if (now - this.lastPruneAt < HOUR_MS) return
    this.lastPruneAt = now
    this.store.forgetEventsBefore(now - this.policy.dedupeRetentionMs)
    for (const session of this.store.sessions())
      if (session.wait.kind !== 'timer' && this.idle(session, now)) this.recorder.leave(session, undefined, now)
  }

  /** Nobody answers a week late: the person has not written or tapped since the session began, a week ago. */
  private idle(session: FlowSession, now: number): boolean {
    const lastInboundAt = this.store.getContact(session.accountId, session.contactId)?.lastInboundAt ?? -Infinity
    return now - Math.max(session.startedAt, lastInboundAt) > SESSION_IDLE_MS
  }
}

/** What a flow reads of the person the engine remembers (nothing yet for a newcomer). */
function flowContactOf(contact: ContactState | undefined): FlowContact {
  return {
    ...(contact?.username ? { username: contact.username } : {}),
    tags: contact?.tags ?? [],
    fields: contact?.fields ?? {},
    ...(contact?.lastInboundAt === undefined ? {} : { lastInboundAt: contact.lastInboundAt }),
    ...(contact?.source === undefined ? {} : { source: contact.source }),
    optedOut: contact?.optedOutAt !== undefined,
  }
}
