import { http, json } from '@/server/http/route'
import type { ProjectRow, ShopTransaction } from '@/domain/shop/apiTypes'
import {
  COURSE_TOPICS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROJECT_STATUSES,
  VEHICLE_STATES,
  VEHICLE_WARNINGS,
  type ShopCourse,
  type ShopOrder,
  type ShopProject,
  type ShopVehicle,
} from '@/domain/shop/model'
import {
  academyDashboard,
  analyticsDashboard,
  crmDashboard,
  ecommerceDashboard,
  logisticsDashboard,
  type ShopRecords,
} from '@/server/shop/dashboards'
import { z } from 'zod'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint, repeated } from '../endpoint'
import { API, apiError } from '../http'
import { queryList, type ListSpec } from '../listQuery'
import { workspaceShop } from '../shop/workspaceShop'
import type { MockBackend } from '../types'
import { todayOf } from './workspaces'

const BASE = `${API}/dashboard`

/** Drops the owner: a response never says whose a record is. */
const withoutOwner = <T extends { ownerUid: string }>({ ownerUid: _owner, ...rest }: T) => rest

const projectsSpec: ListSpec<ShopProject> = {
  searchIn: (project) => [project.name, project.leader, ...project.team],
  sortable: {
    name: (project) => project.name,
    leader: (project) => project.leader,
    progress: (project) => project.progress,
    due: (project) => project.due,
  },
  defaultSort: { sortBy: 'due', orderBy: 'asc' },
  filters: { status: { values: PROJECT_STATUSES, matches: (project, status) => project.status === status } },
}

const transactionsSpec: ListSpec<ShopOrder> = {
  searchIn: (order) => [String(order.number), order.customer, order.email],
  sortable: {
    number: (order) => order.number,
    customer: (order) => order.customer,
    day: (order) => order.day,
    total: (order) => order.total,
    balance: (order) => balanceOf(order),
  },
  defaultSort: { sortBy: 'number', orderBy: 'desc' },
  filters: {
    payment: { values: PAYMENT_STATUSES, matches: (order, payment) => order.payment === payment },
    method: { values: PAYMENT_METHODS, matches: (order, method) => order.method === method },
  },
}

const vehiclesSpec: ListSpec<ShopVehicle> = {
  searchIn: (vehicle) => [vehicle.plate, vehicle.driver, vehicle.location, vehicle.from.city, vehicle.to.city],
  sortable: {
    plate: (vehicle) => vehicle.plate,
    from: (vehicle) => vehicle.from.city,
    to: (vehicle) => vehicle.to.city,
    progress: (vehicle) => vehicle.progress,
  },
  filters: {
    state: { values: VEHICLE_STATES, matches: (vehicle, state) => vehicle.state === state },
    warning: { values: VEHICLE_WARNINGS, matches: (vehicle, warning) => vehicle.warning === warning },
  },
}

const coursesSpec: ListSpec<ShopCourse> = {
  searchIn: (course) => [course.title, course.instructor],
  sortable: {
    title: (course) => course.title,
    instructor: (course) => course.instructor,
    students: (course) => course.students,
    progress: (course) => course.completedTasks / course.totalTasks,
  },
  filters: { topic: { values: COURSE_TOPICS, matches: (course, topic) => course.topic === topic } },
}

/** What is left to pay on an order: all of it while the payment is pending or failed. */
function balanceOf(order: ShopOrder): number {
  return order.payment === 'pending' || order.payment === 'failed' ? order.total : 0
}

function transactionOf(order: ShopOrder): ShopTransaction {
  const { id, number, customer, email, day, total, payment, method } = order
  return { id, number, customer, email, day, total, balance: balanceOf(order), payment, method }
}

/**
 * The template dashboards (`/dashboards/analytics`, `crm`, `ecommerce`, `logistics`, `academy`):
 * each reads the caller's demo shop (docs/architecture.md, "The mock backend"). Every endpoint
 * checks the token and the caller's right to read dashboards, and answers with the caller's
 * workspace only; lists take the list query and refuse what they cannot read with a 400.
 */
export function dashboardHandlers(backend: MockBackend) {
  // An order deleted in the e-commerce app (kept, flagged, for its Undo) is no longer the shop's.
  const shopOf = async (user: VerifiedIdToken): Promise<ShopRecords> => {
    const shop = await workspaceShop(backend.db, user.uid, todayOf(backend))
    return { ...shop, orders: shop.orders.filter((order) => order.removedAt === undefined) }
  }

  const summary = <T>(name: string, compute: (records: ShopRecords, today: string) => T) =>
    http.get(
      `${BASE}/${name}`,
      endpoint(backend, { can: ['read', 'Dashboard'] }, async ({ user }) =>
        json(compute(await shopOf(user), todayOf(backend)) as object),
      ),
    )

  const list = <T, R>(
    path: string,
    spec: ListSpec<T>,
    pick: (records: ShopRecords) => readonly T[],
    row: (item: T) => R,
  ) =>
    http.get(
      `${BASE}/${path}`,
      endpoint(backend, { can: ['read', 'Dashboard'], query: spec }, async ({ user, query }) => {
        const page = queryList(pick(await shopOf(user)), query, spec)
        return json({ items: page.items.map(row), total: page.total })
      }),
    )

  return [
    summary('analytics', analyticsDashboard),
    summary('crm', crmDashboard),
    summary('ecommerce', ecommerceDashboard),
    summary('logistics', logisticsDashboard),
    summary('academy', academyDashboard),
    list(
      'analytics/projects',
      projectsSpec,
      (shop) => shop.projects,
      (project): ProjectRow => withoutOwner(project),
    ),
    list('crm/transactions', transactionsSpec, (shop) => shop.orders, transactionOf),
    list('ecommerce/invoices', transactionsSpec, (shop) => shop.orders, transactionOf),
    list('logistics/vehicles', vehiclesSpec, (shop) => shop.vehicles, withoutOwner),
    list('academy/courses', coursesSpec, (shop) => shop.courses, withoutOwner),
    // Deleting projects, the table's bulk action, needs more than reading: admins only. Only the
    // caller's own projects; a request naming any other id is refused whole.
    http.delete(
      `${BASE}/analytics/projects`,
      endpoint(
        backend,
        // `?id=a&id=b`: the ids to delete.
        { can: ['delete', 'Dashboard'], query: z.object({ id: repeated(z.array(z.string().min(1)).min(1)) }) },
        async ({ user, query: { id: ids } }) =>
          backend.db.transaction(async (db) => {
            const projects = db.collection<ShopProject>('shopProjects')
            const mine = new Set((await projects.ownedBy(user.uid)).map((project) => project.id))
            const unknown = ids.filter((id) => !mine.has(id))
            if (unknown.length > 0) return apiError(404, 'projects/not-found', 'No such project in your workspace.')
            for (const id of ids) await projects.remove(id)
            return new Response(null, { status: 204 })
          }),
      ),
    ),
  ]
}
