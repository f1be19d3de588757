import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
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
