import { z } from 'zod'
import type { OrderStatus, PaymentMethod, PaymentStatus, ShopAddress, ShopOrder } from './model'

/**
 * The e-commerce app's orders (docs/product.md, "E-commerce: orders and customers"): their totals
 * in cents, the shipping activity their status tells, and which way a person may move them on.
 */

/** The delivery the shop charges below this much of goods (it delivers free above). */
export const FREE_SHIPPING_FROM = 4000
export const SHIPPING_FEE = 490

/** Euros with cents as stored in the shop to whole cents, without floating-point drift. */
export const toCents = (amount: number) => Math.round(amount * 100)

export interface OrderTotals {
  subtotal: number
  shipping: number
  /** VAT the shop collects on top; its prices include it, so 0 for every order today. */
  tax: number
  total: number
}

/**
 * An order's totals in cents. The shipping is what the stored total holds beyond the goods: an
 * order placed under another delivery rule keeps the fee it was charged.
 */
export function orderTotals(order: Pick<ShopOrder, 'lines' | 'total'>): OrderTotals {
  const subtotal = order.lines.reduce((sum, line) => sum + line.quantity * toCents(line.price), 0)
  const total = toCents(order.total)
  return { subtotal, shipping: Math.max(0, total - subtotal), tax: 0, total }
}

/** The fee the shop charges for goods worth `subtotal` cents. */
export const shippingFeeOf = (subtotal: number) => (subtotal < FREE_SHIPPING_FROM ? SHIPPING_FEE : 0)

export const ACTIVITY_STEPS = ['placed', 'paid', 'dispatched', 'out-for-delivery', 'delivered', 'cancelled'] as const
export type ActivityStep = (typeof ACTIVITY_STEPS)[number]

export interface ActivityEvent {
  step: ActivityStep
  day: string
}

const DAY_MS = 86_400_000
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const earliest = (a: string, b: string) => (a < b ? a : b)

/**
 * What happened to the parcel, oldest first. The days a person recorded (`statusDays`) win; the
 * others follow the seeded shop's rhythm: dispatched two days after the order, on the van on the
 * fifth, delivered on the sixth — never after today.
 */
export function shippingActivity(
  order: Pick<ShopOrder, 'day' | 'status' | 'payment' | 'statusDays'>,
  today: string,
): ActivityEvent[] {
  const recorded = order.statusDays ?? {}
  const cap = (day: string) => earliest(day, today)
  const events: ActivityEvent[] = [{ step: 'placed', day: order.day }]
  if (order.payment === 'paid' || order.payment === 'refunded') events.push({ step: 'paid', day: order.day })
  if (order.status === 'cancelled') {
    events.push({ step: 'cancelled', day: recorded.cancelled ?? cap(addDays(order.day, 1)) })
    return events
  }
  if (order.status === 'processing') return events
  const delivered = order.status === 'delivered' ? (recorded.delivered ?? cap(addDays(order.day, 6))) : null
  const dispatched = recorded.shipped ?? earliest(cap(addDays(order.day, 2)), delivered ?? today)
  events.push({ step: 'dispatched', day: dispatched })
  if (delivered) {
    events.push({ step: 'out-for-delivery', day: delivered })
    events.push({ step: 'delivered', day: delivered })
  } else if (addDays(order.day, 5) <= today && !recorded.shipped) {
    events.push({ step: 'out-for-delivery', day: addDays(order.day, 5) })
  }
  return events
}

/**
 * The moment of a step on its day (UTC): the shop takes orders in the morning, the vans leave the
 * roastery in the afternoon and deliver the next morning's round.
 */
const STEP_TIMES: Record<ActivityStep, string> = {
  placed: '09:40',
  paid: '09:41',
  dispatched: '15:00',
  'out-for-delivery': '08:30',
  delivered: '12:15',
  cancelled: '11:00',
}
export const activityInstant = (event: ActivityEvent) => `${event.day}T${STEP_TIMES[event.step]}:00Z`

/** Where a person may move an order from its status (and payment). */
export function nextStatuses(order: Pick<ShopOrder, 'status' | 'payment'>): OrderStatus[] {
  switch (order.status) {
    case 'processing':
      // Goods leave only once paid; an unpaid or failed order can still be called off.
      return order.payment === 'paid' ? ['shipped', 'cancelled'] : ['cancelled']
    case 'shipped':
      return ['delivered']
    default:
      return []
  }
}

/** The payment after a move: calling off a paid order refunds it. */
export function paymentAfter(payment: PaymentStatus, status: OrderStatus): PaymentStatus {
  return status === 'cancelled' && payment === 'paid' ? 'refunded' : payment
}

/** The countries the shop delivers to (ISO 3166 alpha-2), its home market first. */
export const SHOP_COUNTRIES = ['PT', 'ES', 'FR', 'DE', 'NL', 'BE', 'IT', 'GB', 'US', 'MA', 'AE'] as const

/** A postal address as the forms and the backend take it. */
export const addressSchema = z.object({
  name: z.string().trim().min(1).max(80),
  line1: z.string().trim().min(1).max(120),
  line2: z.string().trim().max(120),
  city: z.string().trim().min(1).max(80),
  postcode: z.string().trim().min(2).max(12),
  country: z.string().regex(/^[A-Z]{2}$/),
})
export type AddressInput = z.infer<typeof addressSchema>

export const ADDRESS_KINDS = ['shipping', 'billing'] as const
export type AddressKind = (typeof ADDRESS_KINDS)[number]

export const statusChangeSchema = z.object({ status: z.enum(['shipped', 'delivered', 'cancelled']) })

/** One row of the orders table (`GET /api/ecommerce/orders`); amounts in cents. */
export interface OrderRow {
  /** The order's number as text: what its address holds. */
  id: string
  number: number
  day: string
  customer: string
  email: string
  country: string
  total: number
  payment: PaymentStatus
  status: OrderStatus
  method: PaymentMethod
}

export interface OrderLineView {
  productId: string
  name: string
  /** The product has since been taken out of the catalogue. */
  removed: boolean
  quantity: number
  price: number
  lineTotal: number
}

/** `GET /api/ecommerce/orders/:number`. */
export interface OrderDetail {
  order: OrderRow
  lines: OrderLineView[]
  totals: OrderTotals
  activity: ActivityEvent[]
  shippingAddress: ShopAddress
  billingAddress: ShopAddress
  customer: { id: string | null; name: string; email: string; orders: number }
  next: OrderStatus[]
}

export interface OrderStats {
  pending: number
  completed: number
  refunded: number
  failed: number
}

/** The figures over the widgets: payment pending, delivered, refunded, payment failed. */
export function orderStats(orders: readonly Pick<ShopOrder, 'status' | 'payment'>[]): OrderStats {
  const count = (test: (order: Pick<ShopOrder, 'status' | 'payment'>) => boolean) => orders.filter(test).length
  return {
    pending: count((order) => order.payment === 'pending'),
    completed: count((order) => order.status === 'delivered'),
    refunded: count((order) => order.payment === 'refunded'),
    failed: count((order) => order.payment === 'failed'),
  }
}
