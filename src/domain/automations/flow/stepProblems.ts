/** What one step says and sets, against Instagram's limits and the workspace's fields and tags. */
import { countAtMost, messageProblems, sendableText, title, type At } from './messageProblems'
import { FLOW_LIMITS, type FlowStep } from './model'
import type { AddProblem } from './problem'
import { nameKey, textsOf, placeholdersIn } from './flowTexts'

export interface FlowContext {
  /** The automation being checked; `null` while it has never been saved. */
  automationId: string | null
  /** The names of the workspace's contact fields. */
  fields: readonly string[]
  /** The names of the workspace's tags. */
  tags: readonly string[]
  /** The workspace's other automations, for go-to-flow steps. */
  automations: readonly { id: string; name: string }[]
  /** The workspace's contact segments, for in-segment conditions (none when not given). */
  segments?: readonly { id: string; name: string }[]
}

/** Filled from the contact without a field of the workspace. */
const BUILT_IN_PLACEHOLDERS = new Set(['username'])

export function stepProblems(step: FlowStep, context: FlowContext, add: AddProblem): void {
  const at: At = (code, path = '', params) => add(step.id, code, path, params)
  const fields = new Set([...BUILT_IN_PLACEHOLDERS, ...context.fields.map(nameKey)])
  const checkField = (field: string, path: string) => {
    if (field.trim() === '') at('field-required', path)
    else if (!fields.has(nameKey(field))) at('unknown-field', path, { name: field.trim() })
  }
  for (const { text, path } of textsOf(step))
    for (const name of placeholdersIn(text)) if (!fields.has(nameKey(name))) at('unknown-field', path, { name })
  const waitBetween = (seconds: number, path: string) => {
    if (!Number.isInteger(seconds) || seconds < FLOW_LIMITS.waitMinSeconds || seconds > FLOW_LIMITS.waitMaxSeconds)
      at('wait-out-of-range', path, {
        min: FLOW_LIMITS.waitMinSeconds / 60,
        max: FLOW_LIMITS.waitMaxSeconds / 60,
        actual: seconds / 60,
      })
  }
  switch (step.kind) {
    case 'send':
      if (step.messages.length === 0) at('messages-required', 'messages')
      countAtMost(step.messages.length, FLOW_LIMITS.messagesPerStepMax, 'too-many-messages', 'messages', at)
      step.messages.forEach((message, index) => messageProblems(message, `messages.${index}`, at))
      countAtMost(step.quickReplies.length, FLOW_LIMITS.quickRepliesMax, 'too-many-quick-replies', 'quickReplies', at)
      step.quickReplies.forEach((reply, index) =>
        title(reply.title, FLOW_LIMITS.quickReplyTitleMaxChars, `quickReplies.${index}.title`, 'quick-reply', at),
      )
      return
    case 'public-reply':
      if (step.variants.length === 0) at('variants-required', 'variants')
      step.variants.forEach((variant, index) => {
        if (variant.trim() === '') at('text-required', `variants.${index}`)
      })
      return
    case 'wait':
      return waitBetween(step.seconds, 'seconds')
    case 'wait-reply':
      step.routes.forEach((route, index) => {
        if (route.keywords.keywords.every((keyword) => keyword.trim() === ''))
          at('keywords-required', `routes.${index}.keywords`)
      })
      return waitBetween(step.timeoutSeconds, 'timeoutSeconds')
    case 'ask':
      sendableText(step.question, 'question', at)
      sendableText(step.retryText, 'retryText', at)
      if (!Number.isInteger(step.maxAttempts) || step.maxAttempts < 1 || step.maxAttempts > FLOW_LIMITS.askAttemptsMax)
        at('attempts-out-of-range', 'maxAttempts', {
          min: 1,
          max: FLOW_LIMITS.askAttemptsMax,
          actual: step.maxAttempts,
        })
      checkField(step.field, 'field')
      return waitBetween(step.timeoutSeconds, 'timeoutSeconds')
    case 'condition':
      return conditionProblems(step.condition, context, checkField, at)
    case 'split': {
      const count = step.branches.length
      if (count < FLOW_LIMITS.splitBranchesMin || count > FLOW_LIMITS.splitBranchesMax)
        at('split-branch-count', 'branches', {
          min: FLOW_LIMITS.splitBranchesMin,
          max: FLOW_LIMITS.splitBranchesMax,
          actual: count,
        })
      step.branches.forEach((branch, index) => {
        if (!Number.isFinite(branch.weight) || branch.weight <= 0)
          at('split-weight-invalid', `branches.${index}.weight`)
      })
      return
    }
    case 'tag':
      if (step.tag.trim() === '') at('tag-required', 'tag')
      // Adding a tag the workspace does not have yet creates it; removing one it lacks does nothing.
      else if (step.action === 'remove' && !hasTag(context, step.tag))
        at('unknown-tag', 'tag', { name: step.tag.trim() })
      return
    case 'set-field':
      return checkField(step.field, 'field')
    case 'goto-flow':
      if (step.automationId.trim() === '') at('goto-flow-required', 'automationId')
      else if (step.automationId === context.automationId) at('goto-flow-self', 'automationId')
      else if (!context.automations.some((automation) => automation.id === step.automationId))
        at('goto-flow-missing', 'automationId', { name: step.automationId })
      return
    case 'handover':
    case 'end':
      return
  }
}

const hasTag = (context: FlowContext, tag: string) => context.tags.some((name) => nameKey(name) === nameKey(tag))

function conditionProblems(
  condition: Extract<FlowStep, { kind: 'condition' }>['condition'],
  context: FlowContext,
  checkField: (field: string, path: string) => void,
  at: At,
): void {
  switch (condition.kind) {
    case 'has-tag':
      if (condition.tag.trim() === '') at('tag-required', 'condition.tag')
      else if (!hasTag(context, condition.tag)) at('unknown-tag', 'condition.tag', { name: condition.tag.trim() })
      return
    case 'field':
      return checkField(condition.field, 'condition.field')
    case 'time-of-day':
      if (!isClockTime(condition.from)) at('time-invalid', 'condition.from')
      if (!isClockTime(condition.to)) at('time-invalid', 'condition.to')
      return
    case 'from-post':
      if (condition.mediaIds.length === 0) at('posts-required', 'condition.mediaIds')
      return
    case 'in-segment':
      if (condition.segmentId.trim() === '') at('segment-required', 'condition.segmentId')
      else if (!context.segments?.some((segment) => segment.id === condition.segmentId))
        at('segment-missing', 'condition.segmentId')
      return
    case 'follows-account':
      return
  }
}

const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
