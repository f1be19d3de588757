import type {
  FlowEffect,
  FlowResult,
  FlowSession,
  FlowStepOutcome,
  PublishedFlow,
} from '@/domain/automations/flow/session'
import type { FlowComment } from '@/domain/automations/flow/session'
import { messageText } from '@/domain/automations/client'
import { FLOW_LIMITS } from '@/domain/automations/flow/model'
import { automationHold, pausedState } from '@/domain/automations/handover'
import { runStatus } from '@/domain/automations/runStatus'
import type { ActionOutcome, AutomationRun, PlannedStep, QueuedStep, RunReason } from '@/domain/automations/runs'
import type { Delivery } from './delivery'
import {
  outgoing,
  sendEntryKind,
  stepEntryKind,
  visitOfKey,
  WAITING_FOR_PERSON,
  withTrackedLinks,
  type LinkTracker,
  type SendEffect,
} from './flowEntries'
import type { AutomationStateStore } from './store'

export interface RecordContext {
  /** What moved the flow: the event's de-duplication key, or the timer's key. */
  inputKey: string
  comment?: FlowComment
  now: number
}

type Ran = Extract<FlowResult, { kind: 'ran' }>
type OtherEffect = Exclude<FlowEffect, SendEffect | { kind: 'schedule' }>

/**
 * Carries out what the interpreter decided and writes it into the run: each send planned, claimed,
 * paced and delivered (or queued behind the run's earlier sends), each timer queued, each step's
 * entry added or, for a step visit already listed (a wait that ended, a reply that came), updated.
 */
export class FlowRunRecorder {
  constructor(
    private readonly store: AutomationStateStore,
    private readonly delivery: Delivery,
    private readonly trackLink?: LinkTracker,
  ) {}

  /** Records the result in `run` (not saved here); answers the automations a "go to another flow" starts. */
  async record(run: AutomationRun, flow: PublishedFlow, result: Ran, context: RecordContext): Promise<string[]> {
    const waitKey = result.session && 'key' in result.session.wait ? result.session.wait.key : undefined
    this.dropTimers(run.id, waitKey)
    const sends = groupBy(
      result.effects.filter((effect): effect is SendEffect => effect.kind === 'send' || effect.kind === 'public-reply'),
      (effect) => `${effect.stepId}#${visitOfKey(effect.key).visit}`,
    )
    const timers = groupBy(
      result.effects.filter((effect) => effect.kind === 'schedule'),
      (effect) => `${effect.stepId}#${visitOfKey(effect.key).visit}`,
    )
    const others = groupBy(
      result.effects.filter(
        (effect): effect is OtherEffect => !['send', 'public-reply', 'schedule'].includes(effect.kind),
      ),
      (effect) => effect.stepId,
    )
    const starts: string[] = []
    for (const outcome of result.outcomes) {
      const visitKey = `${outcome.stepId}#${outcome.visit}`
      const mine = take(sends, visitKey)
      for (const effect of mine) await this.send(run, effect, outcome, context)
      const standsForItself = mine.length === 0 || outcome.kind === 'ask' || outcome.kind === 'wait-reply'
      const entry = standsForItself ? this.stepEntry(run, flow, outcome, context.now) : undefined
      for (const timer of take(timers, visitKey))
        if (entry) this.enqueueTimer(run, entry, timer.key, timer.at, context.now)
      const effect = others.get(outcome.stepId)?.shift()
      if (effect) this.carryOut(run, entry, effect, starts, context.now)
    }
    // Sends whose step recorded nothing of its own (none expected): they still go, in order.
    for (const rest of sends.values()) for (const effect of rest) await this.send(run, effect, undefined, context)
    if (result.session) this.store.putSession(result.session)
    else this.store.removeSession(identityOf(run))
    Object.assign(run, runStatus(run), { updatedAt: context.now })
    return starts
  }

  /**
   * The person leaves the flow before its end (a new start, the automation paused or deleted, a
   * week without an answer): its timers go, and what waited says why it will not happen.
   */
  leave(session: FlowSession, reason: RunReason | undefined, now: number): void {
    this.store.removeSession(session)
    this.dropTimers(session.runId, undefined)
    const run = this.store.getRun(session.runId)
    if (!run) return
    for (const entry of run.actions) {
      const waiting =
        (entry.status === 'queued' && entry.kind !== 'send-dm' && entry.kind !== 'private-reply') ||
        (entry.reason !== undefined && WAITING_FOR_PERSON.has(entry.reason))
      if (waiting)
        Object.assign(entry, { status: 'skipped', reason: reason ?? 'flow-stopped', dueAt: undefined, updatedAt: now })
    }
    Object.assign(run, runStatus(run), { updatedAt: now })
    this.store.updateRun(run)
  }

  private async send(
    run: AutomationRun,
    effect: SendEffect,
    outcome: FlowStepOutcome | undefined,
    context: RecordContext,
  ) {
    const { now } = context
    const { visit, rest } = visitOfKey(effect.key)
    const entry: ActionOutcome = {
      index: run.actions.length,
      kind: sendEntryKind(effect),
      stepId: effect.stepId,
      visit: outcome?.visit ?? visit,
      status: 'done',
      attempts: 0,
      updatedAt: now,
    }
    run.actions.push(entry)
    const step = this.planned(run, this.trackLink ? await this.withTrackedLinks(run, effect) : effect, context)
    if (typeof step === 'string') return Object.assign(entry, { status: 'skipped', reason: step })
    entry.text = step.kind === 'public-reply' ? step.text : messageText(step.message)
    // Held back before the comment's one private reply is taken: it stays the team's to send.
    const hold = automationHold(this.store.getContact(run.accountId, run.contactId!), now)
    if (hold) return Object.assign(entry, { status: 'skipped', reason: hold })
    if (step.kind === 'private-reply' && !this.store.claimPrivateReply(step.commentId))
      return Object.assign(entry, { status: 'skipped', reason: 'private-reply-already-sent' })
    const queued: QueuedStep = {
      id: `${run.id}:${entry.index}`,
      seq: this.store.nextSeq(),
      runId: run.id,
      actionIndex: entry.index,
      accountId: run.accountId,
      dueAt: now,
      attempts: 0,
      step,
      // Named by what caused it, never by ids the state hands out: a send retried after a crash is the same one.
      sendKey: `${run.accountId}:${context.inputKey}:${run.automationId}:${visit}:${rest}`,
    }
    const ahead = this.queuedAhead(run.id)
    if (ahead === undefined) return this.delivery.deliver(queued, entry, false, now, run.contactId)
    const violation = this.delivery.ruleViolation(step, run.accountId, now, run.contactId)
    if (violation) return Object.assign(entry, { status: 'skipped', reason: violation })
    queued.dueAt = Math.max(now, ahead)
    Object.assign(entry, { status: 'queued', reason: 'waiting-for-previous-step', dueAt: queued.dueAt })
    this.store.enqueue(queued)
  }

  /** A message's link buttons lead through the app's redirect, which counts their clicks. */
  private async withTrackedLinks(run: AutomationRun, effect: SendEffect): Promise<SendEffect> {
    if (!this.trackLink || effect.kind !== 'send') return effect
    const sender = { automationId: run.automationId, stepId: effect.stepId, runId: run.id, contactId: run.contactId }
    return { ...effect, message: await withTrackedLinks(effect.message, this.trackLink, sender) }
  }

  private planned(
    run: AutomationRun,
    effect: SendEffect,
    context: RecordContext,
  ): Extract<PlannedStep, { kind: 'dm' | 'private-reply' | 'public-reply' }> | RunReason {
    if (effect.kind === 'public-reply') return { kind: 'public-reply', commentId: effect.commentId, text: effect.text }
    if (effect.channel === 'message')
      return { kind: 'dm', recipientId: run.contactId!, message: outgoing(effect.message) }
    if (!effect.commentId || !context.comment) return 'needs-comment'
    return {
      kind: 'private-reply',
      commentId: effect.commentId,
      commentAt: context.comment.at,
      ...(context.comment.live ? { live: true } : {}),
      message: outgoing(effect.message),
    }
  }

  /** The entry of a step visit: updated when the visit is listed already, added otherwise. */
  private stepEntry(
    run: AutomationRun,
    flow: PublishedFlow,
    outcome: FlowStepOutcome,
    now: number,
  ): ActionOutcome | undefined {
    const tapped = outcome.kind === 'send' && outcome.status === 'done'
    // A send step with nothing in it leaves no trace; a tap on one of its options does.
    if (tapped && outcome.outcome === undefined) return undefined
    const kind = tapped ? 'tap' : stepEntryKind(outcome, flow.graph)
    const timer = outcome.kind === 'wait' && outcome.dueAt !== undefined
    const waitsForPerson = outcome.reason !== undefined && WAITING_FOR_PERSON.has(outcome.reason)
    const patch: Partial<ActionOutcome> = {
      status: timer ? 'queued' : waitsForPerson ? 'done' : outcome.status,
      reason: timer ? 'scheduled-after-delay' : outcome.reason,
      text: outcome.text,
      dueAt: outcome.dueAt,
      ...(outcome.outcome !== undefined ? { outcome: outcome.outcome } : {}),
      updatedAt: now,
    }
    const listed = run.actions.find(
      (entry) => entry.stepId === outcome.stepId && entry.visit === outcome.visit && entry.kind === kind,
    )
    if (listed) return Object.assign(listed, patch)
    const entry: ActionOutcome = {
      index: run.actions.length,
      kind,
      stepId: outcome.stepId,
      visit: outcome.visit,
      status: 'done',
      attempts: 0,
      updatedAt: now,
      ...patch,
    }
    run.actions.push(entry)
    return entry
  }

  private carryOut(
    run: AutomationRun,
    entry: ActionOutcome | undefined,
    effect: OtherEffect,
    starts: string[],
    now: number,
  ) {
    const contactId = run.contactId!
    switch (effect.kind) {
      case 'tag': {
        if (effect.action === 'remove')
          return this.updateContact(run.accountId, contactId, (contact) => {
            contact.tags = contact.tags.filter((tag) => tag !== effect.tag)
          })
        const ahead = this.queuedAhead(run.id)
        if (ahead === undefined || !entry) return this.delivery.addTag(run.accountId, contactId, effect.tag)
        // Behind a send still waiting, the tag waits too, as the person's steps keep their order.
        Object.assign(entry, { status: 'queued', reason: 'waiting-for-previous-step', dueAt: ahead, updatedAt: now })
        this.store.enqueue({
          id: `${run.id}:${entry.index}`,
          seq: this.store.nextSeq(),
          runId: run.id,
          actionIndex: entry.index,
          accountId: run.accountId,
          dueAt: ahead,
          attempts: 0,
          step: { kind: 'tag', contactId, tag: effect.tag },
        })
        return
      }
      case 'set-field':
        return this.updateContact(run.accountId, contactId, (contact) => {
          contact.fields = { ...contact.fields, [effect.field]: effect.value }
        })
      case 'start-flow':
        starts.push(effect.automationId)
        return
      case 'handover': {
        // The team takes the conversation over: automations pause until the thread is done.
        const contact = this.store.getContact(run.accountId, contactId) ?? {
          accountId: run.accountId,
          contactId,
          tags: [],
        }
        this.store.putContact({ ...pausedState(contact, now, null), handedOverAt: now })
        return
      }
    }
  }

  private updateContact(
    accountId: string,
    contactId: string,
    change: (contact: NonNullable<ReturnType<AutomationStateStore['getContact']>>) => void,
  ) {
    const contact = this.store.getContact(accountId, contactId) ?? { accountId, contactId, tags: [] }
    change(contact)
    this.store.putContact(contact)
  }

  private enqueueTimer(run: AutomationRun, entry: ActionOutcome, key: string, requestedAt: number, now: number) {
    // Never sooner than the shortest wait a flow may have: a timer that came due at once, again and
    // again, would keep a drain from ever finishing.
    const at = Math.max(requestedAt, now + FLOW_LIMITS.waitMinSeconds * 1000)
    this.store.enqueue({
      id: `${run.id}:timer:${key}`,
      seq: this.store.nextSeq(),
      runId: run.id,
      actionIndex: entry.index,
      accountId: run.accountId,
      dueAt: at,
      attempts: 0,
      step: { kind: 'timer', contactId: run.contactId!, automationId: run.automationId, key },
    })
  }

  /** The latest due time of the run's sends still waiting; a flow's timers hold nothing back. */
  private queuedAhead(runId: string): number | undefined {
    let latest: number | undefined
    for (const queued of this.store.queued())
      if (queued.runId === runId && queued.step.kind !== 'timer')
        latest = Math.max(latest ?? queued.dueAt, queued.dueAt)
    return latest
  }

  /** Timers of the run the session no longer waits on (it moved on, or left). */
  private dropTimers(runId: string, keep: string | undefined) {
    for (const queued of this.store.queued())
      if (queued.runId === runId && queued.step.kind === 'timer' && queued.step.key !== keep)
        this.store.removeQueued(queued.id)
  }
}

function identityOf(run: AutomationRun) {
  return { accountId: run.accountId, contactId: run.contactId!, automationId: run.automationId }
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const list = groups.get(key)
    if (list) list.push(item)
    else groups.set(key, [item])
  }
  return groups
}

function take<T>(groups: Map<string, T[]>, key: string): T[] {
  const list = groups.get(key) ?? []
  groups.delete(key)
  return list
}
