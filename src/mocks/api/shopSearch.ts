import { productOf } from '@/domain/shop/catalog'
import { matchesQuery } from '@/domain/shell/search'
import { CUSTOMER_COPY } from '../shop/seedCustomers'
import { workspaceCollection, workspaceShop } from '../shop/workspaceShop'
import type { SearchSource } from './search'
import { todayOf } from './workspaces'

/**
 * Global search over the e-commerce app's records (docs/product.md, "eCommerce"): the caller's
 * products by name, brand or SKU, orders by number or customer, customers by name, e-mail or
 * customer id, for those who may read `Ecommerce`. Deleted records (kept for Undo) are not found.
 */
export const productsSearch: SearchSource = {
  name: 'products',
  async search(query, { backend, user, ability }) {
    if (!ability.can('read', 'Ecommerce')) return []
    const { products } = await workspaceShop(backend.db, user.uid, todayOf(backend))
    return products
      .filter((product) => !product.removedAt)
      .map(productOf)
      .filter((product) => matchesQuery(query, product.name, product.brand, product.sku))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((product) => ({
        source: 'products',
        id: product.id,
        title: product.name,
        subtitle: product.sku,
        route: 'ecommerce-product-edit',
        params: { id: product.id },
      }))
  },
}

export const ordersSearch: SearchSource = {
  name: 'orders',
  async search(query, { backend, user, ability }) {
    if (!ability.can('read', 'Ecommerce')) return []
    const { orders } = await workspaceShop(backend.db, user.uid, todayOf(backend))
    return orders
      .filter((order) => !order.removedAt && matchesQuery(query, `#${order.number}`, order.customer, order.email))
      .sort((a, b) => b.number - a.number)
      .map((order) => ({
        source: 'orders',
        id: order.id,
        title: `#${order.number} · ${order.customer}`,
        subtitle: order.email,
        route: 'ecommerce-order-details',
        params: { id: String(order.number) },
      }))
  },
}

export const customersSearch: SearchSource = {
  name: 'customers',
  async search(query, { backend, user, ability }) {
    if (!ability.can('read', 'Ecommerce')) return []
    const customers = await workspaceCollection(backend.db, user.uid, todayOf(backend), CUSTOMER_COPY)
    return customers
      .filter((customer) => matchesQuery(query, customer.name, customer.email, String(customer.code)))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((customer) => ({
        source: 'customers',
        id: customer.id,
        title: customer.name,
        subtitle: customer.email,
        route: 'ecommerce-customer-details',
        // The details' address names a customer without the workspace prefix every copy carries.
        params: { id: customer.id.slice(customer.id.indexOf(':') + 1) },
      }))
  },
}
