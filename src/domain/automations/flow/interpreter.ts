/**
 * The flow interpreter: moves one contact through one published flow version. Pure: the engine
 * gives it the time, a random source and what it knows of the person, stores the session it
 * returns, carries out the effects in order (claiming the comment's private reply when it sends
 * one, pacing sends) and calls `resume` again on the person's reply, tap or a timer it scheduled.
 */
import { matchesKeywords } from '../keywords'
import { buttonsOf, type FlowStep, type StepId } from './model'
import { checkAnswer, MissingFact } from './checks'
import {
  DEFAULT_FLOW_RULES,
  type FlowFacts,
  type FlowInput,
  type FlowResult,
  type FlowSession,
  type FlowStart,
  type PublishedFlow,
} from './session'
import { sendMessages } from './sendStep'
import { askAgain, walkFrom } from './walk'
import type { Walk } from './walkState'

/** Input keys a session remembers: enough to recognise any redelivery of its recent events. */
const SEEN_INPUTS_KEPT = 32

/** Starts a contact on a flow, at its first step or at the target of a tapped option. */
export function start(flow: PublishedFlow, context: FlowStart, facts: FlowFacts): FlowResult {
  const session: FlowSession = {
    automationId: flow.automationId,
    version: flow.version,
    accountId: context.accountId,
    contactId: context.contactId,
    runId: context.runId,
    ...(context.comment ? { comment: context.comment } : {}),
    at: null,
    atVisit: 0,
    wait: { kind: 'none' },
    privateReplySent: false,
    visits: 0,
    seenInputs: [],
    startedAt: facts.now,
    updatedAt: facts.now,
  }
  const tapped = context.tap
  if (tapped === undefined)
    return run(flow, session, facts, context.key, false, (walk) => walkFrom(walk, flow.graph.start))
  const option = findOption(flow, tapped)
  if (!option) return { kind: 'ignored', reason: 'unknown-option' }
  return run(flow, session, facts, context.key, true, (walk) => followTap(walk, option, tapped))
}

/** Moves a session on with the person's reply, a tap, or one of its timers. */
export function resume(flow: PublishedFlow, session: FlowSession, input: FlowInput, facts: FlowFacts): FlowResult {
  if (flow.automationId !== session.automationId || flow.version !== session.version)
    return { kind: 'ignored', reason: 'wrong-version' }
  if (session.seenInputs.includes(input.key)) return { kind: 'ignored', reason: 'duplicate-input' }
  const waitingStep = session.at === null ? undefined : flow.graph.steps[session.at]
  switch (input.kind) {
    case 'timer': {
      const wait = session.wait
      if (!waitingStep || !('key' in wait) || wait.key !== input.key) return { kind: 'ignored', reason: 'stale-timer' }
      return run(flow, session, facts, input.key, false, (walk) => timeUp(walk, waitingStep))
    }
    case 'tap': {
      const option = findOption(flow, input.optionId)
      if (!option) return { kind: 'ignored', reason: 'unknown-option' }
      return run(flow, session, facts, input.key, true, (walk) => {
        releaseHeld(walk)
        followTap(walk, option, input.optionId)
      })
    }
    case 'reply': {
      const awaitsText = session.wait.kind === 'reply' || session.wait.kind === 'answer'
      if ((!waitingStep || !awaitsText) && !session.held) return { kind: 'ignored', reason: 'not-waiting' }
      return run(flow, session, facts, input.key, true, (walk) => {
        releaseHeld(walk)
        if (waitingStep && awaitsText) answer(walk, waitingStep, input.text)
      })
    }
  }
}

/** Runs `act` on a working copy of the session; nothing of it escapes when a fact is missing. */
function run(
  flow: PublishedFlow,
  original: FlowSession,
  facts: FlowFacts,
  inputKey: string,
  inbound: boolean,
  act: (walk: Walk) => void,
): FlowResult {
  const session: FlowSession = structuredClone(original)
  const contact = facts.contact
  const walk: Walk = {
    flow,
    session,
    facts,
    rules: { ...DEFAULT_FLOW_RULES, ...facts.rules },
    contact: {
      ...contact,
      tags: [...contact.tags],
      fields: { ...contact.fields },
      // The person's reply or tap is a message from them: the window is open from now.
      lastInboundAt: inbound ? Math.max(contact.lastInboundAt ?? facts.now, facts.now) : contact.lastInboundAt,
    },
    effects: [],
    outcomes: [],
    stepsTaken: 0,
  }
  try {
    act(walk)
  } catch (error) {
    if (error instanceof MissingFact) return { kind: 'needs', fact: error.fact }
    throw error
  }
  session.seenInputs = [...session.seenInputs, inputKey].slice(-SEEN_INPUTS_KEPT)
  session.updatedAt = facts.now
  const alive = session.at !== null || session.held !== undefined
  return { kind: 'ran', session: alive ? session : null, effects: walk.effects, outcomes: walk.outcomes }
}

interface TappedOption {
  step: Extract<FlowStep, { kind: 'send' }>
  next: StepId | null
}

/** The step whose button or quick reply has this id, and where a tap on it leads; links are not tapped back. */
function findOption(flow: PublishedFlow, optionId: string): TappedOption | undefined {
  for (const step of Object.values(flow.graph.steps)) {
    if (step.kind !== 'send') continue
    for (const message of step.messages)
      for (const button of buttonsOf(message))
        if (button.id === optionId && button.action.kind === 'step') return { step, next: button.action.next }
    const reply = step.quickReplies.find((each) => each.id === optionId)
    if (reply) return { step, next: reply.next }
  }
  return undefined
}

function followTap(walk: Walk, option: TappedOption, optionId: string): void {
  const { session } = walk
  const left = session.at === null ? undefined : walk.flow.graph.steps[session.at]
  // A step that waited for a reply or an answer is left by the tap: its visit is over.
  if (left && (session.wait.kind === 'reply' || session.wait.kind === 'answer'))
    walk.outcomes.push({ stepId: left.id, kind: left.kind, visit: session.atVisit, status: 'done', outcome: 'tap' })
  const visit = ++session.visits
  walk.outcomes.push({ stepId: option.step.id, kind: 'send', visit, status: 'done', outcome: optionId })
  walkFrom(walk, option.next)
}

/** The rest of a private-reply step goes now that the person answered or tapped. */
function releaseHeld(walk: Walk): void {
  const held = walk.session.held
  if (!held) return
  delete walk.session.held
  const step = walk.flow.graph.steps[held.stepId]
  if (step?.kind !== 'send') return
  const visit = ++walk.session.visits
  sendMessages(walk, step, visit, held.fromMessage)
  walk.outcomes.push({ stepId: step.id, kind: 'send', visit, status: 'sent' })
}

function timeUp(walk: Walk, step: FlowStep): void {
  const visit = walk.session.atVisit
  const outcome = { stepId: step.id, kind: step.kind, visit }
  switch (step.kind) {
    case 'wait':
      return walkFrom(walk, step.next)
    case 'wait-reply':
      walk.outcomes.push({ ...outcome, status: 'done', reason: 'timed-out', outcome: 'timeout' })
      return walkFrom(walk, step.timeout)
    case 'ask':
      walk.outcomes.push({ ...outcome, status: 'done', reason: 'timed-out', outcome: 'timeout' })
      return walkFrom(walk, step.timeout)
    default:
      return walkFrom(walk, null)
  }
}

function answer(walk: Walk, step: FlowStep, text: string): void {
  const { session } = walk
  const outcome = { stepId: step.id, kind: step.kind, visit: session.atVisit }
  if (step.kind === 'wait-reply') {
    const route = step.routes.find((each) => matchesKeywords(each.keywords, text))
    walk.outcomes.push({ ...outcome, status: 'done', outcome: route?.id ?? 'otherwise', text })
    return walkFrom(walk, route ? route.next : step.otherwise)
  }
  if (step.kind !== 'ask' || session.wait.kind !== 'answer') return
  const value = checkAnswer(step.input, text)
  if (value !== null) {
    walk.contact.fields[step.field] = value
    walk.effects.push({ kind: 'set-field', stepId: step.id, field: step.field, value })
    walk.outcomes.push({ ...outcome, status: 'done', outcome: 'next', text: value })
    return walkFrom(walk, step.next)
  }
  const attempts = session.wait.attempts + 1
  if (attempts >= step.maxAttempts) {
    walk.outcomes.push({ ...outcome, status: 'done', reason: 'invalid-answer', outcome: 'failed', text })
    return walkFrom(walk, step.failed)
  }
  walk.outcomes.push({ ...outcome, status: 'done', reason: 'invalid-answer', outcome: 'retry', text })
  const visit = ++session.visits
  askAgain(walk, step, visit, step.retryText, attempts)
  session.atVisit = visit
  walk.outcomes.push({
    stepId: step.id,
    kind: 'ask',
    visit,
    status: 'queued',
    reason: 'invalid-answer',
    text: step.retryText,
  })
}
