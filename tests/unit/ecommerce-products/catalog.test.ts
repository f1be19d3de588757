import { describe, expect, it } from 'vitest'
import {
  categoryFigures,
  ean13,
  productInputSchema,
  productNumber,
  productOf,
  productStats,
  sheetOf,
  slugify,
} from '@/domain/shop/catalog'
import type { ShopOrder, ShopProduct } from '@/domain/shop/model'

const product = (id: string, fields: Partial<ShopProduct> = {}): ShopProduct => ({
  id,
  ownerUid: 'u',
  name: 'Kenya Nyeri beans, 250 g',
  category: 'beans',
  price: 12.9,
  stock: 40,
  ...fields,
})

const order = (day: string, lines: ShopOrder['lines'], fields: Partial<ShopOrder> = {}): ShopOrder => ({
  id: `order-${day}`,
  ownerUid: 'u',
  number: 1,
  customer: 'Ana Silva',
  email: 'ana@example.com',
  country: 'PT',
  day,
  total: 0,
  cost: 0,
  lines,
  status: 'delivered',
  payment: 'paid',
  method: 'card',
  source: 'direct',
  ...fields,
})

const input = {
  name: 'Burundi Kayanza beans, 250 g',
  sku: 'AUR-BEA-0100',
  barcode: '5601234567890',
  brand: 'Aurora Coffee Roasters',
  description: { type: 'doc', content: [] },
  imageIds: [],
  variants: [{ option: 'Grind', values: ['Whole bean'] }],
  inventory: {
    restockQuantity: 20,
    shipping: 'shop',
    delivery: 'europe',
    fragile: false,
    biodegradable: true,
    chilled: false,
    bestBefore: null,
    idType: 'ean',
  },
  price: 14.5,
  discountPrice: null,
  taxable: true,
  inStock: true,
  stock: 30,
  vendor: 'Aurora Coffee Roasters',
  category: 'beans',
  collection: 'Daily roasts',
  status: 'published',
  tags: ['coffee'],
}

describe('a product’s sheet (docs/product.md, "E-commerce: products and categories")', () => {
  it('is derived the same way every time for a record stored without one, in any workspace', () => {
    const seeded = product('product-12')
    const copied = product('ws-1:product-12')
    expect(sheetOf(seeded)).toEqual(sheetOf(copied))
    expect(sheetOf(seeded)).toEqual(sheetOf(structuredClone(seeded)))
    expect(sheetOf(seeded).sku).toBe('AUR-BEA-0012')
    expect(sheetOf(seeded).variants[0]?.option).toBe('Grind')
    expect(sheetOf(product('product-3', { name: 'Chemex, 6 cups', category: 'brewers' })).brand).toBe('Chemex')
    expect(productNumber('ws:p-abc')).toBe(productNumber('ws:p-abc'))
  })

  it('keeps what a record has, and an explicit “not on sale” over the derived discount', () => {
    const kept = sheetOf(product('product-6', { sku: 'MINE-1', discountPrice: null, status: 'inactive', stock: 0 }))
    expect(kept).toMatchObject({ sku: 'MINE-1', discountPrice: null, status: 'inactive', inStock: false })
    expect(sheetOf(product('product-6')).discountPrice).toBe(10.97)
    const answered = productOf(product('product-6', { removedAt: '2026-01-01T00:00:00Z' }))
    expect(answered).not.toHaveProperty('ownerUid')
    expect(answered).not.toHaveProperty('removedAt')
  })

  it('makes valid EAN-13 barcodes', () => {
    // The check digit makes the weighted sum a multiple of ten.
    for (const number of [1, 12, 50, 1234]) {
      const code = ean13(number)
      expect(code).toMatch(/^560\d{10}$/)
      const sum = [...code].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
      expect(sum % 10).toBe(0)
    }
  })
})

describe('the catalogue’s rules', () => {
  it('refuses a discount at or above the base price, and prices beyond cents', () => {
    expect(productInputSchema.safeParse(input).success).toBe(true)
    const above = productInputSchema.safeParse({ ...input, discountPrice: 14.5 })
    expect(above.success).toBe(false)
    expect(above.error?.issues[0]).toMatchObject({ path: ['discountPrice'], message: 'above-price' })
    expect(productInputSchema.safeParse({ ...input, price: 14.505 }).success).toBe(false)
    expect(productInputSchema.safeParse({ ...input, sku: 'has space' }).success).toBe(false)
    expect(productInputSchema.safeParse({ ...input, description: { type: 'heading' } }).success).toBe(false)
  })

  it('makes slugs from titles in any script', () => {
    expect(slugify('Cafés & Thés  spéciaux')).toBe('cafes-thes-speciaux')
    expect(slugify('  Cold brew!  ')).toBe('cold-brew')
    expect(slugify('قهوة مختصة')).toBe('قهوة-مختصة')
  })

  it('counts live products per category and what all of them earned, refunds left out', () => {
    const products = [
      product('p1'),
      product('p2', { removedAt: '2026-01-01T00:00:00Z' }),
      product('p3', { category: 'brewers' }),
    ]
    const orders = [
      order('2025-12-20', [
        { productId: 'p1', quantity: 2, price: 10 },
        { productId: 'p2', quantity: 1, price: 5.5 },
      ]),
      order('2025-12-21', [{ productId: 'p3', quantity: 1, price: 99 }], { status: 'cancelled', payment: 'refunded' }),
      order('2025-12-22', [{ productId: 'p3', quantity: 1, price: 99 }], { removedAt: '2025-12-23T10:00:00Z' }),
    ]
    const figures = categoryFigures(products, orders)
    expect(figures.get('beans')).toEqual({ products: 1, earnings: 25.5 })
    expect(figures.get('brewers')).toEqual({ products: 1, earnings: 0 })
  })

  it('computes the list’s widgets over the last 30 days', () => {
    const products = [
      product('p1', { discountPrice: 10, price: 20 }),
      product('p2', { stock: 0 }),
      product('p3', { stock: 4 }),
    ]
    const orders = [
      order('2026-01-01', [{ productId: 'p1', quantity: 2, price: 10 }], { source: 'referral' }),
      order('2025-12-03', [{ productId: 'p3', quantity: 1, price: 12.9 }]),
      // 30 days before: outside the window.
      order('2025-12-02', [{ productId: 'p3', quantity: 9, price: 12.9 }]),
    ]
    expect(productStats(products, orders, '2026-01-01')).toEqual({
      sales: 32.9,
      unitsSold: 3,
      referralSales: 20,
      discounted: 1,
      averageDiscount: 0.5,
      outOfStock: 1,
      lowStock: 1,
    })
  })
})
