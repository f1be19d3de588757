import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '@/domain/calendar/model'
import { demoBackend } from '../automations/mockHarness'

const lunch = {
  title: 'Lunch with Ana',
  calendar: 'personal',
  allDay: false,
  start: '2026-01-05T12:00:00.000Z',
  end: '2026-01-05T13:00:00.000Z',
  url: '',
  guests: ['ana@example.com'],
  location: 'Café Lumière',
  description: '',
}

/** `/api/calendar/events`, as the calendar app calls it (docs/product.md, "Calendar"). */
describe('the calendar in the mock backend', () => {
  const mock = demoBackend()
  const range = (start: string, end: string, calendars?: string) =>
    `/calendar/events?start=${start}&end=${end}${calendars === undefined ? '' : `&calendars=${calendars}`}`
  const around = (iso: string, days: number) => {
    const at = Date.parse(iso)
    return [new Date(at - days * 86_400_000).toISOString(), new Date(at + days * 86_400_000).toISOString()] as const
  }

  it('gives each workspace its own copy of the seeded events around its today, filtered by range and calendar', async () => {
    const today = new Date(mock.now()).toISOString()
    const [start, end] = around(today, 60)
    const all = (await mock.call<CalendarEvent[]>('admin', 'GET', range(start, end))).json
    expect(all.length).toBeGreaterThan(40)
    const business = (await mock.call<CalendarEvent[]>('admin', 'GET', range(start, end, 'business'))).json
    expect(business.length).toBeGreaterThan(0)
    expect(business.every((event) => event.calendar === 'business')).toBe(true)
    expect((await mock.call<CalendarEvent[]>('admin', 'GET', range(start, end, ''))).json).toEqual([])
    const [weekStart, weekEnd] = around(today, 3)
    const week = (await mock.call<CalendarEvent[]>('admin', 'GET', range(weekStart, weekEnd))).json
    expect(week.length).toBeLessThan(all.length)
    // The client's copy is theirs: the same events under other ids.
    const theirs = (await mock.call<CalendarEvent[]>('client', 'GET', range(start, end))).json
    expect(theirs.map((event) => event.title)).toEqual(all.map((event) => event.title))
    expect(theirs.some((event) => all.some((mine) => mine.id === event.id))).toBe(false)
    expect((await mock.call('admin', 'GET', range('soon', end))).status).toBe(400)
    expect((await mock.call('admin', 'GET', range(start, end, 'work'))).status).toBe(400)
  })

  it('adds, moves and deletes an event in the caller’s workspace only, and refuses a bad one field by field', async () => {
    const created = await mock.call<CalendarEvent>('admin', 'POST', '/calendar/events', lunch)
    expect(created.status).toBe(201)
    const id = created.json.id
    const moved = { ...lunch, start: '2026-01-06T12:00:00.000Z', end: '2026-01-06T14:00:00.000Z' }
    expect((await mock.call<CalendarEvent>('admin', 'PUT', `/calendar/events/${id}`, moved)).json).toMatchObject(moved)
    const day = await mock.call<CalendarEvent[]>('admin', 'GET', range('2026-01-06T00:00:00Z', '2026-01-06T23:59:59Z'))
    expect(day.json.find((event) => event.id === id)).toMatchObject({ title: 'Lunch with Ana' })

    const refused = await mock.call<{ error: { fields: Record<string, string> } }>(
      'admin',
      'POST',
      '/calendar/events',
      {
        ...lunch,
        end: '2026-01-05T11:00:00.000Z',
        url: 'not a link',
      },
    )
    expect(refused.status).toBe(422)
    expect(refused.json.error.fields).toEqual({ end: 'end-before-start', url: 'url' })

    // Another workspace's event does not exist for the client, whatever its id.
    expect((await mock.call('client', 'PUT', `/calendar/events/${id}`, moved)).status).toBe(404)
    expect((await mock.call('client', 'DELETE', `/calendar/events/${id}`)).status).toBe(404)
    expect((await mock.call('admin', 'DELETE', `/calendar/events/${id}`)).status).toBe(204)
    expect((await mock.call('admin', 'PUT', `/calendar/events/${id}`, moved)).status).toBe(404)
  })

  it('answers only to whom the rules allow the calendar', async () => {
    const [start, end] = around(new Date(mock.now()).toISOString(), 10)
    await mock.call('admin', 'PUT', '/roles/client', {
      rules: [
        { action: 'read', subject: 'Calendar' },
        { action: 'manage', subject: 'Account' },
      ],
    })
    expect((await mock.call('client', 'GET', range(start, end))).status).toBe(200)
    expect((await mock.call('client', 'POST', '/calendar/events', lunch)).status).toBe(403)
    await mock.call('admin', 'PUT', '/roles/client', { rules: [{ action: 'manage', subject: 'Account' }] })
    expect((await mock.call('client', 'GET', range(start, end))).status).toBe(403)
  })
})
