/** The words the editor uses for steps and their outcomes, as a shop owner would say them. */
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { buttonsOf, type FlowEdge, type FlowStep, type FlowStepKind } from '@/domain/automations/flow/model'

export const STEP_KIND_LABELS: Record<FlowStepKind, MessageDescriptor> = {
  send: msg`Send a message`,
  'public-reply': msg`Reply under the comment`,
  wait: msg`Wait`,
  'wait-reply': msg`Wait for a reply`,
  ask: msg`Ask a question`,
  condition: msg`Check something`,
  split: msg`Split at random (A/B test)`,
  tag: msg`Add or remove a tag`,
  'set-field': msg`Save a detail about the person`,
  handover: msg`Hand over to the team`,
  'goto-flow': msg`Continue in another automation`,
  end: msg`End`,
}

/** A step as lists and menus name it: its place in reading order and what it does. */
export function stepName(i18n: I18n, step: FlowStep, number: number): string {
  const kind = i18n._(STEP_KIND_LABELS[step.kind])
  return i18n._(msg`Step ${number}: ${kind}`)
}

/** What an outcome is, in the step's own words: a button's title, a branch, "no reply in time". */
export function outcomeLabel(i18n: I18n, step: FlowStep, edge: FlowEdge): string {
  const outcome = edge.outcome
  if (step.kind === 'send') {
    const button = step.messages.flatMap(buttonsOf).find((candidate) => candidate.id === outcome)
    const title = button?.title || i18n._(msg`(no title yet)`)
    if (button) return i18n._(msg`Tap on “${title}”`)
    const reply = step.quickReplies.find((candidate) => candidate.id === outcome)
    const replyTitle = reply?.title || i18n._(msg`(no title yet)`)
    if (reply) return i18n._(msg`Quick reply “${replyTitle}”`)
    return i18n._(msg`Right after sending`)
  }
  if (step.kind === 'wait-reply') {
    const route = step.routes.find((candidate) => candidate.id === outcome)
    const words = route?.keywords.keywords.join(', ') || i18n._(msg`(no words yet)`)
    if (route) return i18n._(msg`Reply with “${words}”`)
    return outcome === 'timeout' ? i18n._(msg`No reply in time`) : i18n._(msg`Any other reply`)
  }
  if (step.kind === 'ask') {
    if (outcome === 'failed') return i18n._(msg`No valid answer`)
    if (outcome === 'timeout') return i18n._(msg`No answer in time`)
    return i18n._(msg`Answer saved`)
  }
  if (step.kind === 'condition') return outcome === 'then' ? i18n._(msg`Yes`) : i18n._(msg`No`)
  if (step.kind === 'split') {
    const branch = step.branches.find((candidate) => candidate.id === outcome)
    const label = branch?.label ?? ''
    return i18n._(msg`Branch ${label}`)
  }
  if (step.kind === 'wait') return i18n._(msg`After the wait`)
  return i18n._(msg`Then`)
}

/**
 * The item of a step a problem is about, for the list of problems above the form ("quick reply 2",
 * "message 2, button 1"); the message is named only when the step sends several. Null when the
 * step's name is enough.
 */
export function problemPlace(i18n: I18n, step: FlowStep, path: string): string | null {
  const parts = path.split('.')
  const item = (index: number) => Number(parts[index]) + 1
  if (parts[1] === undefined) return null
  if (step.kind === 'wait-reply' && parts[0] === 'routes') {
    const answer = item(1)
    return i18n._(msg`answer ${answer}`)
  }
  if (step.kind !== 'send') return null
  if (parts[0] === 'quickReplies') {
    const reply = item(1)
    return i18n._(msg`quick reply ${reply}`)
  }
  if (parts[0] !== 'messages') return null
  const message = item(1)
  const several = step.messages.length > 1
  if (parts[2] === 'cards' && parts[3] !== undefined) {
    const card = item(3)
    return several ? i18n._(msg`message ${message}, card ${card}`) : i18n._(msg`card ${card}`)
  }
  if (parts[2] === 'buttons' && parts[3] !== undefined) {
    const button = item(3)
    return several ? i18n._(msg`message ${message}, button ${button}`) : i18n._(msg`button ${button}`)
  }
  return several ? i18n._(msg`message ${message}`) : null
}
