import { labelDayButton as defaultDayLabel, type Labels, type Matcher } from 'react-day-picker'
import { ar } from 'react-day-picker/locale/ar'
import { enUS } from 'react-day-picker/locale/en-US'
import { fr } from 'react-day-picker/locale/fr'
import { directionOf, isLocale, type Locale } from '@/i18n/locales'
import { fromIsoDate, toIsoDate, type IsoDate } from './isoDate'

/**
 * date-fns locales (with DayPicker's translated labels) for the app's languages: month and day
 * names, the first day of the week (Sunday in English, Monday in French, Saturday in Arabic) and
 * the direction. Digits follow Intl in the same language, as every other number on screen.
 */
const CALENDAR_LOCALES = { en: enUS, fr, ar } as const

export function calendarLocale(language: string) {
  const locale: Locale = isLocale(language) ? language : 'en'
  const numberingSystem = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem
  return {
    locale: CALENDAR_LOCALES[locale],
    dir: directionOf(locale),
    numerals: numberingSystem === 'arab' ? ('arab' as const) : ('latn' as const),
    labels: DAY_LABELS[locale],
  }
}

/**
 * A day button's name must hold the number it shows (WCAG 2.5.3, axe label-content-name-mismatch):
 * English's "Sunday, November 1st, 2026" does not hold "1", so the number goes first there; the
 * French and Arabic names ("dimanche 1 novembre 2026") already hold it and stay as they are.
 */
function dayLabelsOf(locale: (typeof CALENDAR_LOCALES)[Locale]): Partial<Labels> {
  const localeLabel = locale.labels?.labelDayButton
  const named: Labels['labelDayButton'] = typeof localeLabel === 'function' ? localeLabel : defaultDayLabel
  return {
    labelDayButton: (date, modifiers, options, dateLib) => {
      const name = named(date, modifiers, options, dateLib)
      const shown = dateLib ? dateLib.formatNumber(date.getDate()) : String(date.getDate())
      return name.split(/[\s,،.]+/u).includes(shown) ? name : `${shown}, ${name}`
    },
  }
}

const DAY_LABELS = { en: dayLabelsOf(enUS), fr: dayLabelsOf(fr), ar: dayLabelsOf(ar) } as const

/** DayPicker's `disabled` for the pickers' min, max and own rule on IsoDates. */
export function disabledDaysOf(min?: IsoDate, max?: IsoDate, isDayDisabled?: (day: IsoDate) => boolean): Matcher[] {
  return [
    ...(min ? [{ before: fromIsoDate(min) }] : []),
    ...(max ? [{ after: fromIsoDate(max) }] : []),
    ...(isDayDisabled ? [(day: Date) => isDayDisabled(toIsoDate(day))] : []),
  ]
}
