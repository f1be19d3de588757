import type { ProductSheet } from './catalog'

/**
 * The demo shop behind the template's dashboards (docs/product.md, "Template dashboards"): Aurora
 * Coffee Roasters sells beans and brewing gear online, delivers with its own vans and trains
 * baristas. One business, so every dashboard's figures agree with the others. Amounts are in the
 * shop's currency; days are calendar days (`YYYY-MM-DD`).
 */
export const SHOP_CURRENCY = 'EUR'

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const PAYMENT_STATUSES = ['paid', 'pending', 'refunded', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_METHODS = ['card', 'paypal', 'bank-transfer', 'wallet'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'email', 'referral'] as const
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number]

export const PROJECT_STATUSES = ['on-track', 'at-risk', 'late', 'done'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

export const VEHICLE_STATES = ['on-route', 'loading', 'unloading', 'waiting'] as const
export type VehicleState = (typeof VEHICLE_STATES)[number]

export const VEHICLE_WARNINGS = ['none', 'fuel', 'engine', 'temperature', 'tyres'] as const
export type VehicleWarning = (typeof VEHICLE_WARNINGS)[number]

export const COURSE_TOPICS = ['espresso', 'brewing', 'latte-art', 'roasting', 'service', 'business'] as const
export type CourseTopic = (typeof COURSE_TOPICS)[number]

/** The slugs of the categories the demo shop is seeded with; a workspace adds its own (`shopCategories`). */
export const PRODUCT_CATEGORIES = ['beans', 'drip-bags', 'brewers', 'grinders', 'accessories'] as const
/** A product's category: the slug of one of its workspace's categories (src/domain/shop/catalog.ts). */
export type ProductCategory = string

/** Every shop record belongs to one workspace. */
interface Owned {
  id: string
  ownerUid: string
}

export interface ShopOrder extends Owned {
  number: number
  customer: string
  email: string
  /** ISO 3166 alpha-2. */
  country: string
  day: string
  total: number
  /** What the goods and the delivery cost the shop. */
  cost: number
  lines: { productId: string; quantity: number; price: number }[]
  status: OrderStatus
  payment: PaymentStatus
  method: PaymentMethod
  source: TrafficSource
  /** Where it goes and whom it bills; absent: derived from the order (src/domain/shop/orders.ts). */
  shippingAddress?: ShopAddress
  billingAddress?: ShopAddress
  /** The days it was dispatched, delivered or cancelled when a person moved it on; absent: derived from `day`. */
  statusDays?: Partial<Record<OrderStatus, string>>
  /** When it was deleted (an ISO instant): left out of every list, restorable. */
  removedAt?: string
}

/** A postal address of the shop's customers and orders. */
export interface ShopAddress {
  name: string
  line1: string
  line2?: string
  city: string
  postcode: string
  /** ISO 3166 alpha-2. */
  country: string
}

export interface ShopProduct extends Owned, Partial<ProductSheet> {
  name: string
  category: ProductCategory
  price: number
  /** Units on hand. */
  stock: number
  /** When it was deleted: hidden from the product screens, still found by the orders that sold it. */
  removedAt?: string
}

export interface ShopProject extends Owned {
  name: string
  leader: string
  team: string[]
  progress: number
  status: ProjectStatus
  due: string
}

export interface ShopVehicle extends Owned {
  plate: string
  driver: string
  from: { city: string; country: string }
  to: { city: string; country: string }
  location: string
  state: VehicleState
  warning: VehicleWarning
  /** 0–100. */
  progress: number
  deviated: boolean
  late: boolean
}

export interface ShopCourse extends Owned {
  title: string
  instructor: string
  topic: CourseTopic
  rating: number
  ratingCount: number
  completedTasks: number
  totalTasks: number
  minutes: number
  students: number
  /** The lessons the learner ticked (src/domain/academy/syllabus.ts); absent: the first `completedTasks`. */
  doneLessons?: number[]
}

/** One day of the shop's activity that is not an order: visits, support, e-mail, deliveries. */
export interface ShopDay extends Owned {
  day: string
  visits: Record<TrafficSource, number>
  tickets: { opened: number; resolved: number }
  campaign: { sent: number; opened: number; clicked: number; bounced: number; unsubscribed: number }
  leads: number
  expenses: number
  shipments: number
  deliveredOnTime: number
  exceptions: { damaged: number; lost: number; address: number; refused: number }
}
