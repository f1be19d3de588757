import { z } from 'zod'
import type { FileRef } from '@/domain/files'
import { richTextOf, type RichText } from '@/domain/richText'
import type { ShopOrder, ShopProduct } from './model'

/*
 * The shop's catalogue as the product and category screens see it (docs/product.md, "E-commerce:
 * products and categories"). A product's sheet (brand, SKU, description, variants, inventory,
 * pricing, organisation) was added after the demo shop was seeded: records without it, seeded or
 * stored in a browser before, get one derived from what they have, the same every time.
 */

export const PRODUCT_STATUSES = ['published', 'scheduled', 'inactive'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** Who ships it: the shop's own vans, or the maker. */
export const SHIPPING_MODES = ['shop', 'vendor'] as const
export type ShippingMode = (typeof SHIPPING_MODES)[number]

export const DELIVERY_AREAS = ['worldwide', 'europe', 'local'] as const
export type DeliveryArea = (typeof DELIVERY_AREAS)[number]

export const PRODUCT_ID_TYPES = ['ean', 'upc', 'isbn'] as const
export type ProductIdType = (typeof PRODUCT_ID_TYPES)[number]

/** Stock filter of the product list. */
export const STOCK_STATES = ['in-stock', 'out-of-stock'] as const
export type StockState = (typeof STOCK_STATES)[number]

export const MAX_PRODUCT_IMAGES = 5
export const MAX_VARIANTS = 5
export const MAX_TAGS = 10
export const MAX_PRICE = 100_000
/** Below this many units a product is worth restocking. */
export const LOW_STOCK = 10

export interface ProductVariant {
  option: string
  values: string[]
}

export interface ProductInventory {
  /** Units ordered at each restock. */
  restockQuantity: number
  shipping: ShippingMode
  delivery: DeliveryArea
  fragile: boolean
  biodegradable: boolean
  /** Kept cool in the van (cold brew). */
  chilled: boolean
  /** Best before, a calendar day; null when it does not spoil. */
  bestBefore: string | null
  idType: ProductIdType
}

/** What the product form edits beyond name, category, price and stock. */
export interface ProductSheet {
  brand: string
  sku: string
  barcode: string
  status: ProductStatus
  description: RichText
  images: FileRef[]
  variants: ProductVariant[]
  inventory: ProductInventory
  /** The price while on sale; null when not discounted. */
  discountPrice: number | null
  taxable: boolean
  /** Sold even with no units on hand (made to order) or not; absent: whether units are on hand. */
  inStock: boolean
  vendor: string
  collection: string
  tags: string[]
}

/** A product as the endpoints answer it: every field present, whose it is left out. */
export type Product = Omit<ShopProduct, 'ownerUid' | 'removedAt' | keyof ProductSheet> & ProductSheet

export interface ShopCategory {
  id: string
  ownerUid: string
  title: string
  /** Unique in the workspace; what products refer to. */
  slug: string
  description: string
  /** The slug of the category it sits under; null at the top. */
  parent: string | null
  status: ProductStatus
  /** One of `CATEGORY_ICONS`. */
  icon: CategoryIcon
  removedAt?: string
}

export const CATEGORY_ICONS = ['beans', 'cup', 'tool', 'box', 'leaf'] as const
export type CategoryIcon = (typeof CATEGORY_ICONS)[number]

/** A category as the list answers it, with its figures. */
export type Category = Omit<ShopCategory, 'ownerUid' | 'removedAt'> & { products: number; earnings: number }

const money = (value: number) => Math.round(value * 100) / 100

/** The product's number in the seeded catalogue (`product-12`, `<uid>:product-12`), or a stable one made from its id. */
export function productNumber(id: string): number {
  const seeded = /product-(\d+)$/.exec(id)
  if (seeded) return Number(seeded[1])
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 9_973
  return 1_000 + hash
}

/** An EAN-13 (Portugal's 560 prefix) with its check digit. */
export function ean13(number: number): string {
  const body = `560${String(number % 1_000_000_000).padStart(9, '0')}`
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

const BRANDS: readonly [RegExp, string][] = [
  [/V60|Cold brew jar|Paper filters/, 'Hario'],
  [/Chemex/, 'Chemex'],
  [/AeroPress/, 'AeroPress'],
  [/French press/, 'Bodum'],
  [/Moka pot/, 'Bialetti'],
  [/Kalita/, 'Kalita'],
  [/Espresso machine/, 'La Marzocco'],
  [/Hand grinder/, 'Comandante'],
  [/Electric burr grinder/, 'Baratza'],
  [/Travel grinder/, 'Timemore'],
  [/Gooseneck kettle/, 'Fellow'],
  [/Scale/, 'Acaia'],
  [/Milk jug/, 'Rhino'],
  [/Tamper|Knock box/, 'Motta'],
  [/Cleaning tablets/, 'Urnex'],
  [/Travel mug/, 'KeepCup'],
]
export const HOUSE_BRAND = 'Aurora Coffee Roasters'

const DESCRIPTIONS: Record<string, string> = {
  beans: 'Roasted in small batches at our Lisbon roastery and shipped within two days of roasting.',
  'drip-bags': 'Single-serve filter bags: hang one on a cup, pour hot water slowly, wait three minutes.',
  brewers: 'Brewing gear we use at our own bar and teach with at the academy.',
  grinders: 'An even grind for every brew method, from espresso to cold brew.',
  accessories: 'The small tools that make a daily brew consistent.',
}

const paragraph = (text: string): RichText => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
})

/** The sheet of a product stored without one (or with part of it): derived from its id, name and category. */
export function sheetOf(product: ShopProduct): ProductSheet {
  const number = productNumber(product.id)
  const brand = product.brand ?? BRANDS.find(([pattern]) => pattern.test(product.name))?.[1] ?? HOUSE_BRAND
  const coffee = product.category === 'beans' || product.category === 'drip-bags'
  return {
    brand,
    sku: product.sku ?? `AUR-${product.category.slice(0, 3).toUpperCase()}-${String(number).padStart(4, '0')}`,
    barcode: product.barcode ?? ean13(number),
    status: product.status ?? (number % 10 === 4 ? 'scheduled' : number % 10 === 7 ? 'inactive' : 'published'),
    description: product.description ?? paragraph(DESCRIPTIONS[product.category] ?? ''),
    images: product.images ?? [],
    variants:
      product.variants ??
      (product.category === 'beans' ? [{ option: 'Grind', values: ['Whole bean', 'Espresso', 'Filter'] }] : []),
    inventory: product.inventory ?? {
      restockQuantity: coffee ? 50 : 10,
      shipping: coffee ? 'shop' : 'vendor',
      delivery: coffee ? 'europe' : 'worldwide',
      fragile: product.category === 'brewers',
      biodegradable: product.category === 'drip-bags',
      chilled: false,
      bestBefore: null,
      idType: 'ean',
    },
    discountPrice:
      product.discountPrice !== undefined
        ? product.discountPrice
        : number % 6 === 0
          ? money(product.price * 0.85)
          : null,
    taxable: product.taxable ?? true,
    inStock: product.inStock ?? product.stock > 0,
    vendor: product.vendor ?? (coffee ? HOUSE_BRAND : brand),
    collection: product.collection ?? (coffee ? (number > 30 ? 'On the go' : 'Daily roasts') : 'Brewing gear'),
    tags: product.tags ?? (coffee ? ['coffee', product.category] : ['gear']),
  }
}

/** The product as the endpoints answer it. */
export function productOf(product: ShopProduct): Product {
  const { ownerUid: _owner, removedAt: _removed, ...rest } = product
  return { ...rest, ...sheetOf(product) }
}

/** What the list shows as its price: the discounted one while on sale. */
export const sellingPrice = (product: Pick<Product, 'price' | 'discountPrice'>) =>
  product.discountPrice ?? product.price

export const stockStateOf = (product: Pick<Product, 'inStock'>): StockState =>
  product.inStock ? 'in-stock' : 'out-of-stock'

/** A category's slug from its title: lower case, accents dropped, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
}

/** Money in euros with at most cents. */
const euros = z
  .number()
  .positive()
  .max(MAX_PRICE)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'cents' })

export const inventorySchema = z.object({
  restockQuantity: z.number().int().min(0).max(100_000),
  shipping: z.enum(SHIPPING_MODES),
  delivery: z.enum(DELIVERY_AREAS),
  fragile: z.boolean(),
  biodegradable: z.boolean(),
  chilled: z.boolean(),
  bestBefore: z.iso.date().nullable(),
  idType: z.enum(PRODUCT_ID_TYPES),
})

/** A product as the form sends it (add and edit): the backend checks it again. */
export const productInputSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    sku: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9._-]+$/),
    barcode: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9]*$/),
    brand: z.string().trim().max(80),
    description: richTextOf(20_000),
    imageIds: z.array(z.string().min(1)).max(MAX_PRODUCT_IMAGES),
    variants: z
      .array(
        z.object({
          option: z.string().trim().min(1).max(40),
          values: z.array(z.string().trim().min(1).max(40)).min(1).max(20),
        }),
      )
      .max(MAX_VARIANTS),
    inventory: inventorySchema,
    price: euros,
    discountPrice: euros.nullable(),
    taxable: z.boolean(),
    inStock: z.boolean(),
    stock: z.number().int().min(0).max(1_000_000),
    vendor: z.string().trim().max(80),
    category: z.string().min(1).max(60),
    collection: z.string().trim().max(80),
    status: z.enum(PRODUCT_STATUSES),
    tags: z.array(z.string().trim().min(1).max(30)).max(MAX_TAGS),
  })
  .refine((input) => input.discountPrice === null || input.discountPrice < input.price, {
    path: ['discountPrice'],
    error: 'above-price',
  })
export type ProductInput = z.output<typeof productInputSchema>

export const categoryInputSchema = z.object({
  title: z.string().trim().min(1).max(60),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u),
  description: z.string().trim().max(300),
  parent: z.string().min(1).nullable(),
  status: z.enum(PRODUCT_STATUSES),
  icon: z.enum(CATEGORY_ICONS),
})
export type CategoryInput = z.output<typeof categoryInputSchema>

/** Orders that brought money in: not deleted, cancelled or refunded. */
const earning = (order: ShopOrder) => !order.removedAt && order.status !== 'cancelled' && order.payment !== 'refunded'

/**
 * Each category's live products and what its products (deleted ones too: the money came in)
 * earned over the orders given.
 */
export function categoryFigures(
  products: readonly ShopProduct[],
  orders: readonly ShopOrder[],
): Map<string, { products: number; earnings: number }> {
  const figures = new Map<string, { products: number; earnings: number }>()
  const of = (slug: string) => figures.get(slug) ?? figures.set(slug, { products: 0, earnings: 0 }).get(slug)!
  const categoryOf = new Map(products.map((product) => [product.id, product.category]))
  for (const product of products) if (!product.removedAt) of(product.category).products += 1
  for (const order of orders.filter(earning))
    for (const line of order.lines) {
      const slug = categoryOf.get(line.productId)
      if (slug !== undefined) of(slug).earnings = money(of(slug).earnings + line.quantity * line.price)
    }
  return figures
}

export interface ProductStats {
  /** Goods sold over the last 30 days (delivery excluded), and how many units. */
  sales: number
  unitsSold: number
  /** Of those, what came through referral links (the affiliate programme). */
  referralSales: number
  /** Live products on sale, and the average cut on their price (0–1). */
  discounted: number
  averageDiscount: number
  /** Live products that cannot be ordered, and those running low. */
  outOfStock: number
  lowStock: number
}

/** The product list's widgets, from the workspace's products and the orders of the last 30 days up to `today`. */
export function productStats(
  products: readonly ShopProduct[],
  orders: readonly ShopOrder[],
  today: string,
): ProductStats {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10)
  const recent = orders.filter((order) => earning(order) && order.day >= since && order.day <= today)
  const goods = (order: ShopOrder) => order.lines.reduce((sum, line) => sum + line.quantity * line.price, 0)
  const live = products.filter((product) => !product.removedAt).map(productOf)
  const discounted = live.filter((product) => product.discountPrice !== null)
  return {
    sales: money(recent.reduce((sum, order) => sum + goods(order), 0)),
    unitsSold: recent.reduce((sum, order) => sum + order.lines.reduce((units, line) => units + line.quantity, 0), 0),
    referralSales: money(
      recent.filter((order) => order.source === 'referral').reduce((sum, order) => sum + goods(order), 0),
    ),
    discounted: discounted.length,
    averageDiscount:
      discounted.length === 0
        ? 0
        : discounted.reduce((sum, product) => sum + (1 - product.discountPrice! / product.price), 0) /
          discounted.length,
    outOfStock: live.filter((product) => !product.inStock).length,
    lowStock: live.filter((product) => product.inStock && product.stock < LOW_STOCK).length,
  }
}
