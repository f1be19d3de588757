/**
 * Dates the kit's pickers take and give: calendar days written YYYY-MM-DD. A day is not an
 * instant, so it never shifts with a time zone, serialises as is into a form, a URL or a request,
 * and compares as a string.
 */
export type IsoDate = string

/** Both ends included; from <= to. */
export interface IsoDateRange {
  from: IsoDate
  to: IsoDate
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const date = fromIsoDate(value)
  return date.getMonth() + 1 === Number(match[2]) && date.getDate() === Number(match[3])
}

/** The local calendar day of a Date. */
export function toIsoDate(date: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Local midnight of the day, which is what the calendar grid shows. */
export function fromIsoDate(iso: IsoDate): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  return new Date(year, month - 1, day)
}
