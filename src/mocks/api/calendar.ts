import { http, json } from '@/server/http/route'
import { z } from 'zod'
import { CALENDARS, eventSchema, overlaps, type CalendarEvent, type CalendarName } from '@/domain/calendar/model'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { workspaceEvents, type StoredCalendarEvent } from '../calendar/seedCalendar'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'
import { todayOf } from './workspaces'

const BASE = `${API}/calendar/events`
const DAY_MS = 86_400_000

const publicOf = ({ ownerUid: _owner, ...event }: StoredCalendarEvent): CalendarEvent => event
const notFound = () => apiError(404, 'calendar/not-found', 'There is no such event in your workspace.')

const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .transform((value) => Date.parse(value))

/**
 * The range FullCalendar shows (ISO dates, start before end; a day either side covers every time
 * zone) and the calendars ticked, comma-separated: all of them when absent, none when empty.
 */
const rangeQuery = z
  .object({
    start: instant.transform((at) => at - DAY_MS),
    end: instant.transform((at) => at + DAY_MS),
    calendars: z
      .string()
      .optional()
      .transform((names) => (names === undefined ? [...CALENDARS] : names.split(',').filter(Boolean)))
      .pipe(z.array(z.enum(CALENDARS))),
  })
  .refine(({ start, end }) => end > start, { path: ['end'], error: 'before-start' })

const REFUSED = 'calendar/invalid'

/**
 * `/api/calendar/events` (docs/product.md, "Calendar"): the caller's workspace's events, checked
 * against their rules on `Calendar` and the event schema of `src/domain/calendar`.
 */
export function calendarHandlers(backend: MockBackend) {
  const mine = (user: VerifiedIdToken) => workspaceEvents(backend.db, user.uid, todayOf(backend))

  return [
    http.get(
      BASE,
      endpoint(backend, { can: ['read', 'Calendar'], query: rangeQuery }, async ({ user, query }) => {
        const { start, end, calendars } = query
        const events = (await mine(user)).filter(
          (event) => calendars.includes(event.calendar as CalendarName) && overlaps(event, start, end),
        )
        events.sort((a, b) => a.start.localeCompare(b.start))
        return json<CalendarEvent[]>(events.map(publicOf))
      }),
    ),
    http.post(
      BASE,
      endpoint(
        backend,
        { can: ['create', 'Calendar'], body: eventSchema(), refusedAs: REFUSED },
        async ({ user, body }) => {
          await mine(user)
          const event: StoredCalendarEvent = {
            ...body,
            id: `${user.uid}:${crypto.randomUUID()}`,
            ownerUid: user.uid,
          }
          await backend.db.collection<StoredCalendarEvent>('calendarEvents').insert(event)
          return json<CalendarEvent>(publicOf(event), { status: 201 })
        },
      ),
    ),
    http.put(
      `${BASE}/:id`,
      endpoint(
        backend,
        { can: ['update', 'Calendar'], body: eventSchema(), refusedAs: REFUSED },
        async ({ params, user, body }) => {
          const id = String(params.id)
          const updated = await backend.db.transaction(async (db) => {
            const events = db.collection<StoredCalendarEvent>('calendarEvents')
            const event = await events.get(id)
            return event?.ownerUid === user.uid ? events.update(id, body) : undefined
          })
          return updated ? json<CalendarEvent>(publicOf(updated)) : notFound()
        },
      ),
    ),
    http.delete(
      `${BASE}/:id`,
      endpoint(backend, { can: ['delete', 'Calendar'] }, async ({ params, user }) => {
        const id = String(params.id)
        const removed = await backend.db.transaction(async (db) => {
          const events = db.collection<StoredCalendarEvent>('calendarEvents')
          return (await events.get(id))?.ownerUid === user.uid ? events.remove(id) : false
        })
        return removed ? new Response(null, { status: 204 }) : notFound()
      }),
    ),
  ]
}
