import arLocale from '@fullcalendar/core/locales/ar'
import frLocale from '@fullcalendar/core/locales/fr'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin from '@fullcalendar/interaction'
import listPlugin from '@fullcalendar/list'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import type { ComponentProps, Ref } from 'react'

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]
const LOCALES = [frLocale, arLocale]

export type CalendarBoardProps = Omit<ComponentProps<typeof FullCalendar>, 'plugins' | 'locales'> & {
  calendarRef: Ref<FullCalendar>
}

/**
 * FullCalendar with the views and languages the calendar screen uses. A chunk of its own, which
 * the screen starts fetching as it loads: the page's heading and sidebar do not wait for it.
 */
export default function CalendarBoard({ calendarRef, ...options }: CalendarBoardProps) {
  return <FullCalendar ref={calendarRef} plugins={PLUGINS} locales={LOCALES} {...options} />
}
