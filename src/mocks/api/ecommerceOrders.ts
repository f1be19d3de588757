import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  customerAddressSchema,
  customerFigures,
  loyaltyOf,
  newCustomerSchema,
  notificationsSchema,
  profileSchema,
  sameEmail,
  type CustomerDetail,
  type CustomerRow,
  type ShopCustomer,
} from '@/domain/shop/customers'
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type ShopOrder } from '@/domain/shop/model'
import {
  ADDRESS_KINDS,
  addressSchema,
  nextStatuses,
  orderStats,
  orderTotals,
  paymentAfter,
  shippingActivity,
  statusChangeSchema,
  toCents,
  type OrderDetail,
  type OrderRow,
} from '@/domain/shop/orders'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { invalidListQuery, parseListQuery, queryList, type ListSpec } from '../listQuery'
import { billingOf, CUSTOMER_COPY, devicesOf, shippingOf } from '../shop/seedCustomers'
import { workspaceCollection, workspaceShop } from '../shop/workspaceShop'
import type { MockBackend } from '../types'
import { todayOf } from './workspaces'

const ORDERS = `${API}/ecommerce/orders`
const CUSTOMERS = `${API}/ecommerce/customers`

const REFUSED = 'ecommerce/invalid'
const fieldsError = (fields: Record<string, string>) => apiError(422, REFUSED, 'Some values are not valid.', fields)
const noOrder = () => apiError(404, 'ecommerce/no-order', 'There is no such order in your workspace.')
const noCustomer = () => apiError(404, 'ecommerce/no-customer', 'There is no such customer in your workspace.')

const rowOf = (order: ShopOrder): OrderRow => ({
  id: String(order.number),
  number: order.number,
  day: order.day,
  customer: order.customer,
  email: order.email,
  country: order.country,
  total: toCents(order.total),
  payment: order.payment,
  status: order.status,
  method: order.method,
})

/** A customer's id in addresses and answers: without the workspace prefix every copy carries. */
const shortId = (customer: ShopCustomer) => customer.id.slice(customer.id.indexOf(':') + 1)

const ordersSpec: ListSpec<ShopOrder> = {
  searchIn: (order) => [String(order.number), order.customer, order.email],
  sortable: {
    number: (order) => order.number,
    day: (order) => order.day,
    customer: (order) => order.customer,
    payment: (order) => order.payment,
    status: (order) => order.status,
    method: (order) => order.method,
    total: (order) => order.total,
  },
  defaultSort: { sortBy: 'number', orderBy: 'desc' },
  filters: {
    payment: { values: PAYMENT_STATUSES, matches: (order, value) => order.payment === value },
    status: { values: ORDER_STATUSES, matches: (order, value) => order.status === value },
    method: { values: PAYMENT_METHODS, matches: (order, value) => order.method === value },
  },
}

const customersSpec = (countries: readonly string[]): ListSpec<CustomerRow> => ({
  searchIn: (customer) => [customer.name, customer.email, String(customer.code)],
  sortable: {
    name: (customer) => customer.name,
    code: (customer) => customer.code,
    country: (customer) => customer.country,
    orders: (customer) => customer.orders,
    spent: (customer) => customer.spent,
  },
  defaultSort: { sortBy: 'code', orderBy: 'desc' },
  filters: { country: { values: countries, matches: (customer, value) => customer.country === value } },
})

const customerPatchSchema = profileSchema
  .partial()
  .extend({
    twoStep: z.boolean().optional(),
    notifications: notificationsSchema.optional(),
    billing: z
      .object({ company: z.string().trim().max(80), taxId: z.string().trim().max(20), email: z.email() })
      .optional(),
  })
  .strict()
const passwordSchema = z.object({ password: z.string().min(8).max(128) }).strict()
const newAddressSchema = customerAddressSchema.extend({ isDefault: z.boolean() })

/**
 * `/api/ecommerce/orders` and `/api/ecommerce/customers` (docs/product.md, "E-commerce: orders and
 * customers"): the caller's workspace shop only, each request checked against their rules on
 * `Ecommerce`. Totals, activity and a customer's figures come from the domain modules.
 */
export function orderHandlers(backend: MockBackend) {
  const shop = (user: VerifiedIdToken) => workspaceShop(backend.db, user.uid, todayOf(backend))
  const customersOf = (user: VerifiedIdToken) =>
    workspaceCollection(backend.db, user.uid, todayOf(backend), CUSTOMER_COPY)
  const liveOrders = async (user: VerifiedIdToken) => (await shop(user)).orders.filter((order) => !order.removedAt)
  const orderOf = async (user: VerifiedIdToken, number: unknown, withRemoved = false) =>
    (await shop(user)).orders.find(
      (order) => String(order.number) === String(number) && (withRemoved || !order.removedAt),
    )
  const customerOf = async (user: VerifiedIdToken, id: unknown) =>
    (await customersOf(user)).find((customer) => customer.id === `${user.uid}:${String(id)}`)

  /** Changes a stored order in a transaction, after checking it is still the caller's. */
  const changeOrder = (user: VerifiedIdToken, order: ShopOrder, change: (order: ShopOrder) => Partial<ShopOrder>) =>
    backend.db.transaction(async (db) => {
      const orders = db.collection<ShopOrder>('shopOrders')
      const stored = await orders.get(order.id)
      if (!stored || stored.ownerUid !== user.uid) return null
      return orders.update(stored.id, change(stored))
    })

  const orderDetail = async (user: VerifiedIdToken, order: ShopOrder): Promise<OrderDetail> => {
    const { products, orders } = await shop(user)
    const customer = (await customersOf(user)).find((each) => sameEmail(each.email, order.email))
    const lines = order.lines.map((line) => {
      const product = products.find((each) => each.id === line.productId)
      const price = toCents(line.price)
      return {
        productId: line.productId,
        name: product?.name ?? '',
        removed: !product || Boolean(product.removedAt),
        quantity: line.quantity,
        price,
        lineTotal: price * line.quantity,
      }
    })
    return {
      order: rowOf(order),
      lines,
      totals: orderTotals(order),
      activity: shippingActivity(order, todayOf(backend)),
      shippingAddress: shippingOf(order),
      billingAddress: billingOf(order),
      customer: {
        id: customer ? shortId(customer) : null,
        name: order.customer,
        email: order.email,
        orders: customerFigures(order.email, orders).orders,
      },
      next: nextStatuses(order),
    }
  }

  const customerDetail = async (user: VerifiedIdToken, customer: ShopCustomer): Promise<CustomerDetail> => {
    const orders = await liveOrders(user)
    const figures = customerFigures(customer.email, orders)
    const { ownerUid: _owner, ...rest } = customer
    return {
      ...rest,
      id: shortId(customer),
      devices: devicesOf(customer, todayOf(backend)),
      figures,
      loyalty: loyaltyOf(figures.spent),
      recentOrders: orders
        .filter((order) => sameEmail(order.email, customer.email))
        .sort((a, b) => b.number - a.number)
        .slice(0, 5)
        .map(rowOf),
    }
  }

  /** Changes a stored customer in a transaction; an e-mail another customer has is refused. */
  const changeCustomer = (
    user: VerifiedIdToken,
    customer: ShopCustomer,
    change: (customer: ShopCustomer) => Partial<ShopCustomer>,
  ) =>
    backend.db.transaction(async (db) => {
      const customers = db.collection<ShopCustomer>('shopCustomers')
      const stored = await customers.get(customer.id)
      if (!stored || stored.ownerUid !== user.uid) return noCustomer()
      const next = { ...stored, ...change(stored) }
      if (!sameEmail(next.email, stored.email)) {
        const taken = await customers.find(
          (other) => other.ownerUid === user.uid && other.id !== stored.id && sameEmail(other.email, next.email),
        )
        if (taken) return fieldsError({ email: 'taken' })
        // Their orders follow them: a customer is linked to their orders by e-mail.
        const orders = db.collection<ShopOrder>('shopOrders')
        for (const order of await orders.filter(
          (each) => each.ownerUid === user.uid && sameEmail(each.email, stored.email),
        ))
          await orders.update(order.id, { email: next.email, customer: next.name })
      }
      return (await customers.update(stored.id, next))!
    })
  const answerCustomer = async (user: VerifiedIdToken, outcome: ShopCustomer | Response) =>
    outcome instanceof Response ? outcome : json(await customerDetail(user, outcome))

  return [
    http.get(
      ORDERS,
      endpoint(backend, { can: ['read', 'Ecommerce'], query: ordersSpec }, async ({ request, user, query }) => {
        let orders = await liveOrders(user)
        // One customer's orders (their details' overview): by the e-mail that links them.
        const customerId = new URL(request.url).searchParams.get('customer')
        if (customerId) {
          const customer = await customerOf(user, customerId)
          if (!customer) return noCustomer()
          orders = orders.filter((order) => sameEmail(order.email, customer.email))
        }
        const page = queryList(orders, query, ordersSpec)
        return json({ items: page.items.map(rowOf), total: page.total })
      }),
    ),
    http.get(
      `${ORDERS}/stats`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ user }) => json(orderStats(await liveOrders(user)))),
    ),
    http.get(
      `${ORDERS}/:number`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ params, user }) => {
        const order = await orderOf(user, params.number)
        return order ? json(await orderDetail(user, order)) : noOrder()
      }),
    ),
    http.delete(
      `${ORDERS}/:number`,
      endpoint(backend, { can: ['delete', 'Ecommerce'] }, async ({ params, user }) => {
        const order = await orderOf(user, params.number)
        if (!order) return noOrder()
        await changeOrder(user, order, () => ({ removedAt: new Date(backend.now()).toISOString() }))
        return new Response(null, { status: 204 })
      }),
    ),
    http.post(
      `${ORDERS}/:number/restore`,
      endpoint(backend, { can: ['delete', 'Ecommerce'] }, async ({ params, user }) => {
        const order = await orderOf(user, params.number, true)
        if (!order) return noOrder()
        const restored = await changeOrder(user, order, () => ({ removedAt: undefined }))
        return restored ? json(rowOf(restored)) : noOrder()
      }),
    ),
    http.put(
      `${ORDERS}/:number/address/:kind`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: addressSchema, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          const kind = ADDRESS_KINDS.find((each) => each === params.kind)
          const order = await orderOf(user, params.number)
          if (!order || !kind) return noOrder()
          const field = kind === 'shipping' ? 'shippingAddress' : 'billingAddress'
          const saved = await changeOrder(user, order, (stored) => ({
            // The billing address followed the shipping one until now: it keeps what it showed.
            ...(kind === 'shipping' && !stored.billingAddress ? { billingAddress: billingOf(stored) } : {}),
            [field]: body,
          }))
          return saved ? json(await orderDetail(user, saved)) : noOrder()
        },
      ),
    ),
    http.post(
      `${ORDERS}/:number/status`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: statusChangeSchema, refusedAs: REFUSED },
        async ({ params, user, body: { status } }) => {
          const order = await orderOf(user, params.number)
          if (!order) return noOrder()
          let refused = false
          const saved = await changeOrder(user, order, (stored) => {
            if (!nextStatuses(stored).includes(status)) {
              refused = true
              return {}
            }
            return {
              status,
              payment: paymentAfter(stored.payment, status),
              statusDays: { ...stored.statusDays, [status]: todayOf(backend) },
            }
          })
          if (refused) return apiError(409, 'ecommerce/status-not-allowed', `The order cannot become ${status} now.`)
          return saved ? json(await orderDetail(user, saved)) : noOrder()
        },
      ),
    ),

    http.get(
      CUSTOMERS,
      // The country filter takes the countries of the workspace's customers: read once they are known.
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ request, user }) => {
        const customers = await customersOf(user)
        const orders = await liveOrders(user)
        const rows = customers.map((customer): CustomerRow => ({
          id: shortId(customer),
          name: customer.name,
          email: customer.email,
          code: customer.code,
          country: customer.country,
          status: customer.status,
          ...customerFigures(customer.email, orders),
        }))
        const spec = customersSpec([...new Set(customers.map((customer) => customer.country))].sort())
        const parsed = parseListQuery(new URL(request.url), spec)
        if (!parsed.ok) return invalidListQuery(parsed.fields)
        return json(queryList(rows, parsed.query, spec))
      }),
    ),
    http.get(
      `${CUSTOMERS}/countries`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ user }) =>
        json({
          countries: [...new Set((await customersOf(user)).map((customer) => customer.country))].sort(),
        }),
      ),
    ),
    http.post(
      CUSTOMERS,
      endpoint(
        backend,
        { can: ['create', 'Ecommerce'], body: newCustomerSchema, refusedAs: REFUSED },
        async ({ user, body: input }) => {
          await customersOf(user)
          const outcome = await backend.db.transaction(async (db) => {
            const customers = db.collection<ShopCustomer>('shopCustomers')
            const mine = await customers.ownedBy(user.uid)
            if (mine.some((customer) => sameEmail(customer.email, input.email))) return fieldsError({ email: 'taken' })
            const customer: ShopCustomer = {
              id: `${user.uid}:customer-${crypto.randomUUID().slice(0, 8)}`,
              ownerUid: user.uid,
              name: input.name,
              email: input.email.toLowerCase(),
              code: Math.max(100_000, ...mine.map((each) => each.code)) + 1,
              phone: input.phone,
              country: input.country,
              status: input.status,
              joined: todayOf(backend),
              addresses: [{ ...input.address, name: input.name, id: 'address-1', label: 'Home', isDefault: true }],
              billing: { ...input.billing, email: input.email.toLowerCase() },
              cards: [],
              twoStep: false,
              passwordChangedAt: null,
              notifications: {
                'order-updates': ['email'],
                delivery: ['email', 'sms'],
                promotions: [],
                restock: [],
                newsletter: [],
              },
            }
            return customers.insert(customer)
          })
          if (outcome instanceof Response) return outcome
          return json(await customerDetail(user, outcome), { status: 201 })
        },
      ),
    ),
    http.get(
      `${CUSTOMERS}/:id`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ params, user }) => {
        const customer = await customerOf(user, params.id)
        return customer ? json(await customerDetail(user, customer)) : noCustomer()
      }),
    ),
    http.patch(
      `${CUSTOMERS}/:id`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: customerPatchSchema, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          const customer = await customerOf(user, params.id)
          if (!customer) return noCustomer()
          const change = { ...body, ...(body.email ? { email: body.email.toLowerCase() } : {}) }
          return answerCustomer(user, await changeCustomer(user, customer, () => change))
        },
      ),
    ),
    http.put(
      `${CUSTOMERS}/:id/password`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: passwordSchema, refusedAs: REFUSED },
        async ({ params, user }) => {
          const customer = await customerOf(user, params.id)
          if (!customer) return noCustomer()
          // Only the moment is kept: a back office never stores a customer's password.
          const at = new Date(backend.now()).toISOString()
          return answerCustomer(user, await changeCustomer(user, customer, () => ({ passwordChangedAt: at })))
        },
      ),
    ),
    http.post(
      `${CUSTOMERS}/:id/addresses`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: newAddressSchema, refusedAs: REFUSED },
        async ({ params, user, body: { isDefault, ...address } }) => {
          const customer = await customerOf(user, params.id)
          if (!customer) return noCustomer()
          return answerCustomer(
            user,
            await changeCustomer(user, customer, (stored) => {
              const id = `address-${stored.addresses.reduce((top, each) => Math.max(top, Number(each.id.split('-')[1]) || 0), 0) + 1}`
              const first = stored.addresses.length === 0
              return {
                addresses: [
                  ...stored.addresses.map((each) => (isDefault ? { ...each, isDefault: false } : each)),
                  { ...address, id, isDefault: isDefault || first },
                ],
              }
            }),
          )
        },
      ),
    ),
    http.put(
      `${CUSTOMERS}/:id/addresses/:addressId`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: newAddressSchema, refusedAs: REFUSED },
        async ({ params, user, body: { isDefault, ...address } }) => {
          const customer = await customerOf(user, params.id)
          if (!customer?.addresses.some((each) => each.id === params.addressId)) return noCustomer()
          return answerCustomer(
            user,
            await changeCustomer(user, customer, (stored) => {
              const makeDefault = isDefault || stored.addresses.length === 1
              return {
                addresses: stored.addresses.map((each) =>
                  each.id === params.addressId
                    ? { ...address, id: each.id, isDefault: makeDefault || each.isDefault }
                    : makeDefault
                      ? { ...each, isDefault: false }
                      : each,
                ),
              }
            }),
          )
        },
      ),
    ),
  ]
}
