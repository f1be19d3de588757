import { z } from 'zod'
import { cardSchema, type CardBrand, type CardMessages } from '../dialogs/payments'
import { COUNTRIES } from '../wizards/schemas'
import { BILLING_PERIODS } from './pricing'

/**
 * The public site's orders: `/front-pages/payment` pays for a plan in one page,
 * `/front-pages/checkout` buys one through the checkout wizard. Both are public, as a shop's
 * checkout is; the backend keeps no card number, only its brand and last four digits.
 */
export const PAID_PLANS = ['pro', 'business'] as const
export type PaidPlan = (typeof PAID_PLANS)[number]

const CARD_CODES: CardMessages = {
  'card-number': 'card-number',
  'card-expiry': 'card-expiry',
  'card-expired': 'card-expired',
  'card-cvc': 'card-cvc',
}

/** The payment page's form, worded with `messages` (the reason codes on the backend). */
export const frontPaymentSchema = (messages: CardMessages = CARD_CODES, now: () => number = Date.now) =>
  z
    .object({
      plan: z.enum(PAID_PLANS),
      period: z.enum(BILLING_PERIODS),
      email: z.email(),
      fullName: z.string().trim().min(1).max(120),
      country: z.enum(COUNTRIES),
    })
    .and(cardSchema(messages, now))

/** What the backend answers to an order: its reference and what was charged. */
export interface FrontOrderReceipt {
  reference: string
  createdAt: string
  /** Whole euros charged now. */
  amount: number
  card: { brand: CardBrand; last4: string } | null
}
