/**
 * Every outcome of a step with what makes it happen: the checks and test mode need to know which
 * outcomes wait for the person (or the clock) and which open the 24-hour messaging window.
 */
import { buttonsOf, type FlowMessage, type FlowStep, type StepId } from './model'

export type OutcomeKind =
  | 'next'
  | 'button'
  | 'quick-reply'
  | 'delay-over'
  | 'route'
  | 'other-reply'
  | 'timeout'
  | 'answered'
  | 'gave-up'
  | 'condition-true'
  | 'condition-false'
  | 'branch'

export interface StepOutcome {
  /** The outcome's id, as `outcomesOf` names it: `next`, `then`, a button, route or branch id. */
  outcome: string
  kind: OutcomeKind
  to: StepId | null
  /** Where the outcome is set inside the step, e.g. `messages.0.buttons.1`, `routes.2`, `timeout`. */
  path: string
  /** What the person sees or the editor names it by: a button's title, a branch's label, a route's keywords. */
  label: string
}

/** Outcomes that happen only after the person acts or time passes: a loop through one cannot spin. */
const WAITING: ReadonlySet<OutcomeKind> = new Set([
  'button',
  'quick-reply',
  'delay-over',
  'route',
  'other-reply',
  'timeout',
  'answered',
  'gave-up',
])

/** Outcomes caused by the person writing or tapping: after one, the 24-hour window is open. */
const OPENING: ReadonlySet<OutcomeKind> = new Set([
  'button',
  'quick-reply',
  'route',
  'other-reply',
  'answered',
  'gave-up',
])

export const waitsForSomething = (kind: OutcomeKind): boolean => WAITING.has(kind)
export const opensWindow = (kind: OutcomeKind): boolean => OPENING.has(kind)

/** Every outcome of a step, links included only when they continue in the flow (a link button leaves it). */
export function stepOutcomes(step: FlowStep): StepOutcome[] {
  const outcome = (id: string, kind: OutcomeKind, to: StepId | null, path = id, label = ''): StepOutcome => ({
    outcome: id,
    kind,
    to,
    path,
    label,
  })
  switch (step.kind) {
    case 'send':
      return [
        ...step.messages.flatMap((message, index) =>
          buttonPaths(message, `messages.${index}`).flatMap(({ button, path }) =>
            button.action.kind === 'step' ? [outcome(button.id, 'button', button.action.next, path, button.title)] : [],
          ),
        ),
        ...step.quickReplies.map((reply, index) =>
          outcome(reply.id, 'quick-reply', reply.next, `quickReplies.${index}`, reply.title),
        ),
        outcome('next', 'next', step.next),
      ]
    case 'public-reply':
    case 'tag':
    case 'set-field':
      return [outcome('next', 'next', step.next)]
    case 'wait':
      return [outcome('next', 'delay-over', step.next)]
    case 'wait-reply':
      return [
        ...step.routes.map((route, index) =>
          outcome(route.id, 'route', route.next, `routes.${index}`, route.keywords.keywords.join(', ')),
        ),
        outcome('otherwise', 'other-reply', step.otherwise),
        outcome('timeout', 'timeout', step.timeout),
      ]
    case 'ask':
      return [
        outcome('next', 'answered', step.next),
        outcome('failed', 'gave-up', step.failed),
        outcome('timeout', 'timeout', step.timeout),
      ]
    case 'condition':
      return [outcome('then', 'condition-true', step.then), outcome('otherwise', 'condition-false', step.otherwise)]
    case 'split':
      return step.branches.map((branch, index) =>
        outcome(branch.id, 'branch', branch.next, `branches.${index}`, branch.label),
      )
    case 'handover':
    case 'goto-flow':
    case 'end':
      return []
  }
}

/** A message's buttons with their paths: `…buttons.1` under a text, `…cards.2.buttons.0` in a carousel. */
export function buttonPaths(message: FlowMessage, at: string) {
  if (message.kind === 'carousel')
    return message.cards.flatMap((card, cardIndex) =>
      card.buttons.map((button, index) => ({ button, path: `${at}.cards.${cardIndex}.buttons.${index}` })),
    )
  return buttonsOf(message).map((button, index) => ({ button, path: `${at}.buttons.${index}` }))
}
