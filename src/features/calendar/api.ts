import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { CalendarEvent, CalendarEventInput, CalendarName } from '@/domain/calendar/model'
import { api } from '@/runtime/api'

/** The backend resource: a change in any tab refreshes every view of the calendar. */
const RESOURCE = 'calendar'

export interface VisibleRange {
  start: string
  end: string
}

/** The events FullCalendar shows, for the range it displays and the calendars ticked. */
export const eventsQuery = (range: VisibleRange, calendars: readonly CalendarName[]) =>
  queryOptions({
    queryKey: [RESOURCE, 'events', range, calendars] as const,
    queryFn: () =>
      api.get<CalendarEvent[]>(
        `/calendar/events?${new URLSearchParams({ start: range.start, end: range.end, calendars: calendars.join(',') })}`,
      ),
    placeholderData: keepPreviousData,
  })

function useCalendarMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  return useResourceMutation(RESOURCE, call, { invalidateOnFailure: true })
}

/** With the form submission's idempotency key: a double click or a retry adds one event. */
export const useAddEvent = () =>
  useCalendarMutation(({ event, idempotencyKey }: { event: CalendarEventInput; idempotencyKey: string }) =>
    api.post<CalendarEvent>('/calendar/events', event, { idempotencyKey }),
  )
export const useSaveEvent = () =>
  useCalendarMutation(({ id, ...event }: CalendarEvent) =>
    api.put<CalendarEvent>(`/calendar/events/${encodeURIComponent(id)}`, event),
  )
export const useDeleteEvent = () =>
  useCalendarMutation((id: string) => api.delete<void>(`/calendar/events/${encodeURIComponent(id)}`))
