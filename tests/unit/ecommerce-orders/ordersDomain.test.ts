import { describe, expect, it } from 'vitest'
import { customerFigures, loyaltyOf } from '@/domain/shop/customers'
import type { ShopOrder } from '@/domain/shop/model'
import {
  activityInstant,
  nextStatuses,
  orderStats,
  orderTotals,
  paymentAfter,
  shippingActivity,
  shippingFeeOf,
  toCents,
} from '@/domain/shop/orders'
import { seededFaker } from '@/mocks/faker'
import { shopOrdersCollection } from '@/mocks/shop/seedShop'
import { shopCustomersCollection } from '@/mocks/shop/seedCustomers'

const fakerOf = (name: string) => seededFaker(name === 'shopProducts' ? 41 : name === 'shopOrders' ? 42 : 47)
const seededOrders = () => shopOrdersCollection.seed!.generate({ faker: fakerOf('shopOrders'), size: 100, fakerOf })

describe('an order’s totals (docs/product.md, "E-commerce: orders and customers")', () => {
  it('agree in cents with every seeded order’s stored total, the delivery fee included', () => {
    for (const order of seededOrders()) {
      const totals = orderTotals(order)
      expect(totals.subtotal + totals.shipping + totals.tax).toBe(toCents(order.total))
      expect(totals.shipping).toBe(shippingFeeOf(totals.subtotal))
    }
  })

  it('adds lines without floating-point drift', () => {
    const totals = orderTotals({ total: 0.3 + 4.9, lines: [{ productId: 'p', quantity: 3, price: 0.1 }] })
    expect(totals).toEqual({ subtotal: 30, shipping: 490, tax: 0, total: 520 })
  })
})

describe('an order’s shipping activity and status moves', () => {
  const order = (status: ShopOrder['status'], payment: ShopOrder['payment'] = 'paid') => ({
    day: '2026-11-10',
    status,
    payment,
  })
  const steps = (events: { step: string }[]) => events.map((event) => event.step)

  it('follows the status, never dated after today', () => {
    expect(steps(shippingActivity(order('processing', 'pending'), '2026-11-11'))).toEqual(['placed'])
    expect(steps(shippingActivity(order('processing'), '2026-11-11'))).toEqual(['placed', 'paid'])
    const shipped = shippingActivity(order('shipped'), '2026-11-11')
    expect(steps(shipped)).toEqual(['placed', 'paid', 'dispatched'])
    expect(shipped[2]!.day).toBe('2026-11-11')
    const delivered = shippingActivity(order('delivered'), '2026-12-01')
    expect(steps(delivered)).toEqual(['placed', 'paid', 'dispatched', 'out-for-delivery', 'delivered'])
    expect(delivered.at(-1)!.day).toBe('2026-11-16')
    expect(steps(shippingActivity(order('cancelled', 'refunded'), '2026-12-01'))).toEqual([
      'placed',
      'paid',
      'cancelled',
    ])
  })

  it('times each step so that the timeline reads in order', () => {
    const instants = shippingActivity(order('delivered'), '2026-12-01').map(activityInstant)
    expect([...instants].sort()).toEqual(instants)
  })

  it('prefers the days a person recorded', () => {
    const moved = { ...order('delivered'), statusDays: { shipped: '2026-11-12', delivered: '2026-11-13' } }
    const events = shippingActivity(moved, '2026-12-01')
    expect(events.find((event) => event.step === 'dispatched')!.day).toBe('2026-11-12')
    expect(events.find((event) => event.step === 'delivered')!.day).toBe('2026-11-13')
  })

  it('ships only paid orders, delivers shipped ones, refunds a paid order called off', () => {
    expect(nextStatuses(order('processing'))).toEqual(['shipped', 'cancelled'])
    expect(nextStatuses(order('processing', 'pending'))).toEqual(['cancelled'])
    expect(nextStatuses(order('shipped'))).toEqual(['delivered'])
    expect(nextStatuses(order('delivered'))).toEqual([])
    expect(paymentAfter('paid', 'cancelled')).toBe('refunded')
    expect(paymentAfter('pending', 'cancelled')).toBe('pending')
    expect(paymentAfter('paid', 'shipped')).toBe('paid')
  })

  it('counts the widgets from the orders', () => {
    const stats = orderStats([order('processing', 'pending'), order('delivered'), order('cancelled', 'refunded')])
    expect(stats).toEqual({ pending: 1, completed: 1, refunded: 1, failed: 0 })
  })
})

describe('the customers', () => {
  it('are seeded one per e-mail of the seeded orders, with the same names', () => {
    const orders = seededOrders()
    const customers = shopCustomersCollection.seed!.generate({ faker: fakerOf('shopCustomers'), size: 100, fakerOf })
    expect(new Set(customers.map((customer) => customer.email)).size).toBe(customers.length)
    expect(customers.length).toBe(new Set(orders.map((order) => order.email)).size)
    expect(customers.length).toBeGreaterThan(80)
    for (const customer of customers) {
      const theirs = orders.filter((order) => order.email === customer.email)
      expect(theirs[0]!.customer).toBe(customer.name)
    }
    const total = customers.reduce((sum, customer) => sum + customerFigures(customer.email, orders).orders, 0)
    expect(total).toBe(orders.length)
  })

  it('count spend from orders that were not called off, refunded, failed or deleted', () => {
    const base = { email: 'ana@example.com', total: 10.1, status: 'delivered', payment: 'paid' } as const
    const orders = [
      base,
      { ...base, email: 'ANA@example.com ' },
      { ...base, status: 'cancelled', payment: 'refunded' },
      { ...base, payment: 'failed' },
      { ...base, removedAt: '2026-11-01T00:00:00Z' },
      { ...base, email: 'bo@example.com' },
    ] as const
    expect(customerFigures('ana@example.com', orders)).toEqual({ orders: 4, spent: 2020 })
  })

  it('earn a loyalty tier from their spend', () => {
    expect(loyaltyOf(0)).toEqual({ tier: 'bronze', points: 0, toNext: 10_000 })
    expect(loyaltyOf(30_050)).toEqual({ tier: 'gold', points: 300, toNext: 19_950 })
    expect(loyaltyOf(60_000).toNext).toBeNull()
  })
})
