import type { Locale } from '@/i18n/locales'
import { usePreferences } from './preferences/usePreferences'

/**
 * The interface language, a preference like the others: choosing one saves it in a cookie, loads
 * its catalog and flips <html lang dir> (PreferencesProvider does the loading).
 */
export function useLanguage(): [Locale, (locale: Locale) => void] {
  const { preferences, setPreference } = usePreferences()
  return [preferences.language, (language) => setPreference('language', language)]
}
