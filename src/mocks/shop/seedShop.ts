import type { Faker } from '@faker-js/faker'
import {
  COURSE_TOPICS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROJECT_STATUSES,
  TRAFFIC_SOURCES,
  VEHICLE_STATES,
  VEHICLE_WARNINGS,
  type PaymentMethod,
  type ShopCourse,
  type ShopDay,
  type ShopOrder,
  type ShopProduct,
  type ShopProject,
  type ShopVehicle,
  type TrafficSource,
} from '@/domain/shop/model'
import type { CollectionSpec } from '@/server/storage/database'
import { CITIES, COUNTRIES, COUNTRY_WEIGHTS, COURSES, PRODUCTS, PROJECTS, ROADS } from './catalog'

/**
 * The demo shop's collections. Their seed is a template (owner `TEMPLATE_OWNER`, dated as if today
 * were `TEMPLATE_TODAY`) that no endpoint serves: a workspace's first call copies it into the
 * workspace, its days moved so that the template's today is that day (`workspaceShop.ts`).
 */
export const TEMPLATE_OWNER = ''
export const TEMPLATE_TODAY = '2026-01-01'

const DAY_MS = 86_400_000
const TODAY_MS = Date.parse(`${TEMPLATE_TODAY}T00:00:00Z`)
const daysAgo = (days: number) => new Date(TODAY_MS - days * DAY_MS).toISOString().slice(0, 10)
const money = (value: number) => Math.round(value * 100) / 100

function weighted<T>(faker: Faker, values: readonly T[], weights: readonly number[]): T {
  return faker.helpers.weightedArrayElement(values.map((value, index) => ({ value, weight: weights[index] ?? 1 })))
}

const isOwned = (record: { ownerUid?: unknown }) => typeof record.ownerUid === 'string'
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const announce = {
  resources: ['shop'] as const,
  owners: (record: { ownerUid: string }) => (record.ownerUid ? [record.ownerUid] : []),
}

export const shopProductsCollection: CollectionSpec<ShopProduct> = {
  name: 'shopProducts',
  isValid: (product) => isOwned(product) && typeof product.name === 'string' && typeof product.price === 'number',
  announce,
  seed: {
    seed: 41,
    size: PRODUCTS.length,
    generate: ({ faker, size }) =>
      PRODUCTS.slice(0, size).map((product, index) => ({
        id: `product-${index + 1}`,
        ownerUid: TEMPLATE_OWNER,
        name: product.name,
        category: product.category,
        price: faker.number.int({ min: product.price[0], max: product.price[1] }) - 0.1,
        stock: faker.number.int({ min: 0, max: 240 }),
      })),
  },
}

/** About 100 orders over six months, more of them lately: the shop is growing. */
export const shopOrdersCollection: CollectionSpec<ShopOrder> = {
  name: 'shopOrders',
  isValid: (order) =>
    isOwned(order) &&
    isDay(order.day) &&
    typeof order.total === 'number' &&
    ORDER_STATUSES.includes(order.status) &&
    PAYMENT_STATUSES.includes(order.payment) &&
    Array.isArray(order.lines),
  announce,
  seed: {
    seed: 42,
    size: 100,
    generate: ({ faker, size, fakerOf }) => {
      const products = shopProductsCollection.seed!.generate({
        faker: fakerOf('shopProducts'),
        size: PRODUCTS.length,
        fakerOf,
      })
      const orders = Array.from({ length: size }, (_, index): ShopOrder => {
        const age = Math.floor(180 * faker.number.float({ min: 0, max: 1 }) ** 1.6)
        const lines = faker.helpers.arrayElements(products, { min: 1, max: 3 }).map((product) => ({
          productId: product.id,
          quantity: faker.number.int({ min: 1, max: 3 }),
          price: product.price,
        }))
        const goods = lines.reduce((sum, line) => sum + line.quantity * line.price, 0)
        const shipping = goods < 40 ? 4.9 : 0
        const cancelled = faker.datatype.boolean({ probability: 0.05 })
        const status = cancelled ? 'cancelled' : age < 3 ? 'processing' : age < 7 ? 'shipped' : 'delivered'
        const payment = cancelled
          ? 'refunded'
          : status === 'processing' && faker.datatype.boolean({ probability: 0.4 })
            ? 'pending'
            : faker.datatype.boolean({ probability: 0.03 })
              ? 'failed'
              : 'paid'
        const firstName = faker.person.firstName()
        const lastName = faker.person.lastName()
        return {
          id: `order-${index + 1}`,
          ownerUid: TEMPLATE_OWNER,
          number: 0,
          customer: `${firstName} ${lastName}`,
          email: faker.internet.email({ firstName, lastName }).toLowerCase(),
          country: weighted(faker, COUNTRIES, COUNTRY_WEIGHTS),
          day: daysAgo(age),
          total: money(goods + shipping),
          cost: money(goods * 0.55 + 4),
          lines,
          status,
          payment,
          method: weighted<PaymentMethod>(faker, PAYMENT_METHODS, [55, 25, 8, 12]),
          source: weighted<TrafficSource>(faker, TRAFFIC_SOURCES, [30, 28, 22, 12, 8]),
        }
      })
      // Numbered in the order they were placed.
      return orders
        .sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id))
        .map((order, index) => ({ ...order, number: 5001 + index }))
    },
  },
}

/** The people who lead the shop's projects and teach at its academy. */
function teamOf(faker: Faker, size: number): string[] {
  return Array.from({ length: size }, () => faker.person.fullName())
}

export const shopProjectsCollection: CollectionSpec<ShopProject> = {
  name: 'shopProjects',
  isValid: (project) =>
    isOwned(project) &&
    typeof project.name === 'string' &&
    PROJECT_STATUSES.includes(project.status) &&
    isDay(project.due),
  announce,
  seed: {
    seed: 43,
    size: PROJECTS.length,
    generate: ({ faker, size }) => {
      const team = teamOf(faker, 7)
      return PROJECTS.slice(0, size).map((name, index) => {
        const dueIn = faker.number.int({ min: -40, max: 90 })
        const progress = faker.helpers.arrayElement([100, faker.number.int({ min: 5, max: 95 })])
        const status =
          progress === 100
            ? 'done'
            : dueIn < 0
              ? 'late'
              : faker.datatype.boolean({ probability: 0.25 })
                ? 'at-risk'
                : 'on-track'
        return {
          id: `project-${index + 1}`,
          ownerUid: TEMPLATE_OWNER,
          name,
          leader: faker.helpers.arrayElement(team),
          team: faker.helpers.arrayElements(team, { min: 2, max: 5 }),
          progress,
          status,
          due: daysAgo(-dueIn),
        }
      })
    },
  },
}

export const shopVehiclesCollection: CollectionSpec<ShopVehicle> = {
  name: 'shopVehicles',
  isValid: (vehicle) =>
    isOwned(vehicle) && VEHICLE_STATES.includes(vehicle.state) && VEHICLE_WARNINGS.includes(vehicle.warning),
  announce,
  seed: {
    seed: 44,
    size: 25,
    generate: ({ faker, size }) =>
      Array.from({ length: size }, (_, index) => {
        const [from, to] = faker.helpers.arrayElements(CITIES, 2) as [ShopVehicle['from'], ShopVehicle['to']]
        const state = weighted(faker, VEHICLE_STATES, [60, 15, 15, 10])
        return {
          id: `vehicle-${index + 1}`,
          ownerUid: TEMPLATE_OWNER,
          plate: `${faker.string.alpha({ length: 2, casing: 'upper' })}-${faker.string.numeric(2)}-${faker.string.alpha({ length: 2, casing: 'upper' })}`,
          driver: faker.person.fullName(),
          from,
          to,
          location:
            state === 'on-route' ? faker.helpers.arrayElement(ROADS) : state === 'loading' ? from.city : to.city,
          state,
          warning: weighted(faker, VEHICLE_WARNINGS, [70, 8, 6, 8, 8]),
          progress: state === 'loading' ? 0 : state === 'unloading' ? 100 : faker.number.int({ min: 5, max: 95 }),
          deviated: state === 'on-route' && faker.datatype.boolean({ probability: 0.15 }),
          late: faker.datatype.boolean({ probability: 0.16 }),
        }
      }),
  },
}

export const shopCoursesCollection: CollectionSpec<ShopCourse> = {
  name: 'shopCourses',
  isValid: (course) => isOwned(course) && typeof course.title === 'string' && COURSE_TOPICS.includes(course.topic),
  announce,
  seed: {
    seed: 45,
    size: COURSES.length,
    generate: ({ faker, size }) => {
      const instructors = teamOf(faker, 6)
      return COURSES.slice(0, size).map((course, index) => {
        const totalTasks = faker.number.int({ min: 8, max: 30 })
        return {
          id: `course-${index + 1}`,
          ownerUid: TEMPLATE_OWNER,
          title: course.title,
          topic: course.topic,
          instructor: faker.helpers.arrayElement(instructors),
          rating: faker.number.float({ min: 3.8, max: 5, fractionDigits: 1 }),
          ratingCount: faker.number.int({ min: 12, max: 640 }),
          totalTasks,
          completedTasks: faker.helpers.arrayElement([
            0,
            totalTasks,
            faker.number.int({ min: 1, max: totalTasks - 1 }),
          ]),
          minutes: faker.number.int({ min: 6, max: 60 }) * 10,
          students: faker.number.int({ min: 20, max: 900 }),
        }
      })
    },
  },
}

/** Ninety days of visits, support tickets, e-mail campaigns and deliveries. */
export const shopDaysCollection: CollectionSpec<ShopDay> = {
  name: 'shopDays',
  isValid: (day) => isOwned(day) && isDay(day.day) && typeof day.visits === 'object' && day.visits !== null,
  announce,
  seed: {
    seed: 46,
    size: 90,
    generate: ({ faker, size }) =>
      Array.from({ length: size }, (_, index) => {
        const age = size - 1 - index
        const growth = 1 + (size - age) / size / 2
        const weekend = [0, 6].includes(new Date(TODAY_MS - age * DAY_MS).getUTCDay()) ? 1.3 : 1
        const visits = (base: number) =>
          Math.round(base * growth * weekend * faker.number.float({ min: 0.7, max: 1.3 }))
        const sent = age % 7 === 2 ? faker.number.int({ min: 1100, max: 1500 }) : 0
        const opened = faker.number.int({ min: 3, max: 12 })
        const shipments = faker.number.int({ min: 8, max: 26 })
        return {
          id: `day-${index + 1}`,
          ownerUid: TEMPLATE_OWNER,
          day: daysAgo(age),
          visits: {
            direct: visits(22),
            search: visits(19),
            social: visits(14),
            email: visits(6),
            referral: visits(4),
          },
          tickets: { opened, resolved: Math.max(0, opened - faker.number.int({ min: -2, max: 3 })) },
          campaign: {
            sent,
            opened: Math.round(sent * faker.number.float({ min: 0.35, max: 0.48 })),
            clicked: Math.round(sent * faker.number.float({ min: 0.05, max: 0.1 })),
            bounced: Math.round(sent * faker.number.float({ min: 0.01, max: 0.02 })),
            unsubscribed: Math.round(sent * faker.number.float({ min: 0.001, max: 0.005 })),
          },
          leads: faker.number.int({ min: 2, max: 15 }),
          // What a small shop spends a day beyond the goods it sells.
          expenses: faker.number.int({ min: 4, max: 16 }),
          shipments,
          deliveredOnTime: shipments - faker.number.int({ min: 0, max: 3 }),
          exceptions: {
            damaged: faker.number.int({ min: 0, max: 1 }),
            lost: faker.helpers.weightedArrayElement([
              { value: 0, weight: 9 },
              { value: 1, weight: 1 },
            ]),
            address: faker.number.int({ min: 0, max: 2 }),
            refused: faker.helpers.weightedArrayElement([
              { value: 0, weight: 4 },
              { value: 1, weight: 1 },
            ]),
          },
        }
      }),
  },
}

export const SHOP_COLLECTIONS = [
  shopProductsCollection,
  shopOrdersCollection,
  shopProjectsCollection,
  shopVehiclesCollection,
  shopCoursesCollection,
  shopDaysCollection,
] as const
