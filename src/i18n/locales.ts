/** Language entries of docs/product.md, "Stored state": label, i18nLang, isRTL. */
export const LOCALES = [
  { i18nLang: 'en', label: 'English', isRTL: false },
  { i18nLang: 'fr', label: 'Français', isRTL: false },
  { i18nLang: 'ar', label: 'العربية', isRTL: true },
] as const

export type Locale = (typeof LOCALES)[number]['i18nLang']
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((entry) => entry.i18nLang === value)
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES.find((entry) => entry.i18nLang === locale)?.isRTL ? 'rtl' : 'ltr'
}
