/**
 * The send step: messages on the `message` channel only inside the 24-hour window; the comment's
 * one private reply as the opening message, the rest of the step held until the person answers.
 */
import { buttonsOf, type FlowStep } from './model'
import { legacyPayloadOf } from './payloads'
import type { FlowReason } from './session'
import { renderMessage } from './templateText'
import { record, sendKey, windowOpen, type Next, type Walk } from './walkState'

type SendStep = Extract<FlowStep, { kind: 'send' }>

/** Why the comment's private reply cannot go now, if it cannot. */
function privateReplyBlock(walk: Walk): FlowReason | undefined {
  const { session, facts } = walk
  if (!session.comment) return 'needs-comment'
  const tooOldAt = (at: number) => at - session.comment!.at > walk.rules.privateReplyMaxAgeMs
  // A comment that already had its reply says so, unless it was too old when the person wrote.
  if (tooOldAt(session.startedAt)) return 'private-reply-too-old'
  if (session.privateReplySent || facts.privateReplyClaimed) return 'private-reply-already-sent'
  if (tooOldAt(facts.now)) return 'private-reply-too-old'
  return undefined
}

/** Sends messages `from`… of a send step on the `message` channel, quick replies under the last. */
export function sendMessages(walk: Walk, step: SendStep, visit: number, from: number) {
  step.messages.slice(from).forEach((message, offset, rest) => {
    const index = from + offset
    const replies = offset === rest.length - 1 ? step.quickReplies : []
    walk.effects.push({
      kind: 'send',
      stepId: step.id,
      channel: 'message',
      message: renderMessage(walk.flow.automationId, message, walk.contact, replies),
      key: sendKey(walk, visit, index),
    })
  })
}

function firstText(step: SendStep): string | undefined {
  const first = step.messages[0]
  return first?.kind === 'text' ? first.text : undefined
}

/** Options of the step that lead somewhere in this flow (a legacy payload goes to other automations). */
function waitsForTap(step: SendStep): boolean {
  const routed = (id: string) => legacyPayloadOf(id) === undefined
  return (
    step.messages.some((message) =>
      buttonsOf(message).some((button) => button.action.kind === 'step' && routed(button.id)),
    ) || step.quickReplies.some((reply) => routed(reply.id))
  )
}

export function visitSend(walk: Walk, step: SendStep, visit: number): Next {
  const text = firstText(step)
  const skip = (reason: FlowReason): Next => {
    record(walk, step, visit, { status: 'skipped', reason, text })
    return { to: step.next }
  }
  if (step.messages.length === 0) {
    record(walk, step, visit, {})
    return { to: step.next }
  }
  if (step.channel === 'message') {
    if (!windowOpen(walk)) return skip('outside-24h-window')
    sendMessages(walk, step, visit, 0)
    record(walk, step, visit, { status: 'sent', text })
  } else {
    const blocked = privateReplyBlock(walk)
    if (blocked) return skip(blocked)
    const only = step.messages.length === 1
    walk.effects.push({
      kind: 'send',
      stepId: step.id,
      channel: 'private-reply',
      commentId: walk.session.comment!.id,
      message: renderMessage(walk.flow.automationId, step.messages[0]!, walk.contact, only ? step.quickReplies : []),
      key: sendKey(walk, visit, 0),
    })
    walk.session.privateReplySent = true
    if (!only && windowOpen(walk)) sendMessages(walk, step, visit, 1)
    else if (!only) walk.session.held = { stepId: step.id, fromMessage: 1 }
    record(walk, step, visit, { status: 'sent', text, ...(walk.session.held ? { reason: 'held-until-answer' } : {}) })
  }
  if (step.next === null && waitsForTap(step)) {
    walk.session.wait = { kind: 'tap' }
    return 'wait'
  }
  return { to: step.next }
}
