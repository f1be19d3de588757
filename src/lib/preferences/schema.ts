import { DEFAULT_PRIMARY_COLOR, OVERLAY_NAV_MAX_WIDTH } from '@/config/app'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

/**
 * The user preferences of docs/product.md ("Stored state", "Preferences and layout"): their allowed values, defaults, and how
 * they travel as strings (cookies). Pure: the cookie jar itself lives in src/app/preferences.
 */
export const THEMES = ['light', 'dark', 'system'] as const
export const SKINS = ['default', 'bordered'] as const
export const CONTENT_WIDTHS = ['boxed', 'fluid'] as const
export const NAVIGATIONS = ['horizontal', 'vertical'] as const
export const BAR_TYPES = ['sticky', 'static', 'hidden'] as const

export type Theme = (typeof THEMES)[number]
export type Skin = (typeof SKINS)[number]
export type ContentWidth = (typeof CONTENT_WIDTHS)[number]
export type Navigation = (typeof NAVIGATIONS)[number]
export type BarType = (typeof BAR_TYPES)[number]
export type Appearance = 'light' | 'dark'

export interface Preferences {
  theme: Theme
  skin: Skin
  primaryColorLight: string
  primaryColorDark: string
  language: Locale
  navbarBlur: boolean
  verticalNavCollapsed: boolean
  contentWidth: ContentWidth
  navigation: Navigation
  navbarType: BarType
  footerType: BarType
}

export type PreferenceKey = keyof Preferences

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'light',
  skin: 'default',
  primaryColorLight: DEFAULT_PRIMARY_COLOR.light,
  primaryColorDark: DEFAULT_PRIMARY_COLOR.dark,
  language: DEFAULT_LOCALE,
  navbarBlur: true,
  verticalNavCollapsed: false,
  contentWidth: 'boxed',
  navigation: 'horizontal',
  navbarType: 'sticky',
  footerType: 'static',
})

/** Ready-made primary colours: a light-theme shade and a brighter one that reads on dark. */
export const PRIMARY_COLOR_PRESETS = [
  { name: 'green', light: DEFAULT_PRIMARY_COLOR.light, dark: DEFAULT_PRIMARY_COLOR.dark },
  { name: 'blue', light: '#1565C0', dark: '#42A5F5' },
  { name: 'purple', light: '#6A1B9A', dark: '#BA68C8' },
  { name: 'orange', light: '#BF360C', dark: '#FF8A65' },
  { name: 'teal', light: '#00695C', dark: '#4DB6AC' },
] as const

const HEX_COLOR = /^#[0-9a-f]{6}$/i

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value)
}

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (raw: string): T | undefined =>
    (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined

const flag = (raw: string): boolean | undefined => (raw === 'true' ? true : raw === 'false' ? false : undefined)
const color = (raw: string): string | undefined => (isHexColor(raw) ? raw.toUpperCase() : undefined)

const parsers: { [K in PreferenceKey]: (raw: string) => Preferences[K] | undefined } = {
  theme: oneOf(THEMES),
  skin: oneOf(SKINS),
  primaryColorLight: color,
  primaryColorDark: color,
  language: (raw) => (isLocale(raw) ? raw : undefined),
  navbarBlur: flag,
  verticalNavCollapsed: flag,
  contentWidth: oneOf(CONTENT_WIDTHS),
  navigation: oneOf(NAVIGATIONS),
  navbarType: oneOf(BAR_TYPES),
  footerType: oneOf(BAR_TYPES),
}

export const PREFERENCE_KEYS = Object.keys(parsers) as PreferenceKey[]

/** Stored preferences as raw strings, as they come out of the cookie jar. */
export type StoredPreferences = Partial<Record<PreferenceKey, string>>

export function parsePreference<K extends PreferenceKey>(key: K, raw: string): Preferences[K] | undefined {
  return parsers[key](raw) as Preferences[K] | undefined
}

/**
 * Rebuilds the preferences from storage. A missing or tampered value falls back to the default
 * for that preference only; the others keep what the user chose.
 */
export function restorePreferences(stored: StoredPreferences): Preferences {
  const restored: Preferences = { ...DEFAULT_PREFERENCES }
  for (const key of PREFERENCE_KEYS) {
    const raw = stored[key]
    const value = raw === undefined ? undefined : parsePreference(key, raw)
    if (value !== undefined) Object.assign(restored, { [key]: value })
  }
  return restored
}

export function serializePreference<K extends PreferenceKey>(_key: K, value: Preferences[K]): string {
  return String(value)
}

export function isOverlayWidth(width: number): boolean {
  return width <= OVERLAY_NAV_MAX_WIDTH
}
