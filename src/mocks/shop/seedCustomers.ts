import {
  CARD_BRANDS,
  CUSTOMER_STATUSES,
  DEFAULT_NOTIFICATIONS,
  type CustomerDevice,
  type ShopCustomer,
} from '@/domain/shop/customers'
import type { ShopAddress, ShopOrder } from '@/domain/shop/model'
import type { CollectionSpec } from '@/server/storage/database'
import { shopOrdersCollection, TEMPLATE_OWNER, TEMPLATE_TODAY } from './seedShop'
import type { ShopCopySpec } from './workspaceShop'

/** Two towns and two streets per country the shop delivers to: enough for believable labels. */
const PLACES: Record<string, { cities: [string, string][]; streets: string[] }> = {
  PT: {
    cities: [
      ['Lisbon', '1100-148'],
      ['Porto', '4000-322'],
    ],
    streets: ['Rua Augusta', 'Rua de Santa Catarina'],
  },
  ES: {
    cities: [
      ['Madrid', '28013'],
      ['Seville', '41004'],
    ],
    streets: ['Calle Mayor', 'Calle Sierpes'],
  },
  FR: {
    cities: [
      ['Bordeaux', '33000'],
      ['Lyon', '69002'],
    ],
    streets: ['Rue Sainte-Catherine', 'Rue de la République'],
  },
  DE: {
    cities: [
      ['Berlin', '10115'],
      ['Hamburg', '20095'],
    ],
    streets: ['Torstraße', 'Mönckebergstraße'],
  },
  NL: {
    cities: [
      ['Amsterdam', '1015 CJ'],
      ['Utrecht', '3511 LX'],
    ],
    streets: ['Prinsengracht', 'Oudegracht'],
  },
  BE: {
    cities: [
      ['Brussels', '1000'],
      ['Ghent', '9000'],
    ],
    streets: ['Rue Neuve', 'Veldstraat'],
  },
  IT: {
    cities: [
      ['Milan', '20121'],
      ['Turin', '10121'],
    ],
    streets: ['Via Torino', 'Via Roma'],
  },
  GB: {
    cities: [
      ['London', 'E1 6AN'],
      ['Bristol', 'BS1 4DJ'],
    ],
    streets: ['Brick Lane', 'Park Street'],
  },
  US: {
    cities: [
      ['New York', '10012'],
      ['Portland', '97209'],
    ],
    streets: ['Mulberry Street', 'NW 23rd Avenue'],
  },
  MA: {
    cities: [
      ['Casablanca', '20250'],
      ['Rabat', '10000'],
    ],
    streets: ['Boulevard Anfa', 'Avenue Mohammed V'],
  },
  AE: {
    cities: [
      ['Dubai', '00000'],
      ['Abu Dhabi', '00000'],
    ],
    streets: ['Al Wasl Road', 'Corniche Road'],
  },
}

/** The same small number for the same text: what a record derives its missing fields from. */
export function hashOf(text: string): number {
  let hash = 7
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash
}

/** The address of someone in a country, picked by `key`: an order's, until a person edits it. */
export function addressFor(name: string, country: string, key: string): ShopAddress {
  const place = PLACES[country] ?? PLACES.PT!
  const hash = hashOf(key)
  const [city, postcode] = place.cities[hash % place.cities.length]!
  return {
    name,
    line1: `${place.streets[(hash >> 3) % place.streets.length]} ${(hash % 180) + 1}`,
    line2: '',
    city,
    postcode,
    country: PLACES[country] ? country : 'PT',
  }
}

/** Where an order goes: its stored address, else the one its customer gave when they first ordered. */
export const shippingOf = (order: ShopOrder): ShopAddress =>
  order.shippingAddress ?? addressFor(order.customer, order.country, order.email)
export const billingOf = (order: ShopOrder): ShopAddress => order.billingAddress ?? shippingOf(order)

const DIALLING: Record<string, string> = {
  PT: '351',
  ES: '34',
  FR: '33',
  DE: '49',
  NL: '31',
  BE: '32',
  IT: '39',
  GB: '44',
  US: '1',
  MA: '212',
  AE: '971',
}

const BROWSERS = ['Chrome on Windows', 'Safari on iPhone', 'Firefox on macOS', 'Chrome on Android']

/** The browsers a customer signed in from lately, derived from who they are and today's date. */
export function devicesOf(customer: Pick<ShopCustomer, 'code' | 'addresses' | 'country'>, today: string) {
  const city = customer.addresses[0]?.city ?? ''
  return [0, 1, 2].map((index): CustomerDevice => ({
    browser: BROWSERS[(customer.code + index) % BROWSERS.length]!,
    device: index === 1 ? 'mobile' : 'desktop',
    location: city,
    at: new Date(
      Date.parse(`${today}T09:00:00Z`) - (index * 3 + (customer.code % 5)) * 86_400_000 - index * 3_600_000,
    ).toISOString(),
  }))
}

/**
 * The shop's customers: one per e-mail of the seeded orders (the orders' seed rebuilt, as the
 * orders rebuild the products), joined on the day of their first order. What they ordered and
 * spent is counted from the orders (src/domain/shop/customers.ts).
 */
export const shopCustomersCollection: CollectionSpec<ShopCustomer> = {
  name: 'shopCustomers',
  isValid: (customer) =>
    typeof customer.ownerUid === 'string' &&
    typeof customer.email === 'string' &&
    typeof customer.name === 'string' &&
    Array.isArray(customer.addresses),
  announce: { resources: ['shop'], owners: (customer) => (customer.ownerUid ? [customer.ownerUid] : []) },
  seed: {
    seed: 47,
    size: 100,
    generate: ({ faker, fakerOf }) => {
      const orders = shopOrdersCollection.seed!.generate({ faker: fakerOf('shopOrders'), size: 100, fakerOf })
      const firsts = new Map<string, ShopOrder>()
      for (const order of orders) if (!firsts.has(order.email)) firsts.set(order.email, order)
      return [...firsts.values()].map((order, index): ShopCustomer => {
        const address = shippingOf(order)
        return {
          id: `customer-${index + 1}`,
          ownerUid: TEMPLATE_OWNER,
          name: order.customer,
          email: order.email,
          code: 100_001 + index,
          phone: `+${DIALLING[order.country] ?? '351'} ${faker.string.numeric({ length: 3, exclude: ['0'] })} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`,
          country: order.country,
          status: faker.helpers.weightedArrayElement(
            CUSTOMER_STATUSES.map((value, at) => ({ value, weight: [85, 12, 3][at]! })),
          ),
          joined: order.day > TEMPLATE_TODAY ? TEMPLATE_TODAY : order.day,
          addresses: [{ ...address, id: 'address-1', label: 'Home', isDefault: true }],
          billing: { company: '', taxId: '', email: order.email },
          cards: [
            {
              id: 'card-1',
              brand: faker.helpers.arrayElement(CARD_BRANDS),
              last4: faker.string.numeric(4),
              expiry: `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 31 })}`,
            },
          ],
          twoStep: faker.datatype.boolean({ probability: 0.3 }),
          passwordChangedAt: null,
          notifications: structuredClone(DEFAULT_NOTIFICATIONS),
        }
      })
    },
  },
}

/** Copied per workspace by `workspaceCollection` (src/mocks/shop/workspaceShop.ts). */
export const CUSTOMER_COPY: ShopCopySpec<ShopCustomer> = { name: 'shopCustomers', dated: ['joined'] }

export const CUSTOMER_COLLECTIONS: readonly CollectionSpec[] = [shopCustomersCollection as unknown as CollectionSpec]
