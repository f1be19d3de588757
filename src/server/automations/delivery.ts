import {
  isOutsideWindowError,
  isTransientGraphError,
  networkFailure,
  type InstagramSendClient,
  type SendResult,
} from '@/domain/automations/client'
import { automationHold } from '@/domain/automations/handover'
import type { ActionOutcome, AutomationRun, PlannedStep, QueuedStep, RunReason } from '@/domain/automations/runs'
import { HOUR_MS, retryDelayMs, type EnginePolicy } from './policy'
import type { AutomationStateStore, RateChannel } from './store'

/**
 * Carries one planned step to Instagram under its rules: the 24-hour window and the private
 * reply's 7 days checked again when a queued step comes due, the hour's pace, retries with
 * backoff after a temporary Graph error, a live video's private reply refused once it ended. Nothing reaches a person who opted out or whose
 * conversation the team took over (`automationHold`), however long ago the step was planned.
 */
export class Delivery {
  constructor(
    private readonly store: AutomationStateStore,
    private readonly client: InstagramSendClient,
    private readonly policy: EnginePolicy,
  ) {}

  /** `contactId`: the person the run answers, for the sends not addressed by their id (comment replies). */
  ruleViolation(step: PlannedStep, accountId: string, now: number, contactId?: string): RunReason | undefined {
    if (step.kind === 'dm' || step.kind === 'private-reply' || step.kind === 'public-reply') {
      const person = step.kind === 'dm' ? step.recipientId : contactId
      const hold = person === undefined ? undefined : automationHold(this.store.getContact(accountId, person), now)
      if (hold) return hold
    }
    if (step.kind === 'dm') {
      const lastInboundAt = this.store.getContact(accountId, step.recipientId)?.lastInboundAt
      if (lastInboundAt === undefined || now - lastInboundAt > this.policy.messagingWindowMs)
        return 'outside-24h-window'
    }
    if (step.kind === 'private-reply' && now - step.commentAt > this.policy.privateReplyMaxAgeMs)
      return 'private-reply-too-old'
    return undefined
  }

  /**
   * Tries one step now. Updates `outcome` and the queue: a step from the queue that ends (sent or
   * failed) leaves it; a step that must wait (pacing, retry) goes (back) into it. Rule violations
   * found when a queued step comes due are failures: the send had been accepted.
   */
  async deliver(
    queued: QueuedStep,
    outcome: ActionOutcome,
    fromQueue: boolean,
    now: number,
    contactId?: string,
  ): Promise<void> {
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

    if (step.kind === 'timer') return settle({ status: 'done' })
    const violation = this.ruleViolation(step, accountId, now, contactId)
    // The person's own wish or the team's is no failure of the send: it is skipped, queued or not.
    const held = violation === 'opted-out' || violation === 'automations-paused'
    if (violation) return settle({ status: fromQueue && !held ? 'failed' : 'skipped', reason: violation })
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
    // Instagram refuses a live video's private reply once the broadcast ended: say so, not "refused".
    const liveEnded = step.kind === 'private-reply' && step.live === true && isOutsideWindowError(result.error)
    settle({ status: 'failed', reason: liveEnded ? 'live-video-ended' : 'graph-error', error: result.error })
  }

  /** A queued step holds its run's later steps behind it, so the person gets them in order. */
  holdBehind(run: AutomationRun, pending: QueuedStep[], queued: QueuedStep, now: number): void {
    for (const later of pending.slice(1)) {
      if (later.dueAt >= queued.dueAt) continue
      later.dueAt = queued.dueAt
      this.store.updateQueued(later)
      const laterOutcome = run.actions[later.actionIndex]
      if (laterOutcome && later.step.kind !== 'timer')
        Object.assign(laterOutcome, { dueAt: later.dueAt, reason: 'waiting-for-previous-step', updatedAt: now })
    }
  }

  addTag(accountId: string, contactId: string, tag: string): void {
    const contact = this.store.getContact(accountId, contactId) ?? { accountId, contactId, tags: [] }
    if (!contact.tags.includes(tag)) contact.tags.push(tag)
    this.store.putContact(contact)
  }

  /** The earliest time a send on this channel fits in the rolling hour. */
  private slotFreeAt(accountId: string, channel: RateChannel, now: number): number {
    const limit = channel === 'dm' ? this.policy.dmsPerHour : this.policy.privateRepliesPerHour
    const recent = this.store.sendsSince(accountId, channel, now - HOUR_MS)
    if (recent.length < limit) return now
    return recent[recent.length - limit]! + HOUR_MS
  }

  private async call(
    accountId: string,
    step: Extract<PlannedStep, { kind: 'dm' | 'private-reply' | 'public-reply' }>,
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
}
