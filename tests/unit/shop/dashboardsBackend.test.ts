import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type {
  AcademyDashboard,
  AnalyticsDashboard,
  CrmDashboard,
  EcommerceDashboard,
  LogisticsDashboard,
  ProjectRow,
  ShopTransaction,
} from '@/domain/shop/apiTypes'
import type { ListPage } from '@/domain/list'
import { API, idToken, mockHarness, T0 } from '../automations/mockHarness'

/**
 * The template dashboards' endpoints (docs/architecture.md, "The mock backend"): the token and the
 * caller's rules on every one, each workspace its own demo shop, the list query and its refusals.
 */
const CLIENT = 'shop-client'
const ADMIN = 'shop-admin'
const TODAY = new Date(T0).toISOString().slice(0, 10)

const SUMMARIES = ['analytics', 'crm', 'ecommerce', 'logistics', 'academy']
const LISTS = ['analytics/projects', 'crm/transactions', 'ecommerce/invoices', 'logistics/vehicles', 'academy/courses']

describe('the template dashboards in the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(CLIENT)
    await mock.signIn(ADMIN, 'admin@conversa.test')
  })

  it('answers 401 without a valid token, and nothing to someone without a profile (no rules)', async () => {
    for (const path of [...SUMMARIES, ...LISTS]) {
      const anonymous = await fetch(`${API}/dashboard/${path}`)
      expect(anonymous.status, path).toBe(401)
      expect(await anonymous.json()).toMatchObject({ error: { code: 'auth/missing-token' } })
      const stranger = await fetch(`${API}/dashboard/${path}`, { headers: { token: idToken('nobody') } })
      expect(stranger.status, path).toBe(403)
    }
  })

  it('gives each workspace the same demo shop, dated from its first visit, and never says whose', async () => {
    const client = await call<ListPage<ProjectRow>>(CLIENT, 'GET', '/dashboard/analytics/projects?itemsPerPage=-1')
    const admin = await call<ListPage<ProjectRow>>(ADMIN, 'GET', '/dashboard/analytics/projects?itemsPerPage=-1')
    expect(client.json.total).toBe(20)
    expect(admin.json.items.map((project) => project.name)).toEqual(client.json.items.map((project) => project.name))
    expect(client.text).not.toContain(ADMIN)
    expect(client.text).not.toContain('ownerUid')
    const orders = await call<ListPage<ShopTransaction>>(CLIENT, 'GET', '/dashboard/crm/transactions?itemsPerPage=-1')
    expect(orders.json.total).toBe(100)
    const days = orders.json.items.map((order) => order.day).sort()
    expect(days.at(-1)! <= TODAY).toBe(true)
    expect(Date.parse(TODAY) - Date.parse(days[0]!)).toBeLessThanOrEqual(180 * 86_400_000)
  })

  it('lets an admin delete projects of their own workspace only; a client may not delete', async () => {
    const mine = await call<ListPage<ProjectRow>>(ADMIN, 'GET', '/dashboard/analytics/projects?sortBy=name')
    const theirs = await call<ListPage<ProjectRow>>(CLIENT, 'GET', '/dashboard/analytics/projects?sortBy=name')
    const remove = (uid: string, ids: string[]) =>
      call(uid, 'DELETE', `/dashboard/analytics/projects?${ids.map((id) => `id=${encodeURIComponent(id)}`).join('&')}`)
    const refused = await remove(ADMIN, [theirs.json.items[0]!.id])
    expect(refused.status).toBe(404)
    expect((await remove(CLIENT, [theirs.json.items[0]!.id])).status).toBe(403)
    expect(await remove(ADMIN, [])).toMatchObject({
      status: 400,
      json: { error: { code: 'request/invalid', fields: { id: 'required' } } },
    })

    const ids = mine.json.items.slice(0, 2).map((project) => project.id)
    expect((await remove(ADMIN, ids)).status).toBe(204)
    expect((await call<ListPage<ProjectRow>>(ADMIN, 'GET', '/dashboard/analytics/projects')).json.total).toBe(18)
    expect((await call<ListPage<ProjectRow>>(CLIENT, 'GET', '/dashboard/analytics/projects')).json.total).toBe(20)
  })

  it('pages, sorts, searches and filters; refuses a query it cannot read with the fields at fault', async () => {
    const sorted = await call<ListPage<ShopTransaction>>(
      CLIENT,
      'GET',
      '/dashboard/ecommerce/invoices?sortBy=total&orderBy=desc&itemsPerPage=20&page=2',
    )
    expect(sorted.json.items).toHaveLength(20)
    const totals = sorted.json.items.map((invoice) => invoice.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const pending = await call<ListPage<ShopTransaction>>(
      CLIENT,
      'GET',
      '/dashboard/ecommerce/invoices?payment=pending&itemsPerPage=-1',
    )
    expect(
      pending.json.items.every((invoice) => invoice.payment === 'pending' && invoice.balance === invoice.total),
    ).toBe(true)
    const crm = await call<CrmDashboard>(CLIENT, 'GET', '/dashboard/crm')
    const late = await call<ListPage<ProjectRow>>(CLIENT, 'GET', '/dashboard/analytics/projects?status=late')
    expect(late.json.total).toBe(crm.json.projectStatus.late)
    const someone = sorted.json.items[0]!.customer.split(' ')[0]!
    const found = await call<ListPage<ShopTransaction>>(
      CLIENT,
      'GET',
      `/dashboard/crm/transactions?q=${someone.toUpperCase()}`,
    )
    expect(
      found.json.items.every((row) => row.customer.includes(someone) || row.email.includes(someone.toLowerCase())),
    ).toBe(true)

    expect(
      await call(CLIENT, 'GET', '/dashboard/logistics/vehicles?state=flying&itemsPerPage=7&sortBy=ownerUid'),
    ).toMatchObject({
      status: 400,
      json: {
        error: {
          code: 'list/invalid-query',
          fields: { state: 'unknown-value', itemsPerPage: 'not-offered', sortBy: 'unknown-field' },
        },
      },
    })
  })

  it('computes each dashboard from the same records, so the figures agree', async () => {
    const [analytics, crm, ecommerce, logistics, academy] = await Promise.all([
      call<AnalyticsDashboard>(CLIENT, 'GET', '/dashboard/analytics'),
      call<CrmDashboard>(CLIENT, 'GET', '/dashboard/crm'),
      call<EcommerceDashboard>(CLIENT, 'GET', '/dashboard/ecommerce'),
      call<LogisticsDashboard>(CLIENT, 'GET', '/dashboard/logistics'),
      call<AcademyDashboard>(CLIENT, 'GET', '/dashboard/academy'),
    ])
    expect(analytics.json.orders).toEqual(ecommerce.json.orders)
    expect(crm.json.sales).toEqual(ecommerce.json.revenue)
    expect(analytics.json.months).toEqual(ecommerce.json.months)
    expect(analytics.json.months.map((month) => month.month).at(-1)).toBe(TODAY.slice(0, 7))
    expect(Object.values(crm.json.projectStatus).reduce((a, b) => a + b)).toBe(20)
    expect(Object.values(logistics.json.byState).reduce((a, b) => a + b)).toBe(logistics.json.total)
    expect(logistics.json.total).toBe(25)
    expect(academy.json.topics.reduce((sum, topic) => sum + topic.students, 0)).toBeGreaterThan(0)
    expect(academy.json.webinar.day > TODAY).toBe(true)
    // Refunded or cancelled orders are no sales: the methods' sales add up to the month's revenue.
    const byMethod = Object.values(ecommerce.json.paymentMethods).reduce((a, b) => a + b)
    expect(byMethod).toBeCloseTo(ecommerce.json.revenue.value, 2)
  })
})
