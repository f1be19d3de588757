import { z } from 'zod'
import { COUNTRIES } from '@/domain/dialogs/schemas'
import { cardSchema, type CardBrand, type CardMessages } from '@/domain/dialogs/payments'
import { BILLING_PERIODS, PLAN_IDS, type BillingPeriod, type PlanId } from '@/domain/pages/pricing'

/**
 * What a person sets on the account settings pages (docs/product.md, "Account settings"), checked
 * with the same schemas in the form and on the backend. The backend answers a refused field with
 * its reason code; the forms word the same reasons.
 */

/** The events Conversa tells a person about, and where. */
export const NOTIFICATION_EVENTS = [
  'new-message',
  'keyword-comment',
  'run-failed',
  'token-expiring',
  'new-sign-in',
  'weekly-summary',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]
export const NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]
export const NOTIFICATION_TIMING = ['online', 'anytime'] as const

export const notificationsSchema = z.object({
  channels: z.record(z.enum(NOTIFICATION_EVENTS), z.array(z.enum(NOTIFICATION_CHANNELS)).max(3)),
  timing: z.enum(NOTIFICATION_TIMING),
})
export type NotificationSettings = z.output<typeof notificationsSchema>

/** A new account hears of what needs acting on by every channel, of the rest in the app. */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  channels: {
    'new-message': ['browser', 'app'],
    'keyword-comment': ['app'],
    'run-failed': ['email', 'browser', 'app'],
    'token-expiring': ['email', 'browser', 'app'],
    'new-sign-in': ['email'],
    'weekly-summary': ['email'],
  },
  timing: 'anytime',
}

/** Services a workspace may link; Conversa sends them what its automations collect. */
export const LINKED_APPS = ['google-sheets', 'slack', 'hubspot', 'mailchimp', 'zapier'] as const
export type LinkedApp = (typeof LINKED_APPS)[number]
/** Other social profiles shown on one's public profile, by their handle. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'linkedin', 'tiktok', 'youtube'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

const HANDLE = /^@?[A-Za-z0-9._-]{2,30}$/

/** The reasons a refused field may carry: the card's, and these. */
export const SETTINGS_REASONS = ['handle', 'tax-id', 'postal-code'] as const
export type SettingsReason = (typeof SETTINGS_REASONS)[number]
export type SettingsMessages = Record<SettingsReason, string> & CardMessages

const REASON_CODES = Object.fromEntries(
  [...SETTINGS_REASONS, 'card-number', 'card-expiry', 'card-expired', 'card-cvc'].map((reason) => [reason, reason]),
) as unknown as SettingsMessages

/**
 * The schemas of the settings forms, worded with `messages` (the reason codes themselves on the
 * backend) and judging a card's expiry at `now()`.
 */
export function settingsSchemas(messages: SettingsMessages = REASON_CODES, now: () => number = Date.now) {
  return {
    connections: z.object({
      apps: z.array(z.enum(LINKED_APPS)).max(LINKED_APPS.length),
      // A handle per network; an empty one removes the network.
      socials: z
        .partialRecord(
          z.enum(SOCIAL_NETWORKS),
          z
            .string()
            .trim()
            .refine((handle) => handle === '' || HANDLE.test(handle), { error: messages.handle })
            .transform((handle) => handle.replace(/^@/, '')),
        )
        .transform(
          (socials) =>
            Object.fromEntries(Object.entries(socials).filter(([, handle]) => handle !== '')) as Partial<
              Record<SocialNetwork, string>
            >,
        ),
    }),
    billingAddress: z.object({
      company: z.string().trim().max(80),
      email: z.email(),
      taxId: z
        .string()
        .trim()
        .regex(/^([A-Z]{2}[A-Z0-9]{2,13})?$/, { error: messages['tax-id'] }),
      country: z.enum(COUNTRIES),
      line1: z.string().trim().min(1).max(120),
      city: z.string().trim().min(1).max(80),
      postalCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9 -]{3,10}$/, { error: messages['postal-code'] }),
    }),
    card: cardSchema(messages, now),
  }
}
type SettingsSchemas = ReturnType<typeof settingsSchemas>
export type ConnectionSettings = z.output<SettingsSchemas['connections']>
export type BillingAddress = z.output<SettingsSchemas['billingAddress']>

export const planChoiceSchema = z.object({ plan: z.enum(PLAN_IDS), period: z.enum(BILLING_PERIODS) })

export interface Subscription {
  plan: PlanId
  period: BillingPeriod
  /** When the current period began (ISO). */
  since: string
  /** Set once cancelled: the plan stays until then (ISO), then the account is on the free tier. */
  endsAt: string | null
}

/** A kept card: never its number or security code. */
export interface SavedCard {
  id: string
  brand: CardBrand
  last4: string
  expiry: string
  cardName: string
  primary: boolean
}

export interface AccountSettings {
  notifications: NotificationSettings
  connections: ConnectionSettings
  subscription: Subscription | null
  billingAddress: BillingAddress | null
  cards: SavedCard[]
}

/** An API key as listed: its secret is shown once, when it is made, and kept only as a hash. */
export const API_KEY_ACCESS = ['full', 'read'] as const
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number]
export const newApiKeySchema = z.object({ name: z.string().trim().min(1).max(40), access: z.enum(API_KEY_ACCESS) })
export interface ApiKeySummary {
  id: string
  name: string
  access: ApiKeyAccess
  /** The key's last four characters, to recognise it. */
  last4: string
  createdAt: string
}

/** One sign-in (a new ID token session), as the security tab lists it. */
export interface SignInRecord {
  id: string
  at: string
  browser: string
  system: string
  device: 'desktop' | 'mobile' | 'tablet'
}

// First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/Node\.js|^node/i, 'Node.js'],
]
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]
const firstMatch = (userAgent: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? ''

/** The browser, system and kind of device a user agent names: enough to recognise one's sign-ins. */
export function describeUserAgent(userAgent: string): Omit<SignInRecord, 'id' | 'at'> {
  const device = /iPad|Tablet/.test(userAgent) ? 'tablet' : /Mobi|iPhone|Android/.test(userAgent) ? 'mobile' : 'desktop'
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS), device }
}

/** Demo accounts everyone signs in with: deleting one would end the demo for everybody. */
export const UNDELETABLE_EMAILS = ['admin@conversa.test', 'client@conversa.test'] as const
