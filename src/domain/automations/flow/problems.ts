/**
 * Everything that keeps a flow from being published (errors) or deserves a second look (warnings),
 * each tied to its step and the place inside it, for the editor's list of problems per step.
 *
 * An outcome that leads nowhere ends the flow, which is deliberate almost everywhere: after a send,
 * a wait, a tag, a condition, a split branch, an answer, a timeout. It is a problem where the person
 * has just acted and expects an answer: a tapped button or quick reply, or a reply that matched what
 * the step listened for (errors); any other reply going nowhere is only a warning.
 */
import type { AutomationTrigger } from '../model'
import { commentPlacesOf } from '../triggers'
import { legacyPayloadOf } from './payloads'
import { reachableFrom, sendOrderProblems, sendsDirectMessage, waitlessLoops } from './graph'
import type { FlowGraph, FlowStep, StepId } from './model'
import { type AddProblem, type FlowProblem, severityOf } from './problem'
import { stepOutcomes, type OutcomeKind } from './outcomes'
import { nameKey, placeholdersIn, textsOf } from './flowTexts'
import { stepProblems, type FlowContext } from './stepProblems'

export type { FlowContext } from './stepProblems'

const LEADS_NOWHERE: Partial<Record<OutcomeKind, FlowProblem['code']>> = {
  button: 'button-leads-nowhere',
  'quick-reply': 'quick-reply-leads-nowhere',
  route: 'reply-route-leads-nowhere',
  'other-reply': 'other-reply-leads-nowhere',
}

export function flowProblems(trigger: AutomationTrigger, flow: FlowGraph, context: FlowContext): FlowProblem[] {
  const problems: FlowProblem[] = []
  const seen = new Set<string>()
  const add: AddProblem = (stepId, code, path = '', params) => {
    // One line per problem and place, even when a text names the same missing field twice.
    const key = JSON.stringify([stepId, code, path, params?.name])
    if (seen.has(key)) return
    seen.add(key)
    problems.push({ code, severity: severityOf(code), stepId, path, ...(params ? { params } : {}) })
  }
  const steps = Object.values(flow.steps)
  const commentTrigger = trigger.kind === 'comment-keyword'

  const hasStart = flow.start !== null && flow.start in flow.steps
  if (!hasStart) add(null, 'start-missing')
  if (!steps.some((step) => sendsDirectMessage(step) || step.kind === 'public-reply')) add(null, 'nothing-sent')

  const reachable = reachableFrom(flow, flow.start === null ? [] : [flow.start])
  const loops = new Map(waitlessLoops(flow).map((group) => [group[0]!, group]))
  const { closedWindow, privateReplyNotFirst } = sendOrderProblems(flow, commentTrigger)

  for (const step of steps) {
    if (hasStart && !reachable.has(step.id)) add(step.id, 'unreachable-step')
    if (loops.has(step.id)) add(step.id, 'waitless-loop', '', { actual: loops.get(step.id)!.length })
    for (const outcome of stepOutcomes(step)) {
      if (outcome.to !== null && !(outcome.to in flow.steps)) add(step.id, 'leads-to-missing-step', outcome.path)
      const nowhere = LEADS_NOWHERE[outcome.kind]
      // An option kept from before flows sends the payload its author typed, for other automations to answer.
      const answeredElsewhere = legacyPayloadOf(outcome.outcome) !== undefined
      if (outcome.to === null && nowhere && !answeredElsewhere) add(step.id, nowhere, outcome.path)
    }
    const answersComment = (step.kind === 'send' && step.channel === 'private-reply') || step.kind === 'public-reply'
    if (answersComment && !commentTrigger) add(step.id, 'needs-comment-trigger', step.kind === 'send' ? 'channel' : '')
    if (step.kind === 'public-reply' && onlyLiveComments(trigger)) add(step.id, 'public-reply-on-live-comments')
    if (commentTrigger && privateReplyNotFirst.has(step.id)) add(step.id, 'private-reply-not-first', 'channel')
    if (commentTrigger && closedWindow.has(step.id)) add(step.id, 'message-before-window-opens')
    if (step.kind === 'ask' && !answerUsed(flow, step)) add(step.id, 'input-never-used', 'field', { name: step.field })
    stepProblems(step, context, add)
  }
  return problems
}

/** A comment trigger that answers live videos' comments only: none of them takes a public reply. */
function onlyLiveComments(trigger: AutomationTrigger): boolean {
  if (trigger.kind !== 'comment-keyword') return false
  const places = commentPlacesOf(trigger)
  return places.length > 0 && places.every((place) => place === 'live')
}

/** Whether a step the answer leads to reads the ask's field (a condition, a `{{field}}`), or may in another flow. */
function answerUsed(flow: FlowGraph, ask: Extract<FlowStep, { kind: 'ask' }>): boolean {
  const field = nameKey(ask.field)
  const after: StepId[] = ask.next === null ? [] : [ask.next]
  return [...reachableFrom(flow, after)].some((id) => {
    const step = flow.steps[id]!
    if (step.kind === 'goto-flow') return true
    if (step.kind === 'condition' && step.condition.kind === 'field' && nameKey(step.condition.field) === field)
      return true
    return textsOf(step).some(({ text }) => placeholdersIn(text).some((name) => nameKey(name) === field))
  })
}

/** Whether the flow may be published: no problem of severity `error`. */
export const publishable = (problems: readonly FlowProblem[]): boolean =>
  problems.every((problem) => problem.severity !== 'error')
