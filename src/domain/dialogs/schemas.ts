import { z } from 'zod'
import { BILLING_PERIODS, PLAN_IDS } from '../pages/pricing'
import { COUNTRIES } from '../wizards/schemas'
import { cardBrand, cardSchema, lastFour, type CardBrand } from './payments'

/**
 * The nine dialogs of `/pages/dialog-examples`: their forms' schemas, checked by the
 * dialog before it submits and by the backend on `POST /api/pages/dialogs/:kind`, and what the
 * backend keeps of each submission. One definition, two wordings: the backend names a refused
 * field by its reason code (`card-number`), the dialogs pass their translated sentences.
 */
export const DIALOG_KINDS = [
  'share-project',
  'add-card',
  'pricing',
  'refer-and-earn',
  'edit-user',
  'enable-otp',
  'add-address',
  'create-app',
  'two-factor',
] as const
export type DialogKind = (typeof DIALOG_KINDS)[number]

export const DIALOG_REASONS = [
  'card-number',
  'card-expiry',
  'card-expired',
  'card-cvc',
  'one-owner',
  'member-twice',
  'phone',
  'username',
  'postal-code',
  'otp-code',
] as const
export type DialogReason = (typeof DIALOG_REASONS)[number]
/** The words for each reason: the reason codes themselves on the backend. */
export type DialogMessages = Record<DialogReason, string>
const REASON_CODES = Object.fromEntries(DIALOG_REASONS.map((reason) => [reason, reason])) as DialogMessages

export const MEMBER_ACCESS = ['owner', 'edit', 'view'] as const
export const APP_CATEGORIES = ['crm', 'ecommerce', 'learning'] as const
export const APP_FRAMEWORKS = ['react', 'vue', 'angular', 'laravel'] as const
export const APP_DATABASES = ['firebase', 'aws', 'mysql'] as const
export const USER_LANGUAGES = ['en', 'fr', 'ar'] as const
export const ADDRESS_KINDS = ['home', 'office'] as const
export const TWO_FACTOR_METHODS = ['app', 'sms'] as const
export { COUNTRIES }

const text = (max: number) => z.string().trim().min(1).max(max)

const PHONE = /^\+?[\d ()-]{6,20}$/

/**
 * The schemas, worded with `messages` and judged at `now()` (a card's expiry). Each dialog's
 * values are one object; the create-app stepper's steps are its sections.
 */
export function dialogSchemas(messages: DialogMessages = REASON_CODES, now: () => number = Date.now) {
  const phone = z.string().trim().regex(PHONE, { error: messages.phone })
  const card = cardSchema(messages, now)
  const member = z.object({ email: z.email(), access: z.enum(MEMBER_ACCESS) })
  return {
    'share-project': z.object({
      members: z
        .array(member)
        .min(1)
        .max(20)
        .superRefine((members, context) => {
          if (members.filter((entry) => entry.access === 'owner').length !== 1)
            context.addIssue({ code: 'custom', message: messages['one-owner'], input: members })
          const seen = new Set<string>()
          members.forEach((entry, index) => {
            const email = entry.email.toLowerCase()
            if (seen.has(email))
              context.addIssue({
                code: 'custom',
                path: [index, 'email'],
                message: messages['member-twice'],
                input: email,
              })
            seen.add(email)
          })
        }),
    }),
    'add-card': card.and(z.object({ makeDefault: z.boolean() })),
    pricing: z.object({ plan: z.enum(PLAN_IDS), period: z.enum(BILLING_PERIODS) }),
    'refer-and-earn': z.object({ email: z.email() }),
    'edit-user': z.object({
      firstName: text(60),
      lastName: text(60),
      username: z
        .string()
        .trim()
        .regex(/^[a-z0-9._]{3,30}$/, { error: messages.username }),
      email: z.email(),
      phone,
      language: z.enum(USER_LANGUAGES),
      country: z.enum(COUNTRIES),
      billingAddress: z.boolean(),
    }),
    'enable-otp': z.object({ phone }),
    'add-address': z.object({
      firstName: text(60),
      lastName: text(60),
      country: z.enum(COUNTRIES),
      line1: text(120),
      line2: z.string().trim().max(120),
      city: text(80),
      postalCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9 -]{3,10}$/, { error: messages['postal-code'] }),
      kind: z.enum(ADDRESS_KINDS),
      billing: z.boolean(),
    }),
    'create-app': z.object({
      details: z.object({ name: text(60), category: z.enum(APP_CATEGORIES) }),
      framework: z.object({ framework: z.enum(APP_FRAMEWORKS) }),
      database: z.object({ database: z.enum(APP_DATABASES) }),
      billing: card,
    }),
    'two-factor': z.discriminatedUnion('method', [
      z.object({
        method: z.literal('app'),
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, { error: messages['otp-code'] }),
      }),
      z.object({ method: z.literal('sms'), phone }),
    ]),
  } as const
}

export type DialogSchemas = ReturnType<typeof dialogSchemas>
export type DialogValues<K extends DialogKind> = z.output<DialogSchemas[K]>
export type DialogInput<K extends DialogKind> = z.input<DialogSchemas[K]>

/** A card as it is kept: never its number or security code. */
export interface KeptCard {
  brand: CardBrand
  last4: string
  expiry: string
  cardName: string
}

/** What the backend keeps of each dialog, and gives back. */
export interface DialogSaved {
  'share-project': { members: { email: string; access: (typeof MEMBER_ACCESS)[number] }[] }
  'add-card': KeptCard & { makeDefault: boolean }
  pricing: DialogValues<'pricing'>
  'refer-and-earn': { invited: string[] }
  'edit-user': DialogValues<'edit-user'>
  'enable-otp': DialogValues<'enable-otp'>
  'add-address': DialogValues<'add-address'>
  'create-app': Omit<DialogValues<'create-app'>, 'billing'> & { card: KeptCard }
  'two-factor': { method: (typeof TWO_FACTOR_METHODS)[number]; phone: string | null }
}

export type DialogResult<K extends DialogKind = DialogKind> = { savedAt: string; saved: DialogSaved[K] }

/** `GET /api/pages/dialogs`: the caller's saved dialogs and what the dialogs need to open. */
export interface DialogResults {
  results: { [K in DialogKind]?: DialogResult<K> }
  /** The caller's referral code (refer-and-earn's link). */
  referralCode: string
}

/** Only so many friends are kept per person. */
export const MAX_INVITED = 50

const keptCard = (card: { cardNumber: string; cardName: string; expiry: string }): KeptCard => ({
  brand: cardBrand(card.cardNumber),
  last4: lastFour(card.cardNumber),
  expiry: card.expiry.replace(/\s/g, ''),
  cardName: card.cardName,
})

/**
 * What is kept of a valid submission, given what was kept before: a card loses its number and
 * code, a referral adds the friend to those invited (once), two-factor keeps the method only.
 */
export function keptOf<K extends DialogKind>(
  kind: K,
  values: DialogValues<K>,
  previous: DialogSaved[K] | undefined,
): DialogSaved[K] {
  const kept = ((): DialogSaved[DialogKind] => {
    switch (kind) {
      case 'add-card': {
        const card = values as DialogValues<'add-card'>
        return { ...keptCard(card), makeDefault: card.makeDefault }
      }
      case 'refer-and-earn': {
        const email = (values as DialogValues<'refer-and-earn'>).email.toLowerCase()
        const before = (previous as DialogSaved['refer-and-earn'] | undefined)?.invited ?? []
        return { invited: [...before.filter((known) => known !== email), email].slice(-MAX_INVITED) }
      }
      case 'create-app': {
        const { billing, ...rest } = values as DialogValues<'create-app'>
        return { ...rest, card: keptCard(billing) }
      }
      case 'two-factor': {
        const choice = values as DialogValues<'two-factor'>
        return { method: choice.method, phone: choice.method === 'sms' ? choice.phone : null }
      }
      default:
        return values as DialogSaved[DialogKind]
    }
  })()
  return kept as DialogSaved[K]
}
