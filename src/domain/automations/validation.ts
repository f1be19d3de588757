import { keywordKey } from './keywords'
import type { Automation } from './model'
import { DEFAULT_REPLY_HOURS, isValidRef } from './triggers'

export const NAME_MAX_CHARS = 80

export type ValidationCode =
  | 'name-required'
  | 'name-too-long'
  | 'account-required'
  | 'keywords-required'
  | 'keyword-without-letters'
  | 'media-required'
  | 'payloads-required'
  | 'priority-invalid'
  | 'ref-invalid'
  | 'places-required'
  | 'default-reply-hours-invalid'

export interface ValidationIssue {
  code: ValidationCode
  /** Where the problem is, e.g. `name`, `trigger.keywords.2`; the flow's problems are `flowProblems`'s. */
  path: string
  /** Numbers for the message, e.g. the limit and the actual value, in the unit of the field. */
  params?: { min?: number; max?: number; actual?: number }
}

export type AutomationDraft = Pick<Automation, 'name' | 'accountId' | 'priority' | 'trigger' | 'flow'>

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
  if (trigger.kind === 'comment-keyword' && trigger.places?.length === 0) add('places-required', 'trigger.places')
  if (trigger.kind === 'ref-link') {
    trigger.refs.forEach((ref, index) => {
      if (ref.trim() !== '' && !isValidRef(ref.trim())) add('ref-invalid', `trigger.refs.${index}`)
    })
  }
  if (trigger.kind === 'default-reply') {
    const hours = trigger.onceEveryHours
    if (!Number.isInteger(hours) || hours < DEFAULT_REPLY_HOURS.min || hours > DEFAULT_REPLY_HOURS.max)
      add('default-reply-hours-invalid', 'trigger.onceEveryHours', { ...DEFAULT_REPLY_HOURS, actual: hours })
  }

  return issues
}
