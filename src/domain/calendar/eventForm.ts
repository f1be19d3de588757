import { z } from 'zod'
import { CALENDARS, type CalendarEventInput, type CalendarName } from './model'

/**
 * The event drawer's fields as a person fills them: days, and times of day in their own time zone;
 * an all-day event's last day included (the API's end is the day after, FullCalendar's rule).
 */
export interface EventFormValues {
  title: string
  calendar: CalendarName
  allDay: boolean
  startDay: string
  startTime: string
  endDay: string
  endTime: string
  url: string
  /** Email addresses, separated by commas, semicolons or spaces. */
  guests: string
  location: string
  description: string
}

export const FORM_REASONS = ['url', 'end-before-start', 'guests', 'time'] as const
export type FormReason = (typeof FORM_REASONS)[number]
const CODES = Object.fromEntries(FORM_REASONS.map((reason) => [reason, reason])) as Record<FormReason, string>

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DAY_MS = 86_400_000
const splitGuests = (guests: string) => guests.split(/[\s,;]+/).filter(Boolean)

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const pad = (value: number) => String(value).padStart(2, '0')
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`
/** A day and a time of day in this browser's time zone, as an instant. */
const instant = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString()

export function eventFormSchema(messages: Record<FormReason, string> = CODES) {
  return z
    .object({
      title: z.string().trim().min(1).max(120),
      calendar: z.enum(CALENDARS),
      allDay: z.boolean(),
      startDay: z.iso.date(),
      startTime: z.string(),
      endDay: z.iso.date(),
      endTime: z.string(),
      url: z
        .string()
        .trim()
        .max(300)
        .refine((url) => url === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(url), { error: messages.url }),
      guests: z.string().refine((guests) => splitGuests(guests).every((guest) => z.email().safeParse(guest).success), {
        error: messages.guests,
      }),
      location: z.string().trim().max(120),
      description: z.string().trim().max(2000),
    })
    .superRefine((values, context) => {
      if (!values.allDay) {
        for (const field of ['startTime', 'endTime'] as const)
          if (!TIME.test(values[field])) context.addIssue({ code: 'custom', path: [field], message: messages.time })
        if (!TIME.test(values.startTime) || !TIME.test(values.endTime)) return
      }
      // An all-day event's last day may be its first; a timed one may not end before it starts.
      const input = toEventInput(values as EventFormValues)
      const backwards = values.allDay
        ? values.endDay < values.startDay
        : Date.parse(input.end!) < Date.parse(input.start)
      if (backwards)
        context.addIssue({
          code: 'custom',
          path: [values.allDay ? 'endDay' : 'endTime'],
          message: messages['end-before-start'],
        })
    })
}

/** The API's event from the drawer's fields. */
export function toEventInput(values: EventFormValues): CalendarEventInput {
  return {
    title: values.title.trim(),
    calendar: values.calendar,
    allDay: values.allDay,
    start: values.allDay ? values.startDay : instant(values.startDay, values.startTime),
    end: values.allDay ? shiftDay(values.endDay, 1) : instant(values.endDay, values.endTime),
    url: values.url.trim(),
    guests: splitGuests(values.guests),
    location: values.location.trim(),
    description: values.description.trim(),
  }
}

/** The drawer's fields for an event; a missing end is one day, or one hour. */
export function toFormValues(event: CalendarEventInput): EventFormValues {
  const base = {
    title: event.title,
    calendar: event.calendar,
    allDay: event.allDay,
    url: event.url,
    guests: event.guests.join(', '),
    location: event.location,
    description: event.description,
  }
  if (event.allDay) {
    const lastDay = event.end === null ? event.start : shiftDay(event.end, -1)
    return {
      ...base,
      startDay: event.start,
      startTime: '09:00',
      endDay: lastDay < event.start ? event.start : lastDay,
      endTime: '10:00',
    }
  }
  const start = new Date(event.start)
  const end = event.end === null ? new Date(start.getTime() + 3_600_000) : new Date(event.end)
  return {
    ...base,
    startDay: localDay(start),
    startTime: localTime(start),
    endDay: localDay(end),
    endTime: localTime(end),
  }
}

/** A new event on `day` (a click on it, or today from the sidebar): all day, in the business calendar. */
export function newEventValues(day: string, allDay = true): EventFormValues {
  return {
    title: '',
    calendar: 'business',
    allDay,
    startDay: day,
    startTime: '09:00',
    endDay: day,
    endTime: '10:00',
    url: '',
    guests: '',
    location: '',
    description: '',
  }
}
