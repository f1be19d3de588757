import { isTooOldToAct } from '@/domain/instagram/dedupe'
import type { InstagramEvent } from '@/domain/instagram/events'
import { AutomationIndex } from './automationIndex'
import {
  isTransientGraphError,
  networkFailure,
  type InstagramSendClient,
  type OutgoingMessage,
  type SendResult,
} from '@/domain/automations/client'
import { describeEvent, type EventContext } from './eventContext'
import type { Automation, AutomationAction, MessageContent } from '@/domain/automations/model'
import { HOUR_MS, resolvePolicy, retryDelayMs, type EnginePolicy } from './policy'
import { runStatus } from '@/domain/automations/runStatus'
import {
  type ActionOutcome,
  type AutomationRun,
  type PlannedStep,
  type QueuedStep,
  type RunReason,
} from '@/domain/automations/runs'
import type { AutomationStateStore, RateChannel } from './store'

export interface AutomationEngineDeps {
  store: AutomationStateStore
  client: InstagramSendClient
  now: () => number
  /** Picks public-reply variants; `Math.random` unless a test injects its own. */
  random?: () => number
  newId?: () => string
  policy?: Partial<EnginePolicy>
}

export interface EventOutcome {
  eventKey: string
  /** Already processed (a webhook redelivery): nothing was done. */
  duplicate: boolean
  /** A kind the engine does not act on (reaction, seen receipt, mention, deleted message). */
  ignored: boolean
  /**
   * It happened longer ago than Meta ever redelivers (`maxEventAgeMs`): nothing was done. The
   * engine only remembers events for `dedupeRetentionMs`, so it could not tell such an event
   * from one it already answered, and answering days late would be wrong anyway.
   */
  stale: boolean
  runs: AutomationRun[]
}

export interface DrainOutcome {
  /** Queued steps handled (sent, failed, or rescheduled). */
  processed: number
  remaining: number
  nextDueAt?: number
}

/**
 * Answers Instagram events with the user's automations while keeping Instagram's rules: no
 * answer to echoes or the account's own comments, DMs only inside the 24-hour window, one private
 * reply per comment within 7 days, hourly pacing with a durable queue instead of drops, and one
 * action per event however often it is delivered. Every decision is recorded as a run.
 *
 * Work is serialised (one event or queue drain at a time) so rate counters and claims stay exact.
 */
export class AutomationEngine {
  private readonly store: AutomationStateStore
  private readonly client: InstagramSendClient
  private readonly now: () => number
  private readonly random: () => number
  private readonly newId: () => string
  readonly policy: EnginePolicy
  private index = new AutomationIndex([])
  private work: Promise<unknown> = Promise.resolve()
  private lastPruneAt = -Infinity

  constructor(deps: AutomationEngineDeps) {
    this.store = deps.store
    this.client = deps.client
    this.now = deps.now
    this.random = deps.random ?? Math.random
    // The sequence lives in the store, so ids stay unique across restarts of the engine.
    this.newId = deps.newId ?? (() => `run-${this.store.nextSeq().toString(36)}`)
    this.policy = resolvePolicy(deps.policy)
  }

  /** Replaces the automations the engine answers with (paused ones are ignored). */
  setAutomations(automations: readonly Automation[]): void {
    this.index = new AutomationIndex(automations)
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

  /** Delivers every queued step that is due; call it on a timer (see `nextDueAt`). */
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
   * ends skipped, saying why) and what the engine learnt about its contacts is forgotten, so a
   * later holder of the account starts from nothing (docs/product.md, "Workspaces").
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

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const result = this.work.then(task)
    this.work = result.catch(() => undefined)
    return result
  }

  private async process(event: InstagramEvent): Promise<EventOutcome> {
    const now = this.now()
    this.pruneDedupe(now)
    const outcome: EventOutcome = {
      eventKey: event.dedupeKey,
      duplicate: false,
      ignored: false,
      stale: false,
      runs: [],
    }
    if (isTooOldToAct(event.timestamp, now, this.policy.maxEventAgeMs)) return { ...outcome, stale: true }
    if (!this.store.rememberEvent(`${event.accountId}:${event.dedupeKey}`, now)) return { ...outcome, duplicate: true }
    const context = describeEvent(event)
    if (!context) return { ...outcome, ignored: true }

    const isFirstMessage = this.noteContact(context)
    let stopped = false
    for (const automation of this.index.candidates(context, isFirstMessage)) {
      const run = stopped
        ? this.skippedRun(automation, context, now, 'stopped-by-higher-priority')
        : await this.startRun(automation, context, now)
      outcome.runs.push(run)
      if (automation.stopAfterFirstMatch) stopped = true
    }
    return outcome
  }

  /** Updates the person's conversation state; true when this is their first message to the account. */
  private noteContact(context: EventContext): boolean {
    if (context.fromAccount) return false
    const existing = this.store.getContact(context.accountId, context.contactId)
    const contact = existing ?? { accountId: context.accountId, contactId: context.contactId, tags: [] }
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

  private async startRun(automation: Automation, context: EventContext, now: number): Promise<AutomationRun> {
    if (context.fromAccount) return this.skippedRun(automation, context, now, context.comment ? 'own-comment' : 'echo')
    const run = this.newRun(automation, context, now)
    let dueAt = now
    // Once a step waits, later steps wait behind it so the person gets them in order.
    let waitingUntil: number | undefined
    for (const [index, action] of automation.actions.entries()) {
      const outcome: ActionOutcome = { index, kind: action.kind, status: 'done', attempts: 0, updatedAt: now }
      run.actions.push(outcome)
      if (action.kind === 'delay') {
        dueAt += Math.max(0, action.seconds) * 1000
        continue
      }
      const step = this.plan(action, context)
      if (typeof step === 'string') {
        Object.assign(outcome, { status: 'skipped', reason: step })
        continue
      }
      outcome.text = textOf(step)
      const violation = this.ruleViolation(step, context.accountId, now)
      if (violation) {
        Object.assign(outcome, { status: 'skipped', reason: violation })
        continue
      }
      if (step.kind === 'private-reply' && !this.store.claimPrivateReply(step.commentId)) {
        Object.assign(outcome, { status: 'skipped', reason: 'private-reply-already-sent' })
        continue
      }
      const queued: QueuedStep = {
        id: `${run.id}:${index}`,
        seq: this.store.nextSeq(),
        runId: run.id,
        actionIndex: index,
        accountId: context.accountId,
        dueAt: Math.max(dueAt, waitingUntil ?? dueAt),
        attempts: 0,
        step,
        sendKey: `${context.accountId}:${context.event.dedupeKey}:${automation.id}:${index}`,
      }
      if (queued.dueAt > now || waitingUntil !== undefined) {
        const reason: RunReason =
          waitingUntil !== undefined && waitingUntil >= dueAt ? 'waiting-for-previous-step' : 'scheduled-after-delay'
        Object.assign(outcome, { status: 'queued', reason, dueAt: queued.dueAt })
        this.store.enqueue(queued)
      } else {
        await this.deliver(queued, outcome, false, now)
      }
      if (outcome.status === 'queued') waitingUntil = outcome.dueAt
    }
    Object.assign(run, runStatus(run))
    this.store.addRun(run)
    return run
  }

  /** Turns an action into the concrete step for this event, or the reason it cannot apply. */
  private plan(action: Exclude<AutomationAction, { kind: 'delay' }>, context: EventContext): PlannedStep | RunReason {
    switch (action.kind) {
      case 'private-reply':
        if (!context.comment) return 'needs-comment'
        return {
          kind: 'private-reply',
          commentId: context.comment.id,
          commentAt: context.comment.at,
          message: outgoing(action.message),
        }
      case 'public-reply': {
        if (!context.comment) return 'needs-comment'
        if (!context.comment.topLevel) return 'not-top-level-comment'
        const variants = action.variants.filter((variant) => variant.trim() !== '')
        const picked = variants[Math.min(variants.length - 1, Math.floor(this.random() * variants.length))] ?? ''
        return { kind: 'public-reply', commentId: context.comment.id, text: picked }
      }
      case 'send-dm':
        return { kind: 'dm', recipientId: context.contactId, message: outgoing(action.message) }
      case 'tag-contact':
        return { kind: 'tag', contactId: context.contactId, tag: action.tag.trim() }
    }
  }

  private ruleViolation(step: PlannedStep, accountId: string, now: number): RunReason | undefined {
    if (step.kind === 'dm') {
      const lastInboundAt = this.store.getContact(accountId, step.recipientId)?.lastInboundAt
      if (lastInboundAt === undefined || now - lastInboundAt > this.policy.messagingWindowMs)
        return 'outside-24h-window'
    }
    if (step.kind === 'private-reply' && now - step.commentAt > this.policy.privateReplyMaxAgeMs)
      return 'private-reply-too-old'
    return undefined
  }

  /** The earliest time a send on this channel fits in the rolling hour. */
  private slotFreeAt(accountId: string, channel: RateChannel, now: number): number {
    const limit = channel === 'dm' ? this.policy.dmsPerHour : this.policy.privateRepliesPerHour
    const recent = this.store.sendsSince(accountId, channel, now - HOUR_MS)
    if (recent.length < limit) return now
    return recent[recent.length - limit]! + HOUR_MS
  }

  /**
   * Tries one step now. Updates `outcome` and the queue: a step from the queue that ends (sent or
   * failed) leaves it; a step that must wait (pacing, retry) goes (back) into it. Rule violations
   * found when a queued step comes due are failures: the send had been accepted.
   */
  private async deliver(queued: QueuedStep, outcome: ActionOutcome, fromQueue: boolean, now: number): Promise<void> {
    const { step, accountId } = queued
    const settle = (patch: Partial<ActionOutcome>) => {
      Object.assign(outcome, { dueAt: undefined, reason: undefined, ...patch, updatedAt: now })
      if (fromQueue) this.store.removeQueued(queued.id)
    }
    const wait = (dueAt: number, patch: Partial<ActionOutcome>) => {
      Object.assign(outcome, { ...patch, status: 'queued', dueAt, updatedAt: now })
      const next = { ...queued, dueAt }
      if (fromQueue) this.store.updateQueued(next)
      else this.store.enqueue(next)
      queued.dueAt = dueAt
    }

    const violation = this.ruleViolation(step, accountId, now)
    if (violation) return settle({ status: fromQueue ? 'failed' : 'skipped', reason: violation })
    if (step.kind === 'tag') {
      this.addTag(accountId, step.contactId, step.tag)
      return settle({ status: 'done' })
    }
    const channel: RateChannel | undefined =
      step.kind === 'dm' ? 'dm' : step.kind === 'private-reply' ? 'private-reply' : undefined
    if (channel) {
      const freeAt = this.slotFreeAt(accountId, channel, now)
      if (freeAt > now) return wait(freeAt, { reason: 'rate-limited-queued' })
      this.store.recordSend(accountId, channel, now)
    }
    queued.attempts += 1
    outcome.attempts = queued.attempts
    const result = await this.call(accountId, step, queued.sendKey)
    if (result.ok) return settle({ status: 'sent', resultId: result.id, error: undefined })
    if (isTransientGraphError(result.error) && queued.attempts < this.policy.maxAttempts) {
      return wait(now + retryDelayMs(this.policy, queued.attempts), { reason: 'retry-scheduled', error: result.error })
    }
    settle({ status: 'failed', reason: 'graph-error', error: result.error })
  }

  private async call(
    accountId: string,
    step: Exclude<PlannedStep, { kind: 'tag' }>,
    sendKey: string | undefined,
  ): Promise<SendResult> {
    try {
      switch (step.kind) {
        case 'dm':
          return await this.client.sendMessage({
            accountId,
            recipientId: step.recipientId,
            message: step.message,
            sendKey,
          })
        case 'private-reply':
          return await this.client.sendPrivateReply({
            accountId,
            commentId: step.commentId,
            message: step.message,
            sendKey,
          })
        case 'public-reply':
          return await this.client.replyToComment({ accountId, commentId: step.commentId, text: step.text, sendKey })
      }
    } catch (cause) {
      return { ok: false, error: networkFailure(cause) }
    }
  }

  private addTag(accountId: string, contactId: string, tag: string): void {
    const contact = this.store.getContact(accountId, contactId) ?? { accountId, contactId, tags: [] }
    if (!contact.tags.includes(tag)) contact.tags.push(tag)
    this.store.putContact(contact)
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

  private async drainPass(now: number): Promise<number> {
    const steps = this.store.queued()
    const pendingByRun = new Map<string, QueuedStep[]>()
    for (const step of steps) {
      const list = pendingByRun.get(step.runId)
      if (list) list.push(step)
      else pendingByRun.set(step.runId, [step])
    }
    for (const list of pendingByRun.values()) list.sort((a, b) => a.actionIndex - b.actionIndex)

    let processed = 0
    for (const queued of steps) {
      if (queued.dueAt > now) continue
      const pending = pendingByRun.get(queued.runId)!
      if (pending[0] !== queued) continue
      const run = this.store.getRun(queued.runId)
      const outcome = run?.actions[queued.actionIndex]
      if (!run || !outcome) {
        this.store.removeQueued(queued.id)
        pending.shift()
        continue
      }
      await this.deliver(queued, outcome, true, now)
      processed += 1
      if (outcome.status === 'queued') {
        // Later steps of the run wait behind this one.
        for (const later of pending.slice(1)) {
          if (later.dueAt >= queued.dueAt) continue
          later.dueAt = queued.dueAt
          this.store.updateQueued(later)
          const laterOutcome = run.actions[later.actionIndex]
          if (laterOutcome)
            Object.assign(laterOutcome, { dueAt: later.dueAt, reason: 'waiting-for-previous-step', updatedAt: now })
        }
      } else {
        pending.shift()
      }
      Object.assign(run, runStatus(run), { updatedAt: now })
      this.store.updateRun(run)
    }
    return processed
  }

  private pruneDedupe(now: number): void {
    if (now - this.lastPruneAt < HOUR_MS) return
    this.lastPruneAt = now
    this.store.forgetEventsBefore(now - this.policy.dedupeRetentionMs)
  }
}

function outgoing(message: MessageContent): OutgoingMessage {
  const result: OutgoingMessage = { text: message.text }
  if (message.quickReplies.length > 0)
    result.quickReplies = message.quickReplies.map(({ title, payload }) => ({ title, payload }))
  if (message.buttons.length > 0) result.buttons = message.buttons.map((button) => ({ ...button }))
  return result
}

function textOf(step: PlannedStep): string {
  switch (step.kind) {
    case 'dm':
    case 'private-reply':
      return step.message.text
    case 'public-reply':
      return step.text
    case 'tag':
      return step.tag
  }
}
