import type { DateSelectArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core'
import type { EventResizeDoneArg } from '@fullcalendar/interaction'
import type FullCalendar from '@fullcalendar/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Checkbox, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
// The date kit's modules one by one: its index brings the date fields and, with them, the form kit.
import { toIsoDate } from '@/components/date/isoDate'
import { useWideScreen } from '@/components/date/useWideScreen'
import { splitPart } from '@/components/deferred'
import { ErrorState } from '@/components/feedback'
import { notify } from '@/components/toast'
import { newEventValues } from '@/domain/calendar/eventForm'
import { CALENDARS, type CalendarEvent, type CalendarName } from '@/domain/calendar/model'
import { directionOf, isLocale } from '@/i18n/locales'
import { eventsQuery, useSaveEvent, type VisibleRange } from './api'
import './calendar.css'
import { CALENDAR_COLORS, CALENDAR_LABELS } from './labels'
import type { Editing } from './EventDrawer'

// FullCalendar (its views, its languages) is most of the page's code, and the event drawer's form
// the rest: each a chunk of its own, fetched as it first draws, after the heading.
const CalendarBoard = splitPart(() => import('./CalendarBoard'), 'default', {
  placeholder: <div className="calendar-board__pending" />,
})
const EventDrawer = splitPart(() => import('./EventDrawer'), 'EventDrawer')
// Through the date kit's index: a module of its own here would split it from the kit's chunk, one
// more file for every screen with a date field.
const MonthCalendar = splitPart(() => import('@/components/date'), 'MonthCalendar', {
  placeholder: <div className="calendar-month__pending" />,
})
const TOOLBAR = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }

/**
 * `/apps/calendar` (docs/product.md, "Calendar"): the workspace's events in FullCalendar's month,
 * week, day and list views, a sidebar to add one, jump to a day and choose the calendars shown.
 */
export default function CalendarScreen() {
  const { t, i18n } = useLingui()
  const calendarRef = useRef<FullCalendar>(null)
  const [range, setRange] = useState<VisibleRange | null>(null)
  const [shown, setShown] = useState<readonly CalendarName[]>(CALENDARS)
  const [month, setMonth] = useState(() => new Date())
  const [selected, setSelected] = useState(() => new Date())
  const [editing, setEditing] = useState<Editing | null>(null)
  const events = useQuery({ ...eventsQuery(range ?? { start: '', end: '' }, shown), enabled: range !== null })
  const save = useSaveEvent()
  const wide = useWideScreen()
  const language = isLocale(i18n.locale) ? i18n.locale : 'en'

  const buttonText = useMemo(
    () => ({
      // Words, not FullCalendar's chevron icons: those are unnamed role="img" spans (axe: role-img-alt).
      prev: t`Previous`,
      next: t`Next`,
      today: t`Today`,
      month: t`Month`,
      week: t`Week`,
      day: t`Day`,
      list: t`List`,
    }),
    [t],
  )
  const buttonHints = useMemo(() => ({ prev: t`Previous $0`, next: t`Next $0` }), [t])
  const byId = useMemo(() => new Map((events.data ?? []).map((event) => [event.id, event])), [events.data])
  const inputs = useMemo(
    (): EventInput[] =>
      (events.data ?? []).map((event) => ({
        id: event.id,
        title: event.title,
        start: event.start,
        end: event.end ?? undefined,
        allDay: event.allDay,
        classNames: [`calendar-event`, `calendar-event--${CALENDAR_COLORS[event.calendar]}`],
      })),
    [events.data],
  )

  /** A drag or a resize: saved at once, put back where it was if the backend refuses. */
  const moved = (arg: EventDropArg | EventResizeDoneArg) => {
    const saved = byId.get(arg.event.id)
    const { start, end, allDay, title } = arg.event
    if (!saved || !start) return arg.revert()
    const at = (date: Date, day: string) => (allDay ? day.slice(0, 10) : date.toISOString())
    save.mutate(
      { ...saved, allDay, start: at(start, arg.event.startStr), end: end ? at(end, arg.event.endStr) : null },
      {
        onSuccess: () => notify.success(t`“${title}” is moved.`),
        onError: () => {
          arg.revert()
          notify.error(t`The event could not be moved. Try again.`)
        },
      },
    )
  }

  const toggle = (calendar: CalendarName, on: boolean) =>
    setShown((current) => CALENDARS.filter((each) => (each === calendar ? on : current.includes(each))))

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Calendar</Trans>
      </Heading>
      <Grid columns={{ initial: '1', md: '17rem 1fr' }} gap="4" align="start">
        <Card size="2">
          <Flex direction="column" gap="4">
            <Button size="3" onClick={() => setEditing({ kind: 'new', values: newEventValues(toIsoDate(selected)) })}>
              <IconPlus size={16} aria-hidden />
              <Trans>Add event</Trans>
            </Button>
            <MonthCalendar
              label={t`Go to a day`}
              selected={selected}
              month={month}
              onMonthChange={setMonth}
              onSelect={(day) => {
                setSelected(day)
                calendarRef.current?.getApi().gotoDate(day)
              }}
            />
            <Flex direction="column" gap="2" asChild>
              <fieldset className="calendar-filters">
                <Text as="div" size="2" weight="bold" asChild>
                  <legend>
                    <Trans>Calendars</Trans>
                  </legend>
                </Text>
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={shown.length === CALENDARS.length ? true : shown.length === 0 ? false : 'indeterminate'}
                      onCheckedChange={(checked) => setShown(checked === true ? CALENDARS : [])}
                    />
                    <Trans>View all</Trans>
                  </Flex>
                </Text>
                {CALENDARS.map((calendar) => (
                  <Text as="label" size="2" key={calendar}>
                    <Flex gap="2" align="center">
                      <Checkbox
                        color={CALENDAR_COLORS[calendar]}
                        checked={shown.includes(calendar)}
                        onCheckedChange={(checked) => toggle(calendar, checked === true)}
                      />
                      {i18n._(CALENDAR_LABELS[calendar])}
                    </Flex>
                  </Text>
                ))}
              </fieldset>
            </Flex>
          </Flex>
        </Card>
        <Card size="2" className="calendar-board">
          <Flex direction="column" gap="3">
            {events.isError && <ErrorState error={events.error} onRetry={() => events.refetch()} />}
            <Text as="p" size="1" color="gray" role="status" aria-live="polite" className="calendar-board__status">
              {events.isFetching ? t`Loading the events…` : ''}
            </Text>
            <CalendarBoard
              calendarRef={calendarRef}
              // A phone starts on the list: seven columns of events do not fit its width.
              initialView={wide ? 'dayGridMonth' : 'listMonth'}
              locale={language}
              direction={directionOf(language)}
              headerToolbar={TOOLBAR}
              buttonText={buttonText}
              buttonIcons={false}
              buttonHints={buttonHints}
              height="auto"
              events={inputs}
              editable
              selectable
              eventInteractive
              dayMaxEvents={2}
              datesSet={(arg) => {
                // FullCalendar calls this again on each re-render with new options: only a new range counts.
                const next = { start: arg.start.toISOString(), end: arg.end.toISOString() }
                setRange((current) => (current?.start === next.start && current.end === next.end ? current : next))
                const start = arg.view.currentStart
                setMonth((current) =>
                  current.getFullYear() === start.getFullYear() && current.getMonth() === start.getMonth()
                    ? current
                    : start,
                )
              }}
              select={(arg: DateSelectArg) => {
                // A click (or a drag over days) on the grid adds an event there.
                const values = newEventValues(arg.startStr.slice(0, 10), arg.allDay)
                const lastDay = new Date(arg.end.getTime() - (arg.allDay ? 86_400_000 : 0))
                setEditing({
                  kind: 'new',
                  values: arg.allDay
                    ? { ...values, endDay: toIsoDate(lastDay) }
                    : {
                        ...values,
                        startTime: arg.startStr.slice(11, 16),
                        endDay: arg.endStr.slice(0, 10),
                        endTime: arg.endStr.slice(11, 16),
                      },
                })
                arg.view.calendar.unselect()
              }}
              eventClick={(arg: EventClickArg) => {
                arg.jsEvent.preventDefault()
                const event: CalendarEvent | undefined = byId.get(arg.event.id)
                if (event) setEditing({ kind: 'edit', event })
              }}
              eventDrop={moved}
              eventResize={moved}
            />
          </Flex>
        </Card>
      </Grid>
      <EventDrawer editing={editing} onClose={() => setEditing(null)} />
    </Flex>
  )
}
