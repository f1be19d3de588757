import { z } from 'zod'

/**
 * The template's three wizards, step by step: the client validates each step with
 * these schemas before moving on, and the backend checks the whole submission with the same ones.
 * Messages come from the kit's translated error map (docs/kit.md, "Forms").
 */
export const WIZARD_KINDS = ['checkout', 'create-deal', 'property-listing'] as const
export type WizardKind = (typeof WIZARD_KINDS)[number]

export const isWizardKind = (value: unknown): value is WizardKind =>
  typeof value === 'string' && (WIZARD_KINDS as readonly string[]).includes(value)

const text = (max = 120) => z.string().trim().min(1).max(max)
const count = (min: number, max: number) => z.number().int().min(min).max(max)

// Checkout: Conversa plans and add-ons bought from the front site.
export const CHECKOUT_PLANS = ['pro', 'business'] as const
export const COUNTRIES = ['FR', 'MA', 'BR', 'US', 'EG', 'BE'] as const
export const PAYMENT_METHODS = ['card', 'transfer'] as const

export const checkoutSteps = {
  cart: z.object({
    plan: z.enum(CHECKOUT_PLANS),
    extraAccounts: count(0, 20),
    onboarding: z.boolean(),
  }),
  address: z.object({
    fullName: text(),
    street: text(),
    city: text(),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/),
    country: z.enum(COUNTRIES),
  }),
  // Card details are asked only when paying by card; a transfer needs none.
  payment: z
    .object({ method: z.enum(PAYMENT_METHODS), cardName: z.string().trim(), cardNumber: z.string().trim() })
    .superRefine((payment, context) => {
      if (payment.method !== 'card') return
      if (!payment.cardName)
        context.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          inclusive: true,
          path: ['cardName'],
          input: '',
        })
      if (!/^\d{4}( ?\d{4}){3}$/.test(payment.cardNumber))
        context.addIssue({
          code: 'invalid_format',
          format: 'regex',
          pattern: '^\\d{4}( ?\\d{4}){3}$',
          path: ['cardNumber'],
          input: payment.cardNumber,
        })
    }),
  confirmation: z.object({ acceptTerms: z.literal(true) }),
} as const

export const DEAL_TYPES = ['percentage', 'flat', 'free-trial'] as const
export const DEAL_AUDIENCES = ['new', 'existing', 'everyone'] as const

export const createDealSteps = {
  type: z.object({ type: z.enum(DEAL_TYPES), audience: z.enum(DEAL_AUDIENCES) }),
  details: z.object({
    title: text(80),
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{4,12}$/),
    amount: z.number().min(1).max(100),
  }),
  usage: z.object({ maxUses: count(1, 10_000), endsOn: z.iso.date() }),
  review: z.object({ notify: z.boolean() }),
} as const

export const PROPERTY_TYPES = ['apartment', 'house', 'office', 'shop'] as const

export const propertyListingSteps = {
  personal: z.object({
    fullName: text(),
    email: z.email(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d ]{6,20}$/),
  }),
  property: z.object({ propertyType: z.enum(PROPERTY_TYPES), address: text(200) }),
  features: z.object({ bedrooms: count(0, 20), bathrooms: count(0, 20), furnished: z.boolean() }),
  area: z.object({ area: z.number().min(5).max(100_000) }),
  price: z.object({ price: z.number().min(1).max(100_000_000), negotiable: z.boolean() }),
} as const

export const WIZARD_STEPS = {
  checkout: checkoutSteps,
  'create-deal': createDealSteps,
  'property-listing': propertyListingSteps,
} as const satisfies Record<WizardKind, Record<string, z.ZodType>>

export const stepIdsOf = (kind: WizardKind): string[] => Object.keys(WIZARD_STEPS[kind])

/** The whole submission checked step by step: the ids of the steps that are not sound. */
export function invalidSteps(kind: WizardKind, data: unknown): string[] {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  return Object.entries(WIZARD_STEPS[kind] as Record<string, z.ZodType>)
    .filter(([id, schema]) => !schema.safeParse(record[id]).success)
    .map(([id]) => id)
}

/** What the backend answers to a submission. */
export interface WizardSubmission {
  id: string
  kind: WizardKind
  reference: string
  createdAt: string
}
