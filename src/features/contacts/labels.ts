import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { ImportProblem, TimelineItem } from '@/domain/contacts/apiTypes'
import type { FieldType } from '@/domain/contacts/fields'
import type { ContactSource } from '@/domain/contacts/source'

export const SOURCE_LABELS: Record<ContactSource, MessageDescriptor> = {
  post: msg`Post`,
  story: msg`Story`,
  ad: msg`Ad`,
  'ref-link': msg`Ref link`,
  dm: msg`DM`,
}

export const FIELD_TYPE_LABELS: Record<FieldType, MessageDescriptor> = {
  text: msg`Text`,
  number: msg`Number`,
  email: msg`Email`,
  phone: msg`Phone`,
  date: msg`Date`,
  'yes-no': msg`Yes/no`,
}

/** Why a value does not fit its field: the reasons `checkFieldValue` gives. */
export const FIELD_REASON_LABELS: Record<string, MessageDescriptor> = {
  'not-a-number': msg`Enter a number, such as 12 or 4.5.`,
  'not-an-email': msg`Enter an email address, such as name@example.com.`,
  'not-a-phone': msg`Enter a phone number, such as +33 6 12 34 56 78.`,
  'not-a-date': msg`Enter a date as YYYY-MM-DD.`,
  'not-yes-or-no': msg`Enter yes or no.`,
  invalid: msg`This value does not fit the field.`,
}

export const EVENT_KIND_LABELS: Record<string, MessageDescriptor> = {
  comment: msg`Commented`,
  message: msg`Sent a message`,
  story_mention: msg`Mentioned the account in a story`,
  story_reply: msg`Replied to a story`,
  postback: msg`Tapped a button`,
  referral: msg`Opened the conversation from a link or an ad`,
  mention: msg`Mentioned the account`,
}

export function timelineTitle(item: TimelineItem): MessageDescriptor {
  switch (item.kind) {
    case 'event':
      return EVENT_KIND_LABELS[item.eventKind] ?? msg`Wrote to the account`
    case 'run':
      return msg`Started the automation “${item.automationName}”`
    case 'sent':
      return item.by === 'person' ? msg`The team sent a message` : msg`“${item.automationName ?? ''}” sent a message`
    case 'note':
      return msg`Note from the team`
  }
}

/** What is wrong with a row of an imported file, in the reader's language. */
export function importProblemText(i18n: I18n, problem: ImportProblem): string {
  switch (problem.code) {
    case 'unknown-account':
      return i18n._(msg`No connected account is called “${problem.value}”.`)
    case 'missing-id':
      return i18n._(msg`The igsid column is empty or not an Instagram id.`)
    case 'duplicate':
      return i18n._(msg`Same person and account as row ${problem.row}.`)
    case 'bad-field': {
      const reason = i18n._(FIELD_REASON_LABELS[problem.reason] ?? FIELD_REASON_LABELS.invalid!)
      return i18n._(msg`${problem.field}: ${reason}`)
    }
    case 'bad-source':
      return i18n._(msg`Unknown source “${problem.value}” (post, story, ad, ref-link or dm).`)
    case 'bad-date':
      return i18n._(msg`${problem.column} is not a date.`)
  }
}
