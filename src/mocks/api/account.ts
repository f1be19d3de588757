import { http, json } from '@/server/http/route'
import type { z } from 'zod'
import {
  DEFAULT_NOTIFICATIONS,
  describeUserAgent,
  newApiKeySchema,
  notificationsSchema,
  planChoiceSchema,
  settingsSchemas,
  type AccountSettings,
  type ApiKeySummary,
  type SavedCard,
  type SignInRecord,
} from '@/domain/account/settings'
import { periodEnd } from '@/domain/account/billing'
import { cardBrand, lastFour } from '@/domain/dialogs/payments'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import type { Database } from '@/server/storage/database'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'

/** One record per person (`id` = their uid): what the account settings pages set. */
interface StoredSettings extends Omit<AccountSettings, 'cards'> {
  id: string
  ownerUid: string
  cards: SavedCard[]
}
interface StoredApiKey extends ApiKeySummary {
  ownerUid: string
  /** SHA-256 of the key, hex: the key itself is never kept. */
  hash: string
}
interface StoredSignIn extends SignInRecord {
  ownerUid: string
}

/** How many sign-ins the security tab keeps per person. */
export const SIGN_INS_KEPT = 10

const settingsOf = (db: Database) => db.collection<StoredSettings>('accountSettings')
const emptySettings = (uid: string): StoredSettings => ({
  id: uid,
  ownerUid: uid,
  notifications: DEFAULT_NOTIFICATIONS,
  connections: { apps: [], socials: {} },
  subscription: null,
  billingAddress: null,
  cards: [],
})

const publicSettings = ({ id: _id, ownerUid: _owner, ...settings }: StoredSettings): AccountSettings => settings

const REFUSED = 'account/invalid'

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A sign-in is an ID token's `auth_time`: each new one the session endpoint sees is recorded with
 * the browser it came from. The mock backend runs in that browser, so when the request carries no
 * user agent (a service worker's request does not show it) the page's own stands in.
 */
export async function recordSignIn(backend: MockBackend, user: VerifiedIdToken, userAgent: string | null) {
  if (!user.authTime) return
  const signIns = backend.db.collection<StoredSignIn>('signIns')
  const id = `${user.uid}:${user.authTime}`
  await backend.db.transaction(async () => {
    if (await signIns.get(id)) return
    const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent)
    await signIns.insert({
      id,
      ownerUid: user.uid,
      at: new Date(user.authTime!).toISOString(),
      ...describeUserAgent(agent),
    })
    const mine = await signIns.ownedBy(user.uid)
    mine.sort((a, b) => b.at.localeCompare(a.at))
    for (const old of mine.slice(SIGN_INS_KEPT)) await signIns.remove(old.id)
  })
}

/**
 * `/api/account/*` (docs/product.md, "Account settings"): notifications, linked services, the
 * subscription, billing address and cards, API keys and recent sign-ins of the caller, and only
 * theirs. Reading needs `read Account`, changing `update Account`, checked here on every request.
 */
export function accountHandlers(backend: MockBackend) {
  /** Runs `change` on the caller's settings in one transaction and answers the new settings. */
  const changeSettings = (user: VerifiedIdToken, change: (settings: StoredSettings) => StoredSettings | Response) =>
    backend.db.transaction(async (db) => {
      const current = (await settingsOf(db).get(user.uid)) ?? emptySettings(user.uid)
      const next = change(current)
      if (next instanceof Response) return next
      await settingsOf(db).insert(next)
      return json<AccountSettings>(publicSettings(next))
    })
  /** A `PUT` of one section, checked with its schema. */
  const section = <S extends z.ZodType>(
    path: string,
    schema: S,
    apply: (settings: StoredSettings, value: z.output<S>) => StoredSettings,
  ) =>
    http.put(
      `${API}/account/${path}`,
      endpoint(backend, { can: ['update', 'Account'], body: schema, refusedAs: REFUSED }, async ({ user, body }) =>
        // `S` stays generic here, so the body's type is not worked out: it is `schema`'s output.
        changeSettings(user, (settings) => apply(settings, body as z.output<S>)),
      ),
    )

  return [
    http.get(
      `${API}/account/settings`,
      endpoint(backend, { can: ['read', 'Account'] }, async ({ user }) => {
        const stored = await settingsOf(backend.db).get(user.uid)
        return json<AccountSettings>(publicSettings(stored ?? emptySettings(user.uid)))
      }),
    ),
    section('notifications', notificationsSchema, (settings, notifications) => ({ ...settings, notifications })),
    section('connections', settingsSchemas().connections, (settings, connections) => ({ ...settings, connections })),
    section('billing-address', settingsSchemas().billingAddress, (settings, billingAddress) => ({
      ...settings,
      billingAddress,
    })),
    section('subscription', planChoiceSchema, (settings, choice) => ({
      ...settings,
      subscription: { ...choice, since: new Date(backend.now()).toISOString(), endsAt: null },
    })),
    http.post(
      `${API}/account/subscription/cancel`,
      endpoint(backend, { can: ['update', 'Account'] }, async ({ user }) =>
        changeSettings(user, (settings) =>
          settings.subscription
            ? {
                ...settings,
                subscription: { ...settings.subscription, endsAt: periodEnd(settings.subscription, backend.now()) },
              }
            : apiError(409, 'account/no-subscription', 'There is no subscription to cancel.'),
        ),
      ),
    ),
    http.post(
      `${API}/account/cards`,
      endpoint(
        backend,
        { can: ['update', 'Account'], body: settingsSchemas(undefined, backend.now).card, refusedAs: REFUSED },
        async ({ user, body: card }) =>
          changeSettings(user, (settings) => ({
            ...settings,
            cards: [
              ...settings.cards,
              {
                id: crypto.randomUUID(),
                brand: cardBrand(card.cardNumber),
                last4: lastFour(card.cardNumber),
                expiry: card.expiry.replace(/\s/g, ''),
                cardName: card.cardName,
                // The first card pays; later ones wait until made primary.
                primary: settings.cards.length === 0,
              },
            ],
          })),
      ),
    ),
    http.post(
      `${API}/account/cards/:id/primary`,
      endpoint(backend, { can: ['update', 'Account'] }, async ({ params, user }) =>
        changeSettings(user, (settings) =>
          settings.cards.some((card) => card.id === params.id)
            ? { ...settings, cards: settings.cards.map((card) => ({ ...card, primary: card.id === params.id })) }
            : apiError(404, 'account/card-not-found', 'No such card.'),
        ),
      ),
    ),
    http.delete(
      `${API}/account/cards/:id`,
      endpoint(backend, { can: ['update', 'Account'] }, async ({ params, user }) =>
        changeSettings(user, (settings) => {
          const removed = settings.cards.find((card) => card.id === params.id)
          if (!removed) return apiError(404, 'account/card-not-found', 'No such card.')
          const cards = settings.cards.filter((card) => card.id !== params.id)
          // Removing the card that pays hands the payments to the oldest other one.
          if (removed.primary && cards[0]) cards[0] = { ...cards[0], primary: true }
          return { ...settings, cards }
        }),
      ),
    ),
    http.get(
      `${API}/account/api-keys`,
      endpoint(backend, { can: ['read', 'Account'] }, async ({ user }) => {
        const keys = await backend.db.collection<StoredApiKey>('apiKeys').ownedBy(user.uid)
        return json<ApiKeySummary[]>(keys.map(({ ownerUid: _owner, hash: _hash, ...summary }) => summary).reverse())
      }),
    ),
    http.post(
      `${API}/account/api-keys`,
      endpoint(
        backend,
        { can: ['update', 'Account'], body: newApiKeySchema, refusedAs: REFUSED },
        async ({ user, body }) => {
          const bytes = crypto.getRandomValues(new Uint8Array(24))
          const key = `cnv_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
          const summary: ApiKeySummary = {
            id: crypto.randomUUID(),
            ...body,
            last4: key.slice(-4),
            createdAt: new Date(backend.now()).toISOString(),
          }
          // Hashed before the write: crypto.subtle may not run inside a database transaction.
          const hash = await sha256Hex(key)
          await backend.db.collection<StoredApiKey>('apiKeys').insert({ ...summary, ownerUid: user.uid, hash })
          return json({ key, summary }, { status: 201 })
        },
      ),
    ),
    http.delete(
      `${API}/account/api-keys/:id`,
      endpoint(backend, { can: ['update', 'Account'] }, async ({ params, user }) => {
        const keys = backend.db.collection<StoredApiKey>('apiKeys')
        const removed = await backend.db.transaction(async () => {
          const key = await keys.get(String(params.id))
          if (!key || key.ownerUid !== user.uid) return false
          return keys.remove(key.id)
        })
        return removed ? new Response(null, { status: 204 }) : apiError(404, 'account/key-not-found', 'No such key.')
      }),
    ),
    http.get(
      `${API}/account/sign-ins`,
      endpoint(backend, { can: ['read', 'Account'] }, async ({ user }) => {
        const mine = await backend.db.collection<StoredSignIn>('signIns').ownedBy(user.uid)
        mine.sort((a, b) => b.at.localeCompare(a.at))
        return json<SignInRecord[]>(mine.map(({ ownerUid: _owner, ...record }) => record))
      }),
    ),
  ]
}
