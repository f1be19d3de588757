import { z } from 'zod'
import type { ShopAddress, ShopOrder } from './model'
import { addressSchema, toCents, type OrderRow } from './orders'

/**
 * The shop's customers (docs/product.md, "E-commerce: orders and customers"). A customer is
 * linked to their orders by e-mail; how many they placed and what they spent are counted from the
 * orders each time, never stored.
 */

export const CUSTOMER_STATUSES = ['active', 'inactive', 'suspended'] as const
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number]

export const NOTIFICATION_TOPICS = ['order-updates', 'delivery', 'promotions', 'restock', 'newsletter'] as const
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]
export type NotificationMatrix = Record<NotificationTopic, NotificationChannel[]>

export const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const

export interface CustomerAddress extends ShopAddress {
  id: string
  label: string
  isDefault: boolean
}

export interface CustomerDevice {
  browser: string
  device: string
  location: string
  /** An ISO instant. */
  at: string
}

export interface ShopCustomer {
  id: string
  ownerUid: string
  name: string
  email: string
  /** The number the shop quotes to the customer (`#100042`). */
  code: number
  phone: string
  country: string
  status: CustomerStatus
  joined: string
  addresses: CustomerAddress[]
  billing: { company: string; taxId: string; email: string }
  cards: { id: string; brand: (typeof CARD_BRANDS)[number]; last4: string; expiry: string }[]
  twoStep: boolean
  /** When the password was last changed (an ISO instant); the password itself is never kept. */
  passwordChangedAt: string | null
  notifications: NotificationMatrix
}

export const DEFAULT_NOTIFICATIONS: NotificationMatrix = {
  'order-updates': ['email', 'push'],
  delivery: ['email', 'sms'],
  promotions: ['email'],
  restock: [],
  newsletter: ['email'],
}

export interface CustomerFigures {
  orders: number
  /** Cents; cancelled orders and refunded payments do not count. */
  spent: number
}

const spends = (order: Pick<ShopOrder, 'status' | 'payment'>) =>
  order.status !== 'cancelled' && order.payment !== 'refunded' && order.payment !== 'failed'

/** A customer's orders and spend, from the orders placed with their e-mail (deleted ones left out). */
export function customerFigures(
  email: string,
  orders: readonly Pick<ShopOrder, 'email' | 'total' | 'status' | 'payment' | 'removedAt'>[],
): CustomerFigures {
  const theirs = orders.filter((order) => !order.removedAt && sameEmail(order.email, email))
  return {
    orders: theirs.length,
    spent: theirs.filter(spends).reduce((sum, order) => sum + toCents(order.total), 0),
  }
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export const LOYALTY_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number]
/** Cents spent from which each tier starts. */
const TIER_FROM: Record<LoyaltyTier, number> = { bronze: 0, silver: 10_000, gold: 25_000, platinum: 50_000 }

/** The loyalty tier a spend earns, and how far the next one is (null at the top). */
export function loyaltyOf(spent: number): { tier: LoyaltyTier; points: number; toNext: number | null } {
  const tier = [...LOYALTY_TIERS].reverse().find((each) => spent >= TIER_FROM[each]) ?? 'bronze'
  const next = LOYALTY_TIERS[LOYALTY_TIERS.indexOf(tier) + 1]
  return { tier, points: Math.floor(spent / 100), toNext: next ? TIER_FROM[next] - spent : null }
}

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/)
const country = z.string().regex(/^[A-Z]{2}$/)

/** The profile a person edits (the details' edit dialog). */
export const profileSchema = z.object({
  name: z.string().trim().min(2).max(80),
  email: z.email().max(120),
  phone,
  country,
  status: z.enum(CUSTOMER_STATUSES),
})
export type ProfileInput = z.infer<typeof profileSchema>

/** The add-customer drawer: the profile, a first address and whom to bill. */
export const newCustomerSchema = profileSchema.extend({
  address: addressSchema.omit({ name: true }),
  billing: z.object({ company: z.string().trim().max(80), taxId: z.string().trim().max(20) }),
})
export type NewCustomerInput = z.infer<typeof newCustomerSchema>

export const customerAddressSchema = addressSchema.extend({ label: z.string().trim().min(1).max(40) })
export type CustomerAddressInput = z.infer<typeof customerAddressSchema>

export const notificationsSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.array(z.enum(NOTIFICATION_CHANNELS))])) as Record<
    NotificationTopic,
    z.ZodArray<z.ZodEnum<{ [K in NotificationChannel]: K }>>
  >,
)

/** One row of the customers table; `id` is what the details' address holds. */
export interface CustomerRow {
  id: string
  name: string
  email: string
  code: number
  country: string
  status: CustomerStatus
  orders: number
  spent: number
}

/** `GET /api/ecommerce/customers/:id`. */
export interface CustomerDetail extends Omit<ShopCustomer, 'ownerUid' | 'id'> {
  id: string
  /** Where they signed in lately: derived, never kept. */
  devices: CustomerDevice[]
  figures: CustomerFigures
  loyalty: ReturnType<typeof loyaltyOf>
  recentOrders: OrderRow[]
}
