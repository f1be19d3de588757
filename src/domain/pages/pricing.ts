/**
 * Conversa's plans: the one source of prices and limits for every pricing view (the front pricing
 * page, the landing page's pricing and /pages/pricing). Amounts are whole euros; labels are each
 * screen's own translated words, keyed by these ids.
 */
export const PLAN_IDS = ['starter', 'pro', 'business'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export const BILLING_PERIODS = ['monthly', 'annual'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

export const PRICING_CURRENCY = 'EUR'

/** An annual subscription pays ten months for twelve. */
export const ANNUAL_MONTHS_PAID = 10

export interface Plan {
  id: PlanId
  /** Price of one month on the monthly plan, in euros. */
  monthly: number
  /** Instagram professional accounts a workspace may connect. */
  accounts: number
  /** Active automations; null: no limit. */
  automations: number | null
  /** Automated messages sent per month. */
  messagesPerMonth: number
  recommended: boolean
}

export const PLANS: readonly Plan[] = [
  { id: 'starter', monthly: 0, accounts: 1, automations: 3, messagesPerMonth: 500, recommended: false },
  { id: 'pro', monthly: 19, accounts: 3, automations: null, messagesPerMonth: 10_000, recommended: true },
  { id: 'business', monthly: 49, accounts: 10, automations: null, messagesPerMonth: 50_000, recommended: false },
]

/** The features compared in the pricing table, and the first plan that has each. */
export const PLAN_FEATURES = [
  { id: 'comment-replies', from: 'starter' },
  { id: 'story-mentions', from: 'starter' },
  { id: 'welcome-messages', from: 'starter' },
  { id: 'inbox', from: 'starter' },
  { id: 'quick-replies', from: 'pro' },
  { id: 'run-history', from: 'pro' },
  { id: 'team-roles', from: 'business' },
  { id: 'priority-support', from: 'business' },
] as const satisfies readonly { id: string; from: PlanId }[]

export type PlanFeatureId = (typeof PLAN_FEATURES)[number]['id']

export function planHasFeature(plan: PlanId, feature: PlanFeatureId): boolean {
  const from = PLAN_FEATURES.find((candidate) => candidate.id === feature)!.from
  return PLAN_IDS.indexOf(plan) >= PLAN_IDS.indexOf(from)
}

/** What a month costs on the chosen period (annual: the yearly price spread over twelve months, in cents rounded down). */
export function monthlyPrice(plan: Plan, period: BillingPeriod): number {
  if (period === 'monthly') return plan.monthly
  return Math.floor((plan.monthly * ANNUAL_MONTHS_PAID * 100) / 12) / 100
}

/** What one payment costs: a month, or a year paid at once. */
export function pricePerPayment(plan: Plan, period: BillingPeriod): number {
  return period === 'monthly' ? plan.monthly : plan.monthly * ANNUAL_MONTHS_PAID
}
