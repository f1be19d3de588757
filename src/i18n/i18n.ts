import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, directionOf, type Locale } from './locales'

/**
 * The catalogs are split by route group (docs/architecture.md, "Language and direction"):
 * `src/locales/<locale>/app.po` holds everything outside `src/features` (shell, kit, domain labels,
 * route titles) and loads at start-up; `src/locales/<locale>/<feature>.po` holds one feature
 * folder's messages and loads with that feature's screens.
 */
export const APP_CATALOG = 'app'
/** What only the signed-in shell says (lingui.config.ts): loaded with the default layout. */
export const SHELL_CATALOG = 'shell'

/** Every catalog file, each its own chunk: `../locales/fr/automations.po` → loader. */
const catalogFiles = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')

/** The groups the app has asked for so far; a language switch loads all of them. */
const groups = new Set<string>([APP_CATALOG])
/** The language asked for last (a switch may still be loading). */
let requested: Locale = DEFAULT_LOCALE
/** What i18n holds: the active language and the groups merged into it. */
let active: { locale: Locale; groups: Set<string> } | null = null
let activation: Promise<void> = Promise.resolve()

const fetched = new Map<string, Promise<Messages>>()

function fetchCatalog(group: string, locale: Locale): Promise<Messages> {
  const key = `${locale}/${group}`
  let pending = fetched.get(key)
  if (!pending) {
    const load = catalogFiles[`../locales/${key}.po`]
    // A feature without any message has no catalog file: nothing to load.
    pending = load ? load().then((module) => module.messages) : Promise.resolve({})
    // A failed download (offline) may be retried by the next navigation.
    pending.catch(() => fetched.delete(key))
    fetched.set(key, pending)
  }
  return pending
}

async function switchTo(locale: Locale, root: HTMLElement): Promise<void> {
  for (;;) {
    const names = [...groups]
    const catalogs = await Promise.all(names.map((group) => fetchCatalog(group, locale)))
    if (requested !== locale) return // a later choice won
    if (names.length !== groups.size) continue // a screen asked for another group meanwhile
    if (active?.locale !== locale || names.some((name) => !active?.groups.has(name))) {
      i18n.loadAndActivate({ locale, messages: Object.assign({}, ...catalogs) as Messages })
      active = { locale, groups: new Set(names) }
    }
    break
  }
  root.lang = locale
  root.dir = directionOf(locale)
}

/**
 * Loads every catalog the app has used in `locale`, activates it and points <html lang dir> at
 * it, so the browser, screen readers and logical CSS properties all follow the language.
 */
export function activateLocale(locale: Locale, root: HTMLElement = document.documentElement): Promise<void> {
  requested = locale
  activation = switchTo(locale, root)
  return activation
}

/**
 * Makes a feature's messages available in the current language; the router calls it with the
 * feature's screen chunk (src/app/routeModules.ts). Later language switches reload it too.
 */
export async function loadCatalog(group: string): Promise<void> {
  groups.add(group)
  for (;;) {
    const locale = requested
    const pending = activation
    const messages = await fetchCatalog(group, locale)
    await pending.catch(() => {})
    // The language changed while this loaded: load the group in the new one instead.
    if (requested !== locale || pending !== activation) continue
    if (active?.locale === locale && !active.groups.has(group)) {
      i18n.load(locale, messages)
      active.groups.add(group)
    }
    return
  }
}

/** Whether a group's messages are active in the language asked for (so a screen can render at once). */
export function isCatalogLoaded(group: string): boolean {
  return active !== null && active.locale === requested && active.groups.has(group)
}

export { i18n, DEFAULT_LOCALE }
