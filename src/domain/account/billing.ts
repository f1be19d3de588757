import { PLANS, pricePerPayment } from '@/domain/pages/pricing'
import type { Subscription } from './settings'

/** Adds calendar months in UTC; a day the month lacks rolls over, as a bank's schedule does. */
function addMonths(iso: string, months: number): number {
  const date = new Date(iso)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.getTime()
}

const monthsPerPayment = (subscription: Subscription) => (subscription.period === 'annual' ? 12 : 1)

/** The end of the subscription's current period: the first payment date after `now`. */
export function periodEnd(subscription: Subscription, now: number): string {
  const step = monthsPerPayment(subscription)
  let months = step
  while (addMonths(subscription.since, months) <= now) months += step
  return new Date(addMonths(subscription.since, months)).toISOString()
}

export interface Charge {
  /** When it was paid (ISO). */
  date: string
  /** Whole euros, as the plans are priced. */
  amount: number
}

/**
 * What the subscription has charged up to `now`, newest first: one payment at the start of each
 * period, none after a cancelled plan ends. A free plan charges nothing.
 */
export function chargesOf(subscription: Subscription | null, now: number, limit = 24): Charge[] {
  if (!subscription) return []
  const plan = PLANS.find((candidate) => candidate.id === subscription.plan)
  const amount = plan ? pricePerPayment(plan, subscription.period) : 0
  if (amount === 0) return []
  const ends = subscription.endsAt ? Date.parse(subscription.endsAt) : Infinity
  const charges: Charge[] = []
  for (let months = 0; ; months += monthsPerPayment(subscription)) {
    const at = addMonths(subscription.since, months)
    if (at > now || at >= ends) break
    charges.push({ date: new Date(at).toISOString(), amount })
  }
  return charges.reverse().slice(0, limit)
}
