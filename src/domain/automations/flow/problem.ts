import type { StepId } from './model'

export type FlowProblemCode =
  // The flow as a whole
  | 'start-missing'
  | 'nothing-sent'
  // Its shape
  | 'unreachable-step'
  | 'waitless-loop'
  | 'leads-to-missing-step'
  | 'button-leads-nowhere'
  | 'quick-reply-leads-nowhere'
  | 'reply-route-leads-nowhere'
  | 'other-reply-leads-nowhere'
  | 'input-never-used'
  // Instagram's rules on who can be sent what
  | 'needs-comment-trigger'
  | 'public-reply-on-live-comments'
  | 'private-reply-not-first'
  | 'message-before-window-opens'
  // What a step says and Instagram's limits
  | 'messages-required'
  | 'too-many-messages'
  | 'text-required'
  | 'text-too-long'
  | 'too-many-quick-replies'
  | 'quick-reply-title-required'
  | 'quick-reply-title-too-long'
  | 'too-many-buttons'
  | 'button-title-required'
  | 'button-title-too-long'
  | 'invalid-url'
  | 'cards-required'
  | 'too-many-cards'
  | 'card-title-required'
  | 'card-title-too-long'
  | 'card-subtitle-too-long'
  | 'variants-required'
  | 'keywords-required'
  | 'wait-out-of-range'
  | 'attempts-out-of-range'
  | 'split-branch-count'
  | 'split-weight-invalid'
  | 'field-required'
  | 'tag-required'
  | 'unknown-field'
  | 'unknown-tag'
  | 'posts-required'
  | 'time-invalid'
  | 'goto-flow-required'
  | 'goto-flow-missing'
  | 'goto-flow-self'
  | 'segment-required'
  | 'segment-missing'

/** An error keeps the flow from being published; a warning is shown and lets it through. */
export type FlowProblemSeverity = 'error' | 'warning'

export interface FlowProblem {
  code: FlowProblemCode
  severity: FlowProblemSeverity
  /** The step the problem belongs to; `null` for the flow as a whole. */
  stepId: StepId | null
  /** Where inside the step, e.g. `messages.0.buttons.1.title`; `''` for the step itself. */
  path: string
  /**
   * Numbers for the message in the field's unit (minutes for waits); `characters` next to a byte
   * count, so the message can speak in characters unless accents or emoji make the two differ;
   * `name` names what is missing (a field, a tag, an automation id).
   */
  params?: { min?: number; max?: number; actual?: number; characters?: number; name?: string }
}

/**
 * A message after the private reply with nothing the person must do first still arrives when
 * they wrote to the account in the last 24 hours, so it is worth a warning, not a refusal.
 */
const WARNINGS: ReadonlySet<FlowProblemCode> = new Set([
  'public-reply-on-live-comments',
  'input-never-used',
  'other-reply-leads-nowhere',
  'message-before-window-opens',
])

export const severityOf = (code: FlowProblemCode): FlowProblemSeverity => (WARNINGS.has(code) ? 'warning' : 'error')

export type AddProblem = (
  stepId: StepId | null,
  code: FlowProblemCode,
  path?: string,
  params?: FlowProblem['params'],
) => void
