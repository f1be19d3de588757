import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formMessage, type ServerFieldMessages } from '@/components/form'
import { eventFormSchema, FORM_REASONS, type FormReason } from '@/domain/calendar/eventForm'
import type { CalendarName } from '@/domain/calendar/model'

export const CALENDAR_LABELS: Record<CalendarName, MessageDescriptor> = {
  personal: msg`Personal`,
  // The calendar, not the plan of that name (whose name stays as it is).
  business: msg({ message: 'Business', context: 'calendar' }),
  family: msg`Family`,
  holiday: msg`Holiday`,
  etc: msg`Other`,
}

/** Each calendar's Radix colour: its dot in the filters and its events on the grid. */
export const CALENDAR_COLORS: Record<CalendarName, 'red' | 'iris' | 'amber' | 'green' | 'cyan'> = {
  personal: 'red',
  business: 'iris',
  family: 'amber',
  holiday: 'green',
  etc: 'cyan',
}

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
