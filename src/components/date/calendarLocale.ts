import { ar } from 'react-day-picker/locale/ar'
import { enUS } from 'react-day-picker/locale/en-US'
import { fr } from 'react-day-picker/locale/fr'
import { directionOf, isLocale, type Locale } from '@/i18n/locales'

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
  }
}
