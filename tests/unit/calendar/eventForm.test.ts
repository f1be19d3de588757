import { describe, expect, it } from 'vitest'
import { eventFormSchema, newEventValues, toEventInput, toFormValues } from '@/domain/calendar/eventForm'
import { eventSchema, overlaps } from '@/domain/calendar/model'

/** The calendar's drawer fields and the API's events (docs/product.md, "Calendar"). */
describe('calendar events', () => {
  it('stores an all-day event with the day after its last, as FullCalendar does, and shows it back', () => {
    const values = { ...newEventValues('2026-03-30'), title: ' Spring launch ', endDay: '2026-04-01' }
    const input = toEventInput(values)
    expect(input).toMatchObject({ title: 'Spring launch', allDay: true, start: '2026-03-30', end: '2026-04-02' })
    expect(toFormValues(input)).toMatchObject({ startDay: '2026-03-30', endDay: '2026-04-01' })
    // A one-day event saved without an end shows as that day.
    expect(toFormValues({ ...input, end: null })).toMatchObject({ startDay: '2026-03-30', endDay: '2026-03-30' })
  })

  it('stores a timed event as instants from the local day and time, and shows the same local fields', () => {
    const values = {
      ...newEventValues('2026-11-26', false),
      title: 'Call',
      startTime: '23:30',
      endDay: '2026-11-27',
      endTime: '00:15',
    }
    const input = toEventInput(values)
    expect(Date.parse(input.end!) - Date.parse(input.start)).toBe(45 * 60_000)
    expect(new Date(input.start).getHours()).toBe(23)
    expect(toFormValues(input)).toMatchObject({
      startDay: '2026-11-26',
      startTime: '23:30',
      endDay: '2026-11-27',
      endTime: '00:15',
    })
  })

  it('refuses an end before the start, a bad time, a bad address and a bad guest, each on its field', () => {
    const base = { ...newEventValues('2026-11-26', false), title: 'Call' }
    const fields = (values: object) =>
      (eventFormSchema().safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])
    expect(fields({ ...base, endTime: '08:00' })).toEqual([['endTime', 'end-before-start']])
    expect(fields({ ...base, allDay: true, endDay: '2026-11-25' })).toEqual([['endDay', 'end-before-start']])
    expect(fields({ ...base, startTime: '25:00' })).toEqual([['startTime', 'time']])
    expect(fields({ ...base, url: 'events.example.com' })).toEqual([['url', 'url']])
    expect(fields({ ...base, guests: 'ana@example.com, bob' })).toEqual([['guests', 'guests']])
    expect(toEventInput({ ...base, guests: 'ana@example.com;  bob@example.com ' }).guests).toEqual([
      'ana@example.com',
      'bob@example.com',
    ])
  })

  it('checks on the backend that the times match the kind of event', () => {
    const event = {
      title: 'x',
      calendar: 'family',
      allDay: true,
      start: '2026-11-26',
      end: null,
      url: '',
      guests: [],
      location: '',
      description: '',
    }
    expect(eventSchema().safeParse(event).success).toBe(true)
    const reasons = (value: object) =>
      eventSchema()
        .safeParse(value)
        .error?.issues.map((issue) => issue.message)
    expect(reasons({ ...event, start: '2026-11-26T10:00:00Z' })).toEqual(['day'])
    expect(reasons({ ...event, allDay: false })).toEqual(['time'])
    expect(reasons({ ...event, end: '2026-11-20' })).toEqual(['end-before-start'])
    expect(reasons({ ...event, calendar: 'work' })).toHaveLength(1)
  })

  it('finds the events a range shows, a missing end lasting a day or an hour', () => {
    const day = Date.parse('2026-11-26T00:00:00Z')
    const allDay = { allDay: true, start: '2026-11-26', end: null }
    expect(overlaps(allDay, day, day + 1)).toBe(true)
    expect(overlaps(allDay, day + 86_400_000, day + 2 * 86_400_000)).toBe(false)
    const timed = { allDay: false, start: '2026-11-26T10:00:00Z', end: null }
    expect(overlaps(timed, Date.parse('2026-11-26T10:59:00Z'), day + 86_400_000)).toBe(true)
    expect(overlaps(timed, Date.parse('2026-11-26T11:00:00Z'), day + 86_400_000)).toBe(false)
  })
})
