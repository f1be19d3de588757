import { z } from 'zod'
import { entryPayload, parseEntryPayload } from './payloads'

/**
 * An Instagram account's ice breakers and persistent menu, per language, as Conversa edits them:
 * each ice breaker and each menu item that is not a web link starts one of the account's
 * automations. Instagram keeps them in the account's Messenger profile (`/me/messenger_profile`);
 * `toMessengerProfile` and `fromMessengerProfile` translate between the two.
 */

export const ENTRY_POINT_LIMITS = {
  /** Ice breakers: "A maximum of 4 questions" per locale (Ice breakers). */
  iceBreakers: 4,
  /** Meta documents no length for a question; ours, so it reads whole on a phone. */
  question: 80,
  /** Persistent menu: up to 20 items per locale, each title up to 30 characters (Persistent menu). */
  menuItems: 20,
  menuTitle: 30,
  /** A web link of the menu: a URL of a sensible length. */
  url: 2000,
} as const

/**
 * The locales Conversa offers, as Meta names them (Messenger Platform, supported locales), with the
 * language tag `Intl` names them by. `default` is what people whose language has no entry see.
 */
export const ENTRY_POINT_LOCALES = [
  { locale: 'default', tag: null },
  { locale: 'en_US', tag: 'en-US' },
  { locale: 'en_GB', tag: 'en-GB' },
  { locale: 'fr_FR', tag: 'fr-FR' },
  { locale: 'fr_CA', tag: 'fr-CA' },
  { locale: 'ar_AR', tag: 'ar' },
  { locale: 'es_ES', tag: 'es-ES' },
  { locale: 'es_LA', tag: 'es-419' },
  { locale: 'pt_BR', tag: 'pt-BR' },
  { locale: 'pt_PT', tag: 'pt-PT' },
  { locale: 'de_DE', tag: 'de-DE' },
  { locale: 'it_IT', tag: 'it-IT' },
  { locale: 'nl_NL', tag: 'nl-NL' },
  { locale: 'tr_TR', tag: 'tr-TR' },
] as const

export type EntryPointLocale = (typeof ENTRY_POINT_LOCALES)[number]['locale']

const localeCodes = ENTRY_POINT_LOCALES.map((entry) => entry.locale) as [EntryPointLocale, ...EntryPointLocale[]]

const automationId = z.string().trim().min(1)

const iceBreakerSchema = z.object({
  question: z.string().trim().min(1).max(ENTRY_POINT_LIMITS.question),
  automationId,
})

const menuItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('automation'),
    title: z.string().trim().min(1).max(ENTRY_POINT_LIMITS.menuTitle),
    automationId,
  }),
  z.object({
    kind: z.literal('url'),
    title: z.string().trim().min(1).max(ENTRY_POINT_LIMITS.menuTitle),
    url: z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(ENTRY_POINT_LIMITS.url),
  }),
])

const localeSchema = z.object({
  locale: z.enum(localeCodes),
  iceBreakers: z.array(iceBreakerSchema).max(ENTRY_POINT_LIMITS.iceBreakers),
  menu: z.array(menuItemSchema).max(ENTRY_POINT_LIMITS.menuItems),
})

/** What the screen edits and the API takes: the account's entry points, the `default` locale first. */
export const entryPointsSchema = z.object({ locales: z.array(localeSchema).min(1) })

export type MenuItem = z.infer<typeof menuItemSchema>
export type LocaleEntryPoints = z.infer<typeof localeSchema>
export type EntryPoints = z.infer<typeof entryPointsSchema>

/** Why a shape the schema takes is still refused, by the path a form shows it at. */
export type EntryPointsProblem =
  | { path: string; reason: 'repeated-locale' }
  /** Another language has ice breakers (or a menu) and `default` has none: Meta requires it. */
  | { path: string; reason: 'default-required' }

/** The rules across locales: each named once, and a `default` wherever another language has content. */
export function entryPointsProblems({ locales }: EntryPoints): EntryPointsProblem[] {
  const problems: EntryPointsProblem[] = []
  const seen = new Set<string>()
  locales.forEach((entry, index) => {
    if (seen.has(entry.locale)) problems.push({ path: `locales.${index}.locale`, reason: 'repeated-locale' })
    seen.add(entry.locale)
  })
  const defaultIndex = locales.findIndex((entry) => entry.locale === 'default')
  const fallback = defaultIndex === -1 ? undefined : locales[defaultIndex]
  const path = (field: string) => (defaultIndex === -1 ? 'locales' : `locales.${defaultIndex}.${field}`)
  const others = locales.filter((entry) => entry.locale !== 'default')
  if (others.some((entry) => entry.iceBreakers.length > 0) && !fallback?.iceBreakers.length)
    problems.push({ path: path('iceBreakers'), reason: 'default-required' })
  if (others.some((entry) => entry.menu.length > 0) && !fallback?.menu.length)
    problems.push({ path: path('menu'), reason: 'default-required' })
  return problems
}

// ---- Instagram's Messenger profile --------------------------------------------------------------

interface GraphIceBreakers {
  locale: string
  call_to_actions: { question: string; payload: string }[]
}

type GraphMenuItem =
  { type: 'postback'; title: string; payload: string } | { type: 'web_url'; title: string; url: string }

interface GraphMenu {
  locale: string
  call_to_actions: GraphMenuItem[]
}

/** What `/me/messenger_profile` holds of ours. */
export interface GraphMessengerProfile {
  ice_breakers?: GraphIceBreakers[]
  persistent_menu?: GraphMenu[]
}

/**
 * The profile to set: the fields with content (`POST`), and the fields left empty, which Instagram
 * must forget (`DELETE`: a `POST` keeps a field it does not name).
 */
export function toMessengerProfile({ locales }: EntryPoints): {
  set: GraphMessengerProfile
  remove: ('ice_breakers' | 'persistent_menu')[]
} {
  const iceBreakers: GraphIceBreakers[] = locales
    .filter((entry) => entry.iceBreakers.length > 0)
    .map((entry) => ({
      locale: entry.locale,
      call_to_actions: entry.iceBreakers.map((breaker) => ({
        question: breaker.question.trim(),
        payload: entryPayload('ice-breaker', breaker.automationId),
      })),
    }))
  const menu: GraphMenu[] = locales
    .filter((entry) => entry.menu.length > 0)
    .map((entry) => ({
      locale: entry.locale,
      call_to_actions: entry.menu.map((item): GraphMenuItem =>
        item.kind === 'url'
          ? { type: 'web_url', title: item.title.trim(), url: item.url }
          : { type: 'postback', title: item.title.trim(), payload: entryPayload('menu', item.automationId) },
      ),
    }))
  return {
    set: {
      ...(iceBreakers.length > 0 ? { ice_breakers: iceBreakers } : {}),
      ...(menu.length > 0 ? { persistent_menu: menu } : {}),
    },
    remove: [
      ...(iceBreakers.length === 0 ? (['ice_breakers'] as const) : []),
      ...(menu.length === 0 ? (['persistent_menu'] as const) : []),
    ],
  }
}

const graphProfileSchema = z.object({
  ice_breakers: z
    .array(
      z.object({
        locale: z.string().default('default'),
        call_to_actions: z.array(z.object({ question: z.string(), payload: z.string() })).default([]),
      }),
    )
    .optional(),
  persistent_menu: z
    .array(
      z.object({
        locale: z.string().default('default'),
        call_to_actions: z
          .array(
            z.object({
              type: z.string(),
              title: z.string(),
              payload: z.string().optional(),
              url: z.string().optional(),
            }),
          )
          .default([]),
      }),
    )
    .optional(),
})

/**
 * Graph's answer to `GET /me/messenger_profile` (`{ data: [{ ice_breakers, persistent_menu }] }`) as
 * entry points: a payload that names no automation (set by another tool) reads as an item without
 * one, for the person to choose; locales Conversa does not offer are left out. Null when the
 * answer is not a Messenger profile.
 */
export function fromMessengerProfile(answer: unknown): EntryPoints | null {
  const data = (answer as { data?: unknown } | null)?.data
  if (!Array.isArray(data)) return null
  const parsed = graphProfileSchema.safeParse(data[0] ?? {})
  if (!parsed.success) return null
  const known = new Set<string>(localeCodes)
  const byLocale = new Map<EntryPointLocale, LocaleEntryPoints>()
  const entryFor = (locale: string) => {
    if (!known.has(locale)) return null
    const code = locale as EntryPointLocale
    const entry = byLocale.get(code) ?? { locale: code, iceBreakers: [], menu: [] }
    byLocale.set(code, entry)
    return entry
  }
  entryFor('default')
  for (const { locale, call_to_actions } of parsed.data.ice_breakers ?? []) {
    const entry = entryFor(locale)
    entry?.iceBreakers.push(
      ...call_to_actions.map(({ question, payload }) => ({
        question,
        automationId: parseEntryPayload(payload)?.automationId ?? '',
      })),
    )
  }
  for (const { locale, call_to_actions } of parsed.data.persistent_menu ?? []) {
    const entry = entryFor(locale)
    entry?.menu.push(
      ...call_to_actions.flatMap((item): MenuItem[] => {
        if (item.type === 'web_url') return [{ kind: 'url', title: item.title, url: item.url ?? '' }]
        if (item.type === 'postback')
          return [
            {
              kind: 'automation',
              title: item.title,
              automationId: parseEntryPayload(item.payload ?? '')?.automationId ?? '',
            },
          ]
        return []
      }),
    )
  }
  const order = (locale: string) => localeCodes.indexOf(locale as EntryPointLocale)
  return { locales: [...byLocale.values()].sort((a, b) => order(a.locale) - order(b.locale)) }
}
