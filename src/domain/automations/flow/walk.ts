/**
 * One call's walk through a flow: visits steps from a given one until the flow waits (a timer, a
 * reply, an answer, a tap) or ends, keeping Meta's rules at every send. Mutates the walk it is
 * given (a working copy the interpreter made); the interpreter turns it into a result.
 */
import type { FlowStep, StepId } from './model'
import { conditionHolds } from './checks'
import type { FlowReason } from './session'
import { visitSend } from './sendStep'
import { fillTemplate } from './templateText'
import { record, schedule, sendKey, windowOpen, type Next, type Walk } from './walkState'

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

function visitStep(walk: Walk, step: FlowStep, visit: number): Next {
  const { session, facts, contact } = walk
  switch (step.kind) {
    case 'send':
      return visitSend(walk, step, visit)
    case 'public-reply': {
      const comment = session.comment
      // A reply to a reply is allowed: Instagram adds it under the top-level comment (IG Comment replies).
      const reason: FlowReason | undefined = !comment
        ? 'needs-comment'
        : comment.live
          ? 'live-comment-no-public-reply'
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
