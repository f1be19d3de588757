import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, directionOf, type Locale } from './locales'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
}

/**
 * Loads a catalog, activates it and points <html lang dir> at it, so the browser, screen
 * readers and logical CSS properties all follow the language.
 */
export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]()
    i18n.loadAndActivate({ locale, messages })
  }
  root.lang = locale
  root.dir = directionOf(locale)
}

export { i18n, DEFAULT_LOCALE }
