import { PREFERENCE_COOKIE_MAX_AGE_DAYS, STORAGE_PREFIX } from '@/config/app'
import {
  PREFERENCE_KEYS,
  serializePreference,
  type PreferenceKey,
  type Preferences,
  type StoredPreferences,
} from '@/lib/preferences/schema'

/** `primaryColorLight` → `conversa-primary-color-light`: prefixed with the app title (docs/product.md, "Stored state"). */
export function preferenceCookieName(key: PreferenceKey): string {
  return `${STORAGE_PREFIX}${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

const MAX_AGE_SECONDS = PREFERENCE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** Reads the preference cookies out of a `document.cookie` string; unrelated cookies are ignored. */
export function readStoredPreferences(cookieHeader: string): StoredPreferences {
  const jar = new Map<string, string>()
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 0) continue
    const value = decode(pair.slice(separator + 1).trim())
    if (value !== undefined) jar.set(pair.slice(0, separator).trim(), value)
  }
  const stored: StoredPreferences = {}
  for (const key of PREFERENCE_KEYS) {
    const value = jar.get(preferenceCookieName(key))
    if (value !== undefined) stored[key] = value
  }
  return stored
}

/** The `document.cookie` assignments that save every preference for 30 days on path /. */
export function preferenceCookies(preferences: Preferences): string[] {
  return PREFERENCE_KEYS.map(
    (key) =>
      `${preferenceCookieName(key)}=${encodeURIComponent(serializePreference(key, preferences[key]))}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
  )
}

/** The assignments that delete every preference cookie (a reset). */
export function expiredPreferenceCookies(): string[] {
  return PREFERENCE_KEYS.map((key) => `${preferenceCookieName(key)}=; Max-Age=0; Path=/; SameSite=Lax`)
}

/** The page's cookie jar; tests substitute a plain object with a `cookie` property. */
export interface CookieJar {
  cookie: string
}

export function createPreferenceCookieStore(jar: CookieJar = document) {
  let lastWritten = new Map<string, string>()
  return {
    read: (): StoredPreferences => readStoredPreferences(jar.cookie),
    /** Writes only the cookies whose value changed since the last write. */
    write(preferences: Preferences) {
      const next = new Map<string, string>()
      preferenceCookies(preferences).forEach((assignment, index) => {
        const key = PREFERENCE_KEYS[index]!
        next.set(key, assignment)
        if (lastWritten.get(key) !== assignment) jar.cookie = assignment
      })
      lastWritten = next
    },
    forget() {
      expiredPreferenceCookies().forEach((assignment) => (jar.cookie = assignment))
      lastWritten = new Map()
    },
  }
}
