/** What one step says and sets, against Instagram's limits and the workspace's fields and tags. */
import { characterCount, isValidUrl, utf8ByteLength } from '../validation'
import { FLOW_LIMITS, type FlowMessage, type FlowStep } from './model'
import type { AddProblem, FlowProblemCode } from './problem'
import { buttonPaths } from './outcomes'

export interface FlowContext {
  /** The automation being checked; `null` while it has never been saved. */
  automationId: string | null
  /** The names of the workspace's contact fields. */
  fields: readonly string[]
  /** The names of the workspace's tags. */
  tags: readonly string[]
  /** The workspace's other automations, for go-to-flow steps. */
  automations: readonly { id: string; name: string }[]
}

/** Filled from the contact without a field of the workspace. */
const BUILT_IN_PLACEHOLDERS = new Set(['username'])

/** Names compare as written, trimmed: the interpreter fills `{{name}}` from the field of exactly that name. */
export const nameKey = (name: string): string => name.trim()

/** The names inside `{{…}}` in a text, as written (trimmed). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{([^{}]*)\}\}/g)].map((match) => match[1]!.trim())
}

/** Every text of a step a person reads or the flow stores, with its path; placeholders are filled in these. */
export function textsOf(step: FlowStep): { text: string; path: string }[] {
  switch (step.kind) {
    case 'send':
      return [
        ...step.messages.flatMap((message, index) => messageTexts(message, `messages.${index}`)),
        ...step.quickReplies.map((reply, index) => ({ text: reply.title, path: `quickReplies.${index}.title` })),
      ]
    case 'public-reply':
      return step.variants.map((text, index) => ({ text, path: `variants.${index}` }))
    case 'ask':
      return [
        { text: step.question, path: 'question' },
        { text: step.retryText, path: 'retryText' },
      ]
    case 'set-field':
      return [{ text: step.value, path: 'value' }]
    case 'handover':
      return [{ text: step.note, path: 'note' }]
    default:
      return []
  }
}

function messageTexts(message: FlowMessage, at: string): { text: string; path: string }[] {
  const buttons = buttonPaths(message, at).map(({ button, path }) => ({ text: button.title, path: `${path}.title` }))
  if (message.kind === 'text') return [{ text: message.text, path: `${at}.text` }, ...buttons]
  if (message.kind === 'carousel')
    return [
      ...message.cards.flatMap((card, index) => [
        { text: card.title, path: `${at}.cards.${index}.title` },
        { text: card.subtitle, path: `${at}.cards.${index}.subtitle` },
      ]),
      ...buttons,
    ]
  return []
}

export function stepProblems(step: FlowStep, context: FlowContext, add: AddProblem): void {
  const at = (code: FlowProblemCode, path = '', params?: Parameters<AddProblem>[3]) => add(step.id, code, path, params)
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

type At = (code: FlowProblemCode, path?: string, params?: Parameters<AddProblem>[3]) => void

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
    case 'follows-account':
      return
  }
}

const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

function countAtMost(actual: number, max: number, code: FlowProblemCode, path: string, at: At): void {
  if (actual > max) at(code, path, { max, actual })
}

/** A DM's text: required, and within Instagram's bytes (characters alongside, for the message). */
function sendableText(text: string, path: string, at: At): void {
  const bytes = utf8ByteLength(text)
  if (text.trim() === '') at('text-required', path)
  else if (bytes > FLOW_LIMITS.textMaxBytes)
    at('text-too-long', path, { max: FLOW_LIMITS.textMaxBytes, actual: bytes, characters: characterCount(text) })
}

function title(text: string, max: number, path: string, item: 'quick-reply' | 'button' | 'card', at: At): void {
  const length = characterCount(text.trim())
  if (length === 0) at(`${item}-title-required`, path)
  else if (length > max) at(`${item}-title-too-long`, path, { max, actual: length })
}

function messageProblems(message: FlowMessage, path: string, at: At): void {
  switch (message.kind) {
    case 'text':
      sendableText(message.text, `${path}.text`, at)
      break
    case 'media':
      if (!isValidUrl(message.url)) at('invalid-url', `${path}.url`)
      break
    case 'carousel':
      if (message.cards.length === 0) at('cards-required', `${path}.cards`)
      countAtMost(message.cards.length, FLOW_LIMITS.cardsMax, 'too-many-cards', `${path}.cards`, at)
      message.cards.forEach((card, index) => {
        const cardPath = `${path}.cards.${index}`
        title(card.title, FLOW_LIMITS.cardTitleMaxChars, `${cardPath}.title`, 'card', at)
        const subtitle = characterCount(card.subtitle.trim())
        if (subtitle > FLOW_LIMITS.cardSubtitleMaxChars)
          at('card-subtitle-too-long', `${cardPath}.subtitle`, {
            max: FLOW_LIMITS.cardSubtitleMaxChars,
            actual: subtitle,
          })
        // The picture is optional on a card; when given it must be a web address.
        if (card.imageUrl.trim() !== '' && !isValidUrl(card.imageUrl)) at('invalid-url', `${cardPath}.imageUrl`)
        countAtMost(card.buttons.length, FLOW_LIMITS.buttonsMax, 'too-many-buttons', `${cardPath}.buttons`, at)
      })
      break
  }
  if (message.kind === 'text')
    countAtMost(message.buttons.length, FLOW_LIMITS.buttonsMax, 'too-many-buttons', `${path}.buttons`, at)
  for (const { button, path: buttonPath } of buttonPaths(message, path)) {
    title(button.title, FLOW_LIMITS.buttonTitleMaxChars, `${buttonPath}.title`, 'button', at)
    if (button.action.kind === 'link' && !isValidUrl(button.action.url)) at('invalid-url', `${buttonPath}.action.url`)
  }
}
