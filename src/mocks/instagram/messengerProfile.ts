import { z } from 'zod'
import { GraphErrors, type GraphResult } from './graphErrors'

/**
 * The Messenger Profile API for Instagram (`/me/messenger_profile`, `platform=instagram`): ice
 * breakers (Ice breakers: at most 4 per locale, each a `question` and a `payload`) and the
 * persistent menu (Persistent menu: per locale, `postback` and `web_url` items; Instagram has no
 * `composer_input_disabled` nor `webview_height_ratio`; Messenger's rules of a `default` locale,
 * 20 items, titles of 30 characters and payloads of 1,000 apply). Both need a `default` locale.
 * Meta shows changes to people only after a while: the API reads the new value at
 * once, people see it once `messengerProfileDelayMs` has passed.
 */

const iceBreakerLocale = z.strictObject({
  locale: z.string().min(1),
  call_to_actions: z
    .array(z.strictObject({ question: z.string().trim().min(1), payload: z.string().trim().min(1) }))
    .min(1)
    .max(4),
})

/** Persistent menu: "Title to display on the menu item. 30 character limit"; a payload of up to 1,000. */
const menuTitle = z.string().trim().min(1).max(30)

const menuItem = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('postback'), title: menuTitle, payload: z.string().trim().min(1).max(1000) }),
  z.strictObject({ type: z.literal('web_url'), title: menuTitle, url: z.url({ protocol: /^https?$/ }) }),
])

const menuLocale = z.strictObject({ locale: z.string().min(1), call_to_actions: z.array(menuItem).min(1).max(20) })

const distinctLocales = (entries: { locale: string }[]) =>
  new Set(entries.map((entry) => entry.locale)).size === entries.length

const profileUpdate = z
  .strictObject({
    platform: z.literal('instagram'),
    ice_breakers: z
      .array(iceBreakerLocale)
      .min(1)
      .refine(distinctLocales, 'must name each locale once')
      // Ice breakers: "default locale is REQUIRED".
      .refine((entries) => entries.some((entry) => entry.locale === 'default'), 'must have a default locale')
      .optional(),
    persistent_menu: z
      .array(menuLocale)
      .min(1)
      .refine(distinctLocales, 'must name each locale once')
      .refine((entries) => entries.some((entry) => entry.locale === 'default'), 'must have a default locale')
      .optional(),
  })
  .refine((update) => update.ice_breakers ?? update.persistent_menu, 'ice_breakers or persistent_menu is required')

export type IceBreakerLocale = z.infer<typeof iceBreakerLocale>
export type MenuLocale = z.infer<typeof menuLocale>

/** What an account's messenger profile holds. */
export interface MessengerProfile {
  ice_breakers?: IceBreakerLocale[]
  persistent_menu?: MenuLocale[]
}

/** The profile as set, what people saw when it was set, and when. */
export interface MessengerProfileState {
  current: MessengerProfile
  shownBefore: MessengerProfile
  changedAt: number
}

export const PROFILE_FIELDS = ['ice_breakers', 'persistent_menu'] as const
type ProfileField = (typeof PROFILE_FIELDS)[number]

/** `POST` body (JSON): the fields to set, or Graph's refusal naming the first broken rule. */
export function parseProfileUpdate(
  body: Record<string, unknown>,
): { ok: true; update: MessengerProfile } | { ok: false; result: GraphResult } {
  const parsed = profileUpdate.safeParse(body)
  if (parsed.success) {
    const { platform: _platform, ...update } = parsed.data
    return { ok: true, update }
  }
  const issue = parsed.error.issues[0]!
  const path = issue.path.map((part, index) => (index === 0 ? String(part) : `[${String(part)}]`)).join('')
  return { ok: false, result: GraphErrors.invalidParameter(`Param ${path || 'body'}: ${issue.message}`) }
}

/** `GET ?fields=` and `DELETE {fields}`: the named fields, or Graph's refusal. */
export function parseProfileFields(
  fields: unknown,
  platform: unknown,
): { ok: true; fields: ProfileField[] } | { ok: false; result: GraphResult } {
  if (platform !== 'instagram')
    return { ok: false, result: GraphErrors.invalidParameter('Param platform must be instagram') }
  const names = Array.isArray(fields)
    ? fields
    : typeof fields === 'string'
      ? fields.split(',').map((name) => name.trim())
      : []
  if (names.length === 0) return { ok: false, result: GraphErrors.invalidParameter('The parameter fields is required') }
  const unknown = names.find((name) => !(PROFILE_FIELDS as readonly unknown[]).includes(name))
  if (unknown !== undefined)
    return {
      ok: false,
      result: GraphErrors.invalidParameter(
        `Param fields must be one of {${PROFILE_FIELDS.join(', ')}} - got "${String(unknown)}"`,
      ),
    }
  return { ok: true, fields: names as ProfileField[] }
}

/** What people see of the profile at `now`. */
export function shownProfile(state: MessengerProfileState | undefined, now: number, delayMs: number): MessengerProfile {
  if (!state) return {}
  return now >= state.changedAt + delayMs ? state.current : state.shownBefore
}

/** The state after a change made at `now` to `current`. */
export function changedProfile(
  state: MessengerProfileState | undefined,
  current: MessengerProfile,
  now: number,
  delayMs: number,
): MessengerProfileState {
  return { current, shownBefore: shownProfile(state, now, delayMs), changedAt: now }
}

/** Graph's answer to `GET`: one object with the requested fields that are set. */
export function profileAnswer(profile: MessengerProfile, fields: ProfileField[]): GraphResult {
  const picked: MessengerProfile = {}
  for (const field of fields) if (profile[field]) Object.assign(picked, { [field]: profile[field] })
  return { status: 200, body: { data: Object.keys(picked).length > 0 ? [picked] : [] } }
}

/** The profile without the named fields. */
export function withoutFields(profile: MessengerProfile, fields: ProfileField[]): MessengerProfile {
  const left = { ...profile }
  for (const field of fields) delete left[field]
  return left
}
