import { keywordKey } from './keywords'
import type { Automation, AutomationAction, MessageContent } from './model'
import { isSendingAction } from './runStatus'

/** Instagram's Send API limits (shared/reference/instagram-platform.md, "Sending"). */
export const MESSAGE_LIMITS = {
  textMaxBytes: 1000,
  quickRepliesMax: 13,
  quickReplyTitleMaxChars: 20,
  buttonsMax: 3,
  buttonTitleMaxChars: 20,
} as const

export const NAME_MAX_CHARS = 80
/** The builder asks for waits in minutes: from one minute to a day. */
export const DELAY_MIN_MINUTES = 1
export const DELAY_MAX_MINUTES = 24 * 60
export const DELAY_MIN_SECONDS = DELAY_MIN_MINUTES * 60
export const DELAY_MAX_SECONDS = DELAY_MAX_MINUTES * 60

export type ValidationCode =
  | 'name-required'
  | 'name-too-long'
  | 'account-required'
  | 'keywords-required'
  | 'keyword-without-letters'
  | 'media-required'
  | 'payloads-required'
  | 'actions-required'
  | 'text-required'
  | 'text-too-long'
  | 'too-many-quick-replies'
  | 'quick-reply-title-required'
  | 'quick-reply-title-too-long'
  | 'quick-reply-payload-required'
  | 'too-many-buttons'
  | 'button-title-required'
  | 'button-title-too-long'
  | 'button-payload-required'
  | 'invalid-url'
  | 'quick-replies-with-buttons'
  | 'variants-required'
  | 'delay-out-of-range'
  | 'tag-required'
  | 'needs-comment-trigger'
  | 'priority-invalid'

export interface ValidationIssue {
  code: ValidationCode
  /** Where the problem is, e.g. `name`, `trigger.keywords`, `actions.2.message.quickReplies.0.title`. */
  path: string
  /** Numbers for the message, e.g. the limit and the actual value, in the unit of the field. */
  params?: { min?: number; max?: number; actual?: number }
}

export type AutomationDraft = Pick<Automation, 'name' | 'accountId' | 'priority' | 'trigger' | 'actions'>

const utf8 = new TextEncoder()

export function utf8ByteLength(text: string): number {
  return utf8.encode(text).length
}

/** Counts user-perceived characters (an emoji is one), as the Instagram title limits do. */
export function characterCount(text: string): number {
  return [...text].length
}

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0
  } catch {
    return false
  }
}

export function validateAutomation(draft: AutomationDraft): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const add = (code: ValidationCode, path: string, params?: ValidationIssue['params']) =>
    issues.push(params ? { code, path, params } : { code, path })

  const name = draft.name.trim()
  if (name === '') add('name-required', 'name')
  else if (characterCount(name) > NAME_MAX_CHARS)
    add('name-too-long', 'name', { max: NAME_MAX_CHARS, actual: characterCount(name) })
  if (draft.accountId.trim() === '') add('account-required', 'accountId')
  if (!Number.isInteger(draft.priority)) add('priority-invalid', 'priority')

  const { trigger } = draft
  if (trigger.kind === 'comment-keyword' || trigger.kind === 'dm-keyword') {
    const keywords = trigger.keywords.keywords.filter((keyword) => keyword.trim() !== '')
    if (keywords.length === 0) add('keywords-required', 'trigger.keywords')
  }
  if ('keywords' in trigger) {
    trigger.keywords.keywords.forEach((keyword, index) => {
      if (keyword.trim() !== '' && keywordKey(keyword) === '')
        add('keyword-without-letters', `trigger.keywords.${index}`)
    })
  }
  if (trigger.kind === 'comment-keyword' && trigger.media.kind === 'selected' && trigger.media.mediaIds.length === 0) {
    add('media-required', 'trigger.media')
  }
  if (trigger.kind === 'postback' && trigger.payloads.every((payload) => payload.trim() === ''))
    add('payloads-required', 'trigger.payloads')

  // A run's status follows what reached Instagram (runStatus.ts): an automation must send something.
  if (!draft.actions.some((action) => isSendingAction(action.kind))) add('actions-required', 'actions')
  draft.actions.forEach((action, index) =>
    validateAction(action, `actions.${index}`, trigger.kind === 'comment-keyword', add),
  )
  return issues
}

function validateAction(
  action: AutomationAction,
  path: string,
  commentTrigger: boolean,
  add: (code: ValidationCode, path: string, params?: ValidationIssue['params']) => void,
): void {
  switch (action.kind) {
    case 'private-reply':
      if (!commentTrigger) add('needs-comment-trigger', path)
      validateMessage(action.message, `${path}.message`, add)
      break
    case 'send-dm':
      validateMessage(action.message, `${path}.message`, add)
      break
    case 'public-reply':
      if (!commentTrigger) add('needs-comment-trigger', path)
      if (action.variants.every((variant) => variant.trim() === '')) add('variants-required', `${path}.variants`)
      break
    case 'delay':
      if (
        !Number.isInteger(action.seconds) ||
        action.seconds < DELAY_MIN_SECONDS ||
        action.seconds > DELAY_MAX_SECONDS
      ) {
        add('delay-out-of-range', `${path}.seconds`, {
          min: DELAY_MIN_MINUTES,
          max: DELAY_MAX_MINUTES,
          actual: action.seconds / 60,
        })
      }
      break
    case 'tag-contact':
      if (action.tag.trim() === '') add('tag-required', `${path}.tag`)
      break
  }
}

export function validateMessage(
  message: MessageContent,
  path: string,
  add: (code: ValidationCode, path: string, params?: ValidationIssue['params']) => void,
): void {
  const bytes = utf8ByteLength(message.text)
  if (message.text.trim() === '') add('text-required', `${path}.text`)
  else if (bytes > MESSAGE_LIMITS.textMaxBytes)
    add('text-too-long', `${path}.text`, { max: MESSAGE_LIMITS.textMaxBytes, actual: bytes })

  if (message.quickReplies.length > 0 && message.buttons.length > 0) add('quick-replies-with-buttons', path)
  if (message.quickReplies.length > MESSAGE_LIMITS.quickRepliesMax) {
    add('too-many-quick-replies', `${path}.quickReplies`, {
      max: MESSAGE_LIMITS.quickRepliesMax,
      actual: message.quickReplies.length,
    })
  }
  message.quickReplies.forEach((reply, index) => {
    const at = `${path}.quickReplies.${index}`
    const length = characterCount(reply.title.trim())
    if (length === 0) add('quick-reply-title-required', `${at}.title`)
    else if (length > MESSAGE_LIMITS.quickReplyTitleMaxChars) {
      add('quick-reply-title-too-long', `${at}.title`, { max: MESSAGE_LIMITS.quickReplyTitleMaxChars, actual: length })
    }
    if (reply.payload.trim() === '') add('quick-reply-payload-required', `${at}.payload`)
  })

  if (message.buttons.length > MESSAGE_LIMITS.buttonsMax) {
    add('too-many-buttons', `${path}.buttons`, { max: MESSAGE_LIMITS.buttonsMax, actual: message.buttons.length })
  }
  message.buttons.forEach((button, index) => {
    const at = `${path}.buttons.${index}`
    const length = characterCount(button.title.trim())
    if (length === 0) add('button-title-required', `${at}.title`)
    else if (length > MESSAGE_LIMITS.buttonTitleMaxChars)
      add('button-title-too-long', `${at}.title`, { max: MESSAGE_LIMITS.buttonTitleMaxChars, actual: length })
    if (button.type === 'web_url' && !isValidUrl(button.url)) add('invalid-url', `${at}.url`)
    if (button.type === 'postback' && button.payload.trim() === '') add('button-payload-required', `${at}.payload`)
  })
}
