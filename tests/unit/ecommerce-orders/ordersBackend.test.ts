import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListPage } from '@/domain/list'
import type { CustomerDetail, CustomerRow } from '@/domain/shop/customers'
import type { ShopProduct } from '@/domain/shop/model'
import type { OrderDetail, OrderRow, OrderStats } from '@/domain/shop/orders'
import { API, mockHarness } from '../automations/mockHarness'

/**
 * `/api/ecommerce/orders` and `/api/ecommerce/customers` (docs/product.md, "E-commerce: orders and
 * customers"): rules on `Ecommerce`, each workspace its own shop, bodies checked.
 */
const ADMIN = 'orders-admin'
const OTHER_ADMIN = 'orders-admin-2'
const CLIENT = 'orders-client'

describe('the orders and customers in the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(CLIENT)
    await mock.signIn(ADMIN, 'admin@conversa.test')
    await mock.signIn(OTHER_ADMIN, 'admin@conversa.test')
  })

  it('answers 401 without a token and 403 to a role without the shop', async () => {
    expect((await fetch(`${API}/ecommerce/orders`)).status).toBe(401)
    expect((await call(CLIENT, 'GET', '/ecommerce/orders')).status).toBe(403)
    expect((await call(CLIENT, 'GET', '/ecommerce/customers')).status).toBe(403)
    expect((await call(CLIENT, 'POST', '/ecommerce/orders/5050/status', { status: 'cancelled' })).status).toBe(403)
  })

  it('lists, filters and counts the workspace’s orders; refuses an unknown filter value', async () => {
    const all = await call<ListPage<OrderRow>>(ADMIN, 'GET', '/ecommerce/orders?itemsPerPage=-1')
    expect(all.json.total).toBe(100)
    expect(all.text).not.toContain('ownerUid')
    const stats = (await call<OrderStats>(ADMIN, 'GET', '/ecommerce/orders/stats')).json
    expect(stats.pending).toBe(all.json.items.filter((order) => order.payment === 'pending').length)
    const pending = await call<ListPage<OrderRow>>(ADMIN, 'GET', '/ecommerce/orders?payment=pending&itemsPerPage=-1')
    expect(pending.json.total).toBe(stats.pending)
    const found = await call<ListPage<OrderRow>>(ADMIN, 'GET', '/ecommerce/orders?q=5050')
    expect(found.json.items.map((order) => order.number)).toEqual([5050])
    expect((await call(ADMIN, 'GET', '/ecommerce/orders?status=lost')).status).toBe(400)
  })

  it('details an order with totals that agree, edits its address, moves it on, deletes and restores it', async () => {
    const detail = (await call<OrderDetail>(ADMIN, 'GET', '/ecommerce/orders/5050')).json
    expect(detail.totals.total).toBe(detail.order.total)
    expect(detail.lines.reduce((sum, line) => sum + line.lineTotal, 0)).toBe(detail.totals.subtotal)
    expect(detail.lines.every((line) => line.name !== '')).toBe(true)
    expect(detail.customer.orders).toBeGreaterThan(0)
    // A product deleted from the catalogue keeps its name on the orders that sold it.
    const sold = detail.lines[0]!
    await mock.backend.db
      .collection<ShopProduct>('shopProducts')
      .update(sold.productId, { removedAt: '2026-11-20T10:00:00Z' })
    const kept = (await call<OrderDetail>(ADMIN, 'GET', '/ecommerce/orders/5050')).json.lines[0]!
    expect(kept).toMatchObject({ name: sold.name, removed: true })
    const address = {
      name: 'Inês Costa',
      line1: 'Rua Nova 4',
      line2: '',
      city: 'Porto',
      postcode: '4000-100',
      country: 'PT',
    }
    const moved = await call<OrderDetail>(ADMIN, 'PUT', '/ecommerce/orders/5050/address/shipping', address)
    expect(moved.json.shippingAddress).toEqual(address)
    expect(moved.json.billingAddress).toEqual(detail.billingAddress)
    expect((await call(ADMIN, 'PUT', '/ecommerce/orders/5050/address/shipping', { ...address, city: '' })).status).toBe(
      422,
    )
    // Another workspace's order 5050 is its own.
    const other = (await call<OrderDetail>(OTHER_ADMIN, 'GET', '/ecommerce/orders/5050')).json
    expect(other.shippingAddress).toEqual(detail.shippingAddress)

    const open = (await call<ListPage<OrderRow>>(ADMIN, 'GET', '/ecommerce/orders?status=processing&payment=paid')).json
    const number = open.items[0]!.number
    const shipped = await call<OrderDetail>(ADMIN, 'POST', `/ecommerce/orders/${number}/status`, { status: 'shipped' })
    expect(shipped.json.order.status).toBe('shipped')
    expect(shipped.json.activity.map((event) => event.step)).toContain('dispatched')
    expect(shipped.json.next).toEqual(['delivered'])
    const again = await call(ADMIN, 'POST', `/ecommerce/orders/${number}/status`, { status: 'cancelled' })
    expect(again.status).toBe(409)

    expect((await call(ADMIN, 'DELETE', '/ecommerce/orders/5050')).status).toBe(204)
    expect((await call(ADMIN, 'GET', '/ecommerce/orders/5050')).status).toBe(404)
    expect((await call<ListPage<OrderRow>>(ADMIN, 'GET', '/ecommerce/orders')).json.total).toBe(99)
    expect((await call(OTHER_ADMIN, 'GET', '/ecommerce/orders/5050')).status).toBe(200)
    expect((await call(ADMIN, 'POST', '/ecommerce/orders/5050/restore')).status).toBe(200)
    expect((await call(ADMIN, 'GET', '/ecommerce/orders/5050')).status).toBe(200)
  })

  it('lists customers with figures counted from the orders, adds one, refuses a taken e-mail', async () => {
    const list = await call<ListPage<CustomerRow>>(ADMIN, 'GET', '/ecommerce/customers?itemsPerPage=-1')
    expect(list.json.total).toBeGreaterThan(80)
    expect(list.json.items.reduce((sum, customer) => sum + customer.orders, 0)).toBe(100)
    const first = list.json.items[0]!
    const input = {
      name: 'Marta Lopes',
      email: first.email.toUpperCase(),
      phone: '+351 912 345 678',
      country: 'PT',
      status: 'active',
      address: { line1: 'Rua do Almada 12', line2: '', city: 'Porto', postcode: '4050-032', country: 'PT' },
      billing: { company: '', taxId: '' },
    }
    const taken = await call<{ error: { fields: Record<string, string> } }>(
      ADMIN,
      'POST',
      '/ecommerce/customers',
      input,
    )
    expect(taken.status).toBe(422)
    expect(taken.json.error.fields).toEqual({ email: 'taken' })
    const added = await call<CustomerDetail>(ADMIN, 'POST', '/ecommerce/customers', {
      ...input,
      email: 'marta@lopes.pt',
    })
    expect(added.status).toBe(201)
    expect(added.json.figures).toEqual({ orders: 0, spent: 0 })
    expect((await call(ADMIN, 'GET', `/ecommerce/customers/${added.json.id}`)).status).toBe(200)
    expect((await call(OTHER_ADMIN, 'GET', `/ecommerce/customers/${added.json.id}`)).status).toBe(404)
    expect((await call(ADMIN, 'POST', '/ecommerce/customers', { ...input, email: 'nope' })).status).toBe(422)
  })

  it('saves a customer’s profile, password, addresses and notifications', async () => {
    const customer = (await call<CustomerDetail>(ADMIN, 'GET', '/ecommerce/customers/customer-1')).json
    expect(customer.figures.orders).toBeGreaterThan(0)
    const orders = await call<ListPage<OrderRow>>(ADMIN, 'GET', '/ecommerce/orders?customer=customer-1')
    expect(orders.json.total).toBe(customer.figures.orders)

    const suspended = await call<CustomerDetail>(ADMIN, 'PATCH', '/ecommerce/customers/customer-1', {
      status: 'suspended',
      twoStep: true,
    })
    expect(suspended.json).toMatchObject({ status: 'suspended', twoStep: true })
    const password = await call<CustomerDetail>(ADMIN, 'PUT', '/ecommerce/customers/customer-1/password', {
      password: 'roasted-beans-42',
    })
    expect(password.json.passwordChangedAt).not.toBeNull()
    expect(password.text).not.toContain('roasted-beans-42')
    expect((await call(ADMIN, 'PUT', '/ecommerce/customers/customer-1/password', { password: 'short' })).status).toBe(
      422,
    )

    const address = {
      label: 'Work',
      name: customer.name,
      line1: 'Av. da Liberdade 1',
      line2: '',
      city: 'Lisbon',
      postcode: '1250-096',
      country: 'PT',
    }
    const added = await call<CustomerDetail>(ADMIN, 'POST', '/ecommerce/customers/customer-1/addresses', {
      ...address,
      isDefault: true,
    })
    expect(added.json.addresses.filter((each) => each.isDefault).map((each) => each.label)).toEqual(['Work'])
    const notifications = { ...customer.notifications, promotions: ['sms', 'push'] }
    const saved = await call<CustomerDetail>(ADMIN, 'PATCH', '/ecommerce/customers/customer-1', { notifications })
    expect(saved.json.notifications.promotions).toEqual(['sms', 'push'])
    expect(
      (await call(ADMIN, 'PATCH', '/ecommerce/customers/customer-1', { notifications: { promotions: ['fax'] } }))
        .status,
    ).toBe(422)

    // A new e-mail takes the customer's orders along.
    const moved = await call<CustomerDetail>(ADMIN, 'PATCH', '/ecommerce/customers/customer-1', {
      email: 'new@aurora.test',
    })
    expect(moved.json.figures.orders).toBe(customer.figures.orders)
    const second = (await call<ListPage<CustomerRow>>(ADMIN, 'GET', '/ecommerce/customers?sortBy=code&orderBy=asc'))
      .json.items[1]!
    expect((await call(ADMIN, 'PATCH', `/ecommerce/customers/${second.id}`, { email: 'NEW@aurora.test' })).status).toBe(
      422,
    )
    expect((await call<CustomerDetail>(OTHER_ADMIN, 'GET', '/ecommerce/customers/customer-1')).json.status).not.toBe(
      'suspended',
    )
  })
})
