import { z } from 'zod'

/**
 * The calendar app (docs/product.md, "Calendar"): a workspace's events, each in one of the
 * template's calendars. Times follow FullCalendar's conventions, so the screen hands its values
 * over unchanged: an all-day event has dates (`YYYY-MM-DD`, the end exclusive), a timed one ISO
 * instants; a missing end means one day, or one hour.
 */
export const CALENDARS = ['personal', 'business', 'family', 'holiday', 'etc'] as const
export type CalendarName = (typeof CALENDARS)[number]

export interface CalendarEvent {
  id: string
  title: string
  calendar: CalendarName
  allDay: boolean
  start: string
  end: string | null
  url: string
  guests: string[]
  location: string
  description: string
}

export type CalendarEventInput = Omit<CalendarEvent, 'id'>

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
const isInstant = (value: string) => !DAY.test(value) && !Number.isNaN(Date.parse(value))

/** The reasons a refused field carries besides zod's own. */
export const EVENT_REASONS = ['day', 'time', 'end-before-start', 'url'] as const
export type EventReason = (typeof EVENT_REASONS)[number]
const REASON_CODES = Object.fromEntries(EVENT_REASONS.map((reason) => [reason, reason])) as Record<EventReason, string>

/** An event as the drawer and the backend check it, worded with `messages` (the codes on the backend). */
export function eventSchema(messages: Record<EventReason, string> = REASON_CODES) {
  return z
    .object({
      title: z.string().trim().min(1).max(120),
      calendar: z.enum(CALENDARS),
      allDay: z.boolean(),
      start: z.string(),
      end: z.string().nullable(),
      url: z
        .string()
        .trim()
        .max(300)
        .refine((url) => url === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(url), { error: messages.url }),
      guests: z.array(z.email()).max(20),
      location: z.string().trim().max(120),
      description: z.string().trim().max(2000),
    })
    .superRefine((event, context) => {
      const valid = event.allDay ? isDay : isInstant
      const reason = event.allDay ? messages.day : messages.time
      if (!valid(event.start)) context.addIssue({ code: 'custom', path: ['start'], message: reason })
      else if (event.end !== null && !valid(event.end))
        context.addIssue({ code: 'custom', path: ['end'], message: reason })
      else if (event.end !== null && Date.parse(event.end) < Date.parse(event.start))
        context.addIssue({ code: 'custom', path: ['end'], message: messages['end-before-start'] })
    })
}

/** When an event stops, for overlap with a range: a missing end lasts a day (all-day) or an hour. */
export function eventEndsAt(event: Pick<CalendarEvent, 'allDay' | 'start' | 'end'>): number {
  if (event.end !== null) return Date.parse(event.end)
  return Date.parse(event.start) + (event.allDay ? 86_400_000 : 3_600_000)
}

/** Whether an event shows between `from` (inclusive) and `to` (exclusive), both instants in ms. */
export function overlaps(event: Pick<CalendarEvent, 'allDay' | 'start' | 'end'>, from: number, to: number): boolean {
  return Date.parse(event.start) < to && eventEndsAt(event) > from
}
