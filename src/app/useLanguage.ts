import { useLingui } from '@lingui/react'
import { activateLocale } from '@/i18n/i18n'
import { isLocale, DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

/** The active interface language and a setter that loads its catalog and flips the direction. */
export function useLanguage(): [Locale, (locale: Locale) => void] {
  const { i18n } = useLingui()
  const current = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return [current, (locale) => void activateLocale(locale)]
}
