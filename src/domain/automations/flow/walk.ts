/**
 * One call's walk through a flow: visits steps from a given one until the flow waits (a timer, a
 * reply, an answer, a tap) or ends, keeping Meta's rules at every send. Mutates the walk it is
 * given (a working copy the interpreter made); the interpreter turns it into a result.
 */
import type { FlowStep, FlowStepKind, StepId } from './model'
import { buttonsOf } from './model'
import { conditionHolds } from './checks'
import { legacyPayloadOf } from './payloads'
import type {
  FlowEffect,
  FlowFacts,
  FlowReason,
  FlowRules,
  FlowSession,
  FlowStepOutcome,
  PublishedFlow,
} from './session'
import { fillTemplate, renderMessage } from './templateText'

export interface WorkingContact {
  username?: string
  tags: string[]
  fields: Record<string, string>
  lastInboundAt?: number
}

export interface Walk {
  flow: PublishedFlow
  session: FlowSession
  facts: FlowFacts
  rules: FlowRules
  contact: WorkingContact
  effects: FlowEffect[]
  outcomes: FlowStepOutcome[]
  stepsTaken: number
}

type Next = { to: StepId | null } | 'wait'

export function windowOpen(walk: Walk): boolean {
  const last = walk.contact.lastInboundAt
  return last !== undefined && walk.facts.now - last <= walk.rules.messagingWindowMs
}

function record(walk: Walk, step: { id: StepId; kind: FlowStepKind }, visit: number, patch: Partial<FlowStepOutcome>) {
  walk.outcomes.push({ stepId: step.id, kind: step.kind, visit, status: 'done', ...patch })
}

/** Visits steps from `from` until the flow waits or ends; the session says which. */
export function walkFrom(walk: Walk, from: StepId | null): void {
  const { session } = walk
  session.at = null
  session.wait = { kind: 'none' }
  for (let current = from; current !== null;) {
    const step = walk.flow.graph.steps[current]
    const visit = ++session.visits
    if (!step) return record(walk, { id: current, kind: 'end' }, visit, { status: 'skipped', reason: 'missing-step' })
    if (walk.stepsTaken >= walk.rules.stepsPerCall)
      return record(walk, step, visit, { status: 'skipped', reason: 'loop-limit' })
    walk.stepsTaken += 1
    const next = visitStep(walk, step, visit)
    if (next === 'wait') {
      session.at = step.id
      session.atVisit = visit
      return
    }
    current = next.to
  }
}

function timerKey(walk: Walk, visit: number): string {
  return `${walk.session.runId}:${visit}:timer`
}

function schedule(walk: Walk, stepId: StepId, visit: number, seconds: number) {
  const key = timerKey(walk, visit)
  const at = walk.facts.now + Math.max(0, seconds) * 1000
  walk.effects.push({ kind: 'schedule', stepId, at, key })
  return { key, until: at }
}

function visitStep(walk: Walk, step: FlowStep, visit: number): Next {
  const { session, facts, contact } = walk
  switch (step.kind) {
    case 'send':
      return visitSend(walk, step, visit)
    case 'public-reply': {
      const comment = session.comment
      const reason: FlowReason | undefined = !comment
        ? 'needs-comment'
        : !comment.topLevel
          ? 'not-top-level-comment'
          : undefined
      if (reason || !comment) {
        record(walk, step, visit, { status: 'skipped', reason })
        return { to: step.next }
      }
      const variants = step.variants.filter((variant) => variant.trim() !== '')
      const picked = variants[Math.min(variants.length - 1, Math.floor(facts.random() * variants.length))] ?? ''
      const text = fillTemplate(picked, contact)
      walk.effects.push({
        kind: 'public-reply',
        stepId: step.id,
        commentId: comment.id,
        text,
        key: sendKey(walk, visit, 0),
      })
      record(walk, step, visit, { status: 'sent', text })
      return { to: step.next }
    }
    case 'wait': {
      if (step.seconds <= 0) {
        record(walk, step, visit, { outcome: 'next' })
        return { to: step.next }
      }
      const { key, until } = schedule(walk, step.id, visit, step.seconds)
      session.wait = { kind: 'timer', until, key }
      record(walk, step, visit, { dueAt: until })
      return 'wait'
    }
    case 'wait-reply': {
      const { key, until } = schedule(walk, step.id, visit, step.timeoutSeconds)
      session.wait = { kind: 'reply', until, key }
      record(walk, step, visit, { status: 'queued', reason: 'waiting-for-reply', dueAt: until })
      return 'wait'
    }
    case 'ask':
      return visitAsk(walk, step, visit)
    case 'condition': {
      const holds = conditionHolds(step.condition, { ...facts, contact, comment: session.comment })
      record(walk, step, visit, { outcome: holds ? 'then' : 'otherwise' })
      return { to: holds ? step.then : step.otherwise }
    }
    case 'split': {
      const branch = pickBranch(step.branches, facts.random())
      if (!branch) {
        record(walk, step, visit, {})
        return { to: null }
      }
      record(walk, step, visit, { outcome: branch.id })
      return { to: branch.next }
    }
    case 'tag': {
      const tag = step.tag
      if (step.action === 'add' && !contact.tags.includes(tag)) contact.tags.push(tag)
      if (step.action === 'remove') contact.tags = contact.tags.filter((each) => each !== tag)
      walk.effects.push({ kind: 'tag', stepId: step.id, action: step.action, tag })
      record(walk, step, visit, { text: tag })
      return { to: step.next }
    }
    case 'set-field': {
      const value = fillTemplate(step.value, contact)
      contact.fields[step.field] = value
      walk.effects.push({ kind: 'set-field', stepId: step.id, field: step.field, value })
      record(walk, step, visit, { text: value })
      return { to: step.next }
    }
    case 'handover':
      walk.effects.push({ kind: 'handover', stepId: step.id, note: step.note })
      record(walk, step, visit, {})
      return { to: null }
    case 'goto-flow':
      walk.effects.push({ kind: 'start-flow', stepId: step.id, automationId: step.automationId })
      record(walk, step, visit, {})
      return { to: null }
    case 'end':
      record(walk, step, visit, {})
      return { to: null }
  }
}

function pickBranch<T extends { weight: number }>(branches: readonly T[], random: number): T | undefined {
  const weighted = branches.filter((branch) => branch.weight > 0)
  const pool = weighted.length > 0 ? weighted : branches
  const total = weighted.length > 0 ? weighted.reduce((sum, branch) => sum + branch.weight, 0) : pool.length
  let point = random * total
  for (const branch of pool) {
    point -= weighted.length > 0 ? branch.weight : 1
    if (point < 0) return branch
  }
  return pool[pool.length - 1]
}

function sendKey(walk: Walk, visit: number, message: number): string {
  return `${walk.session.runId}:${visit}:${message}`
}

/** Why the comment's private reply cannot go now, if it cannot. */
function privateReplyBlock(walk: Walk): FlowReason | undefined {
  const { session, facts } = walk
  if (!session.comment) return 'needs-comment'
  if (facts.now - session.comment.at > walk.rules.privateReplyMaxAgeMs) return 'private-reply-too-old'
  if (session.privateReplySent || facts.privateReplyClaimed) return 'private-reply-already-sent'
  return undefined
}

/** Sends messages `from`… of a send step on the `message` channel, quick replies under the last. */
export function sendMessages(walk: Walk, step: Extract<FlowStep, { kind: 'send' }>, visit: number, from: number) {
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

function firstText(step: Extract<FlowStep, { kind: 'send' }>): string | undefined {
  const first = step.messages[0]
  return first?.kind === 'text' ? first.text : undefined
}

/** Options of the step that lead somewhere in this flow (a legacy payload goes to other automations). */
function waitsForTap(step: Extract<FlowStep, { kind: 'send' }>): boolean {
  const routed = (id: string) => legacyPayloadOf(id) === undefined
  return (
    step.messages.some((message) =>
      buttonsOf(message).some((button) => button.action.kind === 'step' && routed(button.id)),
    ) || step.quickReplies.some((reply) => routed(reply.id))
  )
}

function visitSend(walk: Walk, step: Extract<FlowStep, { kind: 'send' }>, visit: number): Next {
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

function visitAsk(walk: Walk, step: Extract<FlowStep, { kind: 'ask' }>, visit: number): Next {
  if (!windowOpen(walk)) {
    record(walk, step, visit, {
      status: 'skipped',
      reason: 'outside-24h-window',
      outcome: 'failed',
      text: step.question,
    })
    return { to: step.failed }
  }
  askAgain(walk, step, visit, step.question, 0)
  record(walk, step, visit, { status: 'queued', reason: 'waiting-for-answer', text: step.question })
  return 'wait'
}

/**
 * Sends the question (or the retry text) and waits for the answer, its timeout starting again; a
 * retry is a visit of its own, so its send and timer have keys of their own.
 */
export function askAgain(
  walk: Walk,
  step: Extract<FlowStep, { kind: 'ask' }>,
  visit: number,
  text: string,
  attempts: number,
) {
  walk.effects.push({
    kind: 'send',
    stepId: step.id,
    channel: 'message',
    message: { kind: 'text', text: fillTemplate(text, walk.contact) },
    key: sendKey(walk, visit, 0),
  })
  const { key, until } = schedule(walk, step.id, visit, step.timeoutSeconds)
  walk.session.wait = { kind: 'answer', attempts, until, key }
}
