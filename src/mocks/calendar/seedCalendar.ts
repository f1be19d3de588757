import type { Faker } from '@faker-js/faker'
import { CALENDARS, type CalendarEvent, type CalendarName } from '@/domain/calendar/model'
import type { CollectionSpec, Database } from '@/server/storage/database'

/**
 * The calendar app's data (docs/product.md, "Calendar"): a template of events (owner '', dated
 * as if today were `CALENDAR_TEMPLATE_TODAY`) that no endpoint serves; a workspace's first call
 * copies it in, moved so that the template's today is that day.
 */
export const CALENDAR_TEMPLATE_OWNER = ''
export const CALENDAR_TEMPLATE_TODAY = '2026-01-01'
const DAY_MS = 86_400_000

export interface StoredCalendarEvent extends CalendarEvent {
  ownerUid: string
}

/** What a social-media team's month holds, by calendar: the event titles a person would write. */
const TITLES: Record<CalendarName, readonly string[]> = {
  personal: ['Dentist', 'Gym class', 'Call the bank', 'Haircut', 'Pick up the parcel', 'Yoga'],
  business: [
    'Content planning',
    'Campaign review',
    'Client call: spring launch',
    'Reels shoot',
    'Weekly report',
    'Influencer briefing',
    'Giveaway goes live',
    'Team stand-up',
  ],
  family: ['Dinner with the family', 'School meeting', 'Birthday party', 'Weekend trip', 'Grandma’s visit'],
  holiday: ['Public holiday', 'Day off', 'Holiday'],
  etc: ['Webinar: Instagram insights', 'Meetup', 'Conference', 'Workshop'],
}
const PLACES = ['Office', 'Studio B', 'Video call', 'Café Lumière', 'Town hall', 'Home', '']

const dayOf = (offset: number) =>
  new Date(Date.parse(`${CALENDAR_TEMPLATE_TODAY}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10)

function eventOf(faker: Faker, index: number): StoredCalendarEvent {
  const calendar = faker.helpers.weightedArrayElement(
    CALENDARS.map((value) => ({ value, weight: value === 'business' ? 4 : value === 'holiday' ? 1 : 2 })),
  )
  const offset = faker.number.int({ min: -35, max: 50 })
  const allDay = calendar === 'holiday' || faker.datatype.boolean({ probability: 0.25 })
  const length = allDay ? faker.number.int({ min: 1, max: 3 }) : faker.helpers.arrayElement([1, 1, 2, 3])
  // Timed events are written in UTC hours a working day holds in Europe and the Americas.
  const hour = faker.number.int({ min: 8, max: 17 })
  const start = allDay ? dayOf(offset) : `${dayOf(offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`
  const end = allDay ? dayOf(offset + length) : new Date(Date.parse(start) + length * 3_600_000).toISOString()
  const guests = faker.helpers.multiple(() => faker.internet.email({ provider: 'example.com' }).toLowerCase(), {
    count: calendar === 'business' ? faker.number.int({ min: 0, max: 3 }) : 0,
  })
  return {
    id: `template:${index + 1}`,
    ownerUid: CALENDAR_TEMPLATE_OWNER,
    title: faker.helpers.arrayElement(TITLES[calendar]),
    calendar,
    allDay,
    start,
    end,
    url: calendar === 'etc' ? `https://events.example.com/${faker.string.alphanumeric(6).toLowerCase()}` : '',
    guests,
    location: calendar === 'holiday' ? '' : faker.helpers.arrayElement(PLACES),
    description: '',
  }
}

export const calendarEventsCollection: CollectionSpec<StoredCalendarEvent> = {
  name: 'calendarEvents',
  isValid: (event) =>
    typeof event.ownerUid === 'string' &&
    typeof event.start === 'string' &&
    (CALENDARS as readonly string[]).includes(event.calendar) &&
    Array.isArray(event.guests),
  announce: { resources: ['calendar'], owners: (event) => (event.ownerUid ? [event.ownerUid] : []) },
  seed: {
    seed: 81,
    size: 60,
    generate: ({ faker, size }) => Array.from({ length: size }, (_, index) => eventOf(faker, index)),
  },
}

/** Which workspaces were given their copy of the template (id: the workspace's uid). */
export const calendarWorkspacesCollection: CollectionSpec = { name: 'calendarWorkspaces' }

const shift = (value: string | null, days: number) => {
  if (value === null) return null
  const moved = new Date(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) + days * DAY_MS)
  return value.length === 10 ? moved.toISOString().slice(0, 10) : moved.toISOString()
}

/**
 * The caller's events. A workspace's first call copies the template in (one transaction, so two
 * tabs cannot both copy). Nothing of another workspace, nor the template, is returned.
 */
export async function workspaceEvents(db: Database, uid: string, today: string): Promise<StoredCalendarEvent[]> {
  if (!(await db.collection('calendarWorkspaces').get(uid)))
    await db.transaction(async (tx) => {
      if (await tx.collection('calendarWorkspaces').get(uid)) return
      const days = Math.round((Date.parse(today) - Date.parse(CALENDAR_TEMPLATE_TODAY)) / DAY_MS)
      const events = tx.collection<StoredCalendarEvent>('calendarEvents')
      for (const template of await events.filter((event) => event.ownerUid === CALENDAR_TEMPLATE_OWNER))
        await events.insert({
          ...structuredClone(template),
          id: `${uid}:${template.id.replace('template:', '')}`,
          ownerUid: uid,
          start: shift(template.start, days)!,
          end: shift(template.end, days),
        })
      await tx.collection('calendarWorkspaces').insert({ id: uid })
    })
  return db.collection<StoredCalendarEvent>('calendarEvents').ownedBy(uid)
}
