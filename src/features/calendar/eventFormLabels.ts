import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formMessage, type ServerFieldMessages } from '@/components/form'
import { eventFormSchema, FORM_REASONS, type FormReason } from '@/domain/calendar/eventForm'

// The event form's words, apart from the calendars' names (labels.ts): the form kit they
// import comes with the event drawer's chunk, not with the calendar screen's.
const REASON_MESSAGES: Record<FormReason, MessageDescriptor> = {
  url: msg`Enter a web address starting with https://, or leave it empty.`,
  'end-before-start': msg`The end comes before the start.`,
  guests: msg`Enter email addresses separated by commas.`,
  time: msg`Enter a time, e.g. 09:30.`,
}

/** The backend's field codes in the calendar's words. */
export const EVENT_SERVER_MESSAGES: ServerFieldMessages = REASON_MESSAGES

/** The drawer's schema worded for the form (re-translated on a language switch: see formMessage). */
export const clientEventSchema = () =>
  eventFormSchema(
    Object.fromEntries(FORM_REASONS.map((reason) => [reason, formMessage(REASON_MESSAGES[reason])])) as Record<
      FormReason,
      string
    >,
  )
