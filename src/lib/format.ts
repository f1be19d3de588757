/**
 * Numbers, money and dates for people, always through Intl in the language given (the app passes
 * the current one: see `useFormat` in src/components/format). Formatters are cached per locale and
 * options, since lists format thousands of cells.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value)
}

/** 12 300 → "12K" in English, "12 k" in French. */
export function formatCompact(locale: string, value: number): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
}

/** Items joined as the language joins a list: "A, B and C", « A, B et C », "A وB وC". */
export function formatList(locale: string, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items)
}

/** An amount in a currency (ISO 4217 code), with the currency's own number of decimals. */
export function formatMoney(
  locale: string,
  amount: number,
  currency: string,
  options: Pick<Intl.NumberFormatOptions, 'notation' | 'maximumFractionDigits' | 'minimumFractionDigits'> = {},
): string {
  return numberFormat(locale, { style: 'currency', currency, ...options }).format(amount)
}

/** A ratio as a percentage: 0.125 → "12.5%". `signed` shows "+" for growth. */
export function formatPercent(locale: string, ratio: number, { signed = false } = {}): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(ratio)
}

export type DateInput = Date | string | number

/** A calendar date written as YYYY-MM-DD: a day, not an instant, so it is shown in UTC. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value
  if (typeof value === 'string' && ISO_DAY.test(value)) return new Date(`${value}T00:00:00Z`)
  return new Date(value)
}

/** A day or an instant. Calendar days (YYYY-MM-DD) never shift across time zones. */
export function formatDate(
  locale: string,
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const isDay = typeof value === 'string' && ISO_DAY.test(value)
  return dateFormat(locale, isDay ? { ...options, timeZone: 'UTC' } : options).format(toDate(value))
}

export function formatDateTime(locale: string, value: DateInput): string {
  return formatDate(locale, value, { dateStyle: 'medium', timeStyle: 'short' })
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** "3 hours ago", "in 2 days", "yesterday". */
export function formatRelativeTime(locale: string, value: DateInput, now: Date = new Date()): string {
  let amount = (toDate(value).getTime() - now.getTime()) / 1000
  let format = relativeFormats.get(locale)
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit)
    amount /= size
  }
  return format.format(Math.round(amount), 'year')
}

export interface NumberSymbols {
  group: string
  decimal: string
  /** The locale's ten digits, 0 to 9 (Arabic-Indic in Arabic). */
  digits: string[]
}

export function numberSymbols(locale: string): NumberSymbols {
  const parts = numberFormat(locale, {}).formatToParts(12345.6)
  const digitFormat = numberFormat(locale, { useGrouping: false })
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    digits: Array.from({ length: 10 }, (_, digit) => digitFormat.format(digit)),
  }
}

/**
 * Reads a number typed the way the locale writes it ("1 234,5" in French; Arabic-Indic digits and
 * separators, "١٬٢٣٤٫٥", are read in any language). Returns null for an empty field
 * and NaN for text that is not a number, so validation can tell "missing" from "wrong".
 */
export function parseLocaleNumber(locale: string, text: string): number | null {
  const { group, decimal, digits } = numberSymbols(locale)
  let normalised = text.trim()
  if (normalised === '') return null
  // The locale's digits, and Arabic-Indic ones whatever the locale says: an Arabic keyboard types them.
  digits.forEach((digit, value) => {
    normalised = normalised.split(digit).join(String(value))
  })
  normalised = normalised
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066c/g, '') // Arabic thousands separator
    .replace(/\u066b/g, decimal) // Arabic decimal separator
  // Narrow no-break spaces and other spaces all serve as group separators in some locale.
  normalised = normalised.replace(/[\s\u00a0\u202f]/g, '')
  if (group.trim() !== '') normalised = normalised.split(group).join('')
  normalised = normalised.replace(decimal, '.').replace(/[\u2212\u2013]/g, '-')
  if (!/^-?\d*(\.\d*)?$/.test(normalised) || normalised === '-' || normalised === '.') return Number.NaN
  return Number(normalised)
}

/** Where the currency symbol sits for this locale: before ("$12") or after ("12 €"). */
export function currencyAffixes(locale: string, currency: string): { prefix: string; suffix: string } {
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(1)
  const index = parts.findIndex((part) => part.type === 'currency')
  const integer = parts.findIndex((part) => part.type === 'integer')
  const symbol = parts[index]?.value ?? currency
  return index < integer ? { prefix: symbol, suffix: '' } : { prefix: '', suffix: symbol }
}
