import { http, json } from '@/server/http/route'
import {
  CALENDARS,
  EVENT_REASONS,
  eventSchema,
  overlaps,
  type CalendarEvent,
  type CalendarName,
} from '@/domain/calendar/model'
import type { Action } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { workspaceEvents, type StoredCalendarEvent } from '../calendar/seedCalendar'
import { API, apiError, authenticated } from '../http'
import type { MockBackend } from '../types'
import { abilityOf } from './workspaces'
import { forbidden } from '../http'

const BASE = `${API}/calendar/events`
const DAY_MS = 86_400_000
type Params = { request: Request; params: Record<string, unknown> }

const publicOf = ({ ownerUid: _owner, ...event }: StoredCalendarEvent): CalendarEvent => event
const notFound = () => apiError(404, 'calendar/not-found', 'There is no such event in your workspace.')

function refused(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {}
  for (const issue of issues)
    fields[issue.path.map(String).join('.')] ??= (EVENT_REASONS as readonly string[]).includes(issue.message)
      ? issue.message
      : 'invalid'
  return json({ error: { code: 'calendar/invalid', message: 'The event has errors.', fields } }, { status: 422 })
}

/**
 * `/api/calendar/events` (docs/product.md, "Calendar"): the caller's workspace's events, checked
 * against their rules on `Calendar` and the event schema of `src/domain/calendar`.
 */
export function calendarHandlers(backend: MockBackend) {
  const today = () => new Date(backend.now()).toISOString().slice(0, 10)
  const mine = (user: VerifiedIdToken) => workspaceEvents(backend.db, user.uid, today())
  const guarded = <A extends Params>(action: Action, handler: (args: A, user: VerifiedIdToken) => Promise<Response>) =>
    authenticated(backend, async (args: A, user) =>
      (await abilityOf(backend, user)).can(action, 'Calendar') ? handler(args, user) : forbidden(action, 'Calendar'),
    )
  const parse = async (request: Request) => eventSchema().safeParse(await request.json().catch(() => null))

  return [
    http.get(
      BASE,
      guarded('read', async ({ request }: Params, user) => {
        const url = new URL(request.url)
        // FullCalendar asks for the visible range; a day either side covers every time zone.
        const from = Date.parse(url.searchParams.get('start') ?? '') - DAY_MS
        const to = Date.parse(url.searchParams.get('end') ?? '') + DAY_MS
        if (Number.isNaN(from) || Number.isNaN(to) || to <= from)
          return apiError(400, 'calendar/bad-range', 'Give the range as ISO dates: start before end.')
        const asked = url.searchParams.get('calendars')
        const calendars = asked === null ? CALENDARS : asked.split(',').filter(Boolean)
        if (calendars.some((name) => !(CALENDARS as readonly string[]).includes(name)))
          return apiError(400, 'calendar/bad-calendar', `The calendars are ${CALENDARS.join(', ')}.`)
        const events = (await mine(user)).filter(
          (event) => calendars.includes(event.calendar as CalendarName) && overlaps(event, from, to),
        )
        events.sort((a, b) => a.start.localeCompare(b.start))
        return json<CalendarEvent[]>(events.map(publicOf))
      }),
    ),
    http.post(
      BASE,
      guarded('create', async ({ request }: Params, user) => {
        const parsed = await parse(request)
        if (!parsed.success) return refused(parsed.error.issues)
        await mine(user)
        const event: StoredCalendarEvent = {
          ...parsed.data,
          id: `${user.uid}:${crypto.randomUUID()}`,
          ownerUid: user.uid,
        }
        await backend.db.collection<StoredCalendarEvent>('calendarEvents').insert(event)
        return json<CalendarEvent>(publicOf(event), { status: 201 })
      }),
    ),
    http.put(
      `${BASE}/:id`,
      guarded('update', async ({ request, params }: Params, user) => {
        const parsed = await parse(request)
        if (!parsed.success) return refused(parsed.error.issues)
        const id = String(params.id)
        const updated = await backend.db.transaction(async (db) => {
          const events = db.collection<StoredCalendarEvent>('calendarEvents')
          const event = await events.get(id)
          return event?.ownerUid === user.uid ? events.update(id, parsed.data) : undefined
        })
        return updated ? json<CalendarEvent>(publicOf(updated)) : notFound()
      }),
    ),
    http.delete(
      `${BASE}/:id`,
      guarded('delete', async ({ params }: Params, user) => {
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
