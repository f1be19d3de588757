import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { NotificationsResponse } from '@/domain/shell/notifications'
import type { SearchResponse } from '@/domain/shell/search'
import type { ShortcutsResponse } from '@/domain/shell/shortcuts'
import { SIGNATURE_HEADER } from '@/domain/instagram/signature'
import { API, mockHarness } from '../automations/mockHarness'

/**
 * The navbar's endpoints: global search, notifications and shortcuts answer only
 * with a valid token, only with the caller's workspace, and only what their rules let them read.
 */
const CLIENT = 'client-navbar'
const OTHER = 'other-navbar'
const ADMIN = 'admin-navbar'
const CAFE = 'cafe.aurora'
const STUDIO = 'studio.lumen'
const DAY = 86_400_000

describe('the navbar endpoints of the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(CLIENT)
    await mock.signIn(OTHER)
    await mock.signIn(ADMIN, 'admin@conversa.test')
  })

  it('refuses every navbar endpoint without a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/search?q=a'],
      ['GET', '/notifications'],
      ['POST', '/notifications/read'],
      ['GET', '/shortcuts'],
      ['PATCH', '/shortcuts'],
    ] as const) {
      const response = await fetch(`${API}${path}`, { method, headers: { token: 'nope' } })
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it('searches the caller’s automations and accounts, never another workspace’s', async () => {
    await mock.connect(CLIENT, CAFE)
    await mock.connect(OTHER, STUDIO)
    const mine = await mock.createAutomation(CLIENT, CAFE, { name: 'Promoção de verão' })
    await mock.createAutomation(OTHER, STUDIO, { name: 'Promoção de inverno' })

    const found = await call<SearchResponse>(CLIENT, 'GET', '/search?q=promocao')
    expect(found.status).toBe(200)
    expect(found.json.hits).toEqual([
      expect.objectContaining({
        source: 'automations',
        id: mine.id,
        title: 'Promoção de verão',
        route: 'automation-edit',
        params: { id: mine.id },
      }),
    ])
    const accounts = await call<SearchResponse>(CLIENT, 'GET', '/search?q=lumen')
    expect(accounts.json.hits).toEqual([])
    // The account, and the automation that answers on it.
    const own = await call<SearchResponse>(CLIENT, 'GET', '/search?q=aurora')
    expect(own.json.hits).toEqual([
      expect.objectContaining({ source: 'automations', id: mine.id, subtitle: `@${CAFE}` }),
      expect.objectContaining({
        source: 'accounts',
        title: `@${CAFE}`,
        subtitle: 'Café Aurora',
        route: 'integrations',
      }),
    ])
    expect((await call<SearchResponse>(CLIENT, 'GET', '/search?q=')).json.hits).toEqual([])
    expect((await call(CLIENT, 'GET', `/search?q=${'x'.repeat(101)}`)).status).toBe(400)
  })

  it('searches invoices for the roles that read them, by number or client, and opens the preview', async () => {
    const invoices = async (user: string, query: string) =>
      (await call<SearchResponse>(user, 'GET', `/search?q=${encodeURIComponent(query)}`)).json.hits.filter(
        (hit) => hit.source === 'invoices',
      )
    const byNumber = await invoices(ADMIN, '5001')
    expect(byNumber).toEqual([
      expect.objectContaining({ source: 'invoices', route: 'invoice-preview', params: { id: '5001' } }),
    ])
    const client = byNumber[0]!.title.split(' · ')[1]!
    expect((await invoices(ADMIN, client)).map((hit) => hit.title)).toContain(`#5001 · ${client}`)
    // Deleted invoices are not found; the client role reads no invoices at all.
    expect((await call(ADMIN, 'DELETE', '/invoices/5001')).status).toBe(204)
    expect(await invoices(ADMIN, '5001')).toEqual([])
    expect((await call<SearchResponse>(CLIENT, 'GET', '/search?q=5002')).json.hits).toEqual([])
  })

  it("searches the shop's products, orders and customers for those who read e-commerce, and opens each", async () => {
    const order = (await call<SearchResponse>(ADMIN, 'GET', '/search?q=5050')).json.hits.find(
      (hit) => hit.source === 'orders',
    )!
    expect(order).toMatchObject({ route: 'ecommerce-order-details', params: { id: '5050' } })
    const customerName = order.title.split(' · ')[1]!
    const byName = (await call<SearchResponse>(ADMIN, 'GET', `/search?q=${encodeURIComponent(customerName)}`)).json
    expect(byName.hits).toContainEqual(
      expect.objectContaining({ source: 'customers', title: customerName, route: 'ecommerce-customer-details' }),
    )
    const products = (await call<SearchResponse>(ADMIN, 'GET', '/search?q=grinder')).json.hits.filter(
      (hit) => hit.source === 'products',
    )
    expect(products.length).toBeGreaterThan(0)
    expect(products.every((hit) => /grinder/i.test(hit.title) && hit.route === 'ecommerce-product-edit')).toBe(true)
    // A deleted order is not found; the client role reads no shop records at all.
    expect((await call(ADMIN, 'DELETE', '/ecommerce/orders/5050')).status).toBe(204)
    const after = (await call<SearchResponse>(ADMIN, 'GET', '/search?q=5050')).json.hits
    expect(after.filter((hit) => hit.source === 'orders')).toEqual([])
    expect((await call<SearchResponse>(CLIENT, 'GET', '/search?q=grinder')).json.hits).toEqual([])
  })

  it('tells of a failed run, links to its history, and keeps read marks per person', async () => {
    await mock.connect(CLIENT, CAFE)
    const automation = await mock.createAutomation(CLIENT, CAFE, {
      name: 'Link do produto',
      actions: [{ kind: 'private-reply', message: { text: 'x', quickReplies: [], buttons: [] } }],
    })
    const connection = (await mock.backend.instagramConnections.all())[0]!
    await mock.backend.instagramConnections.update(connection.id, { accessToken: 'IGAA-not-a-token' })
    await mock.deliver(CAFE, { kind: 'comment', text: 'link' })

    const listed = await call<NotificationsResponse>(CLIENT, 'GET', '/notifications')
    expect(listed.json.unread).toBe(1)
    const [failed] = listed.json.items
    expect(failed).toMatchObject({
      kind: 'run-failed',
      subject: 'Link do produto',
      route: 'automation-runs',
      params: { id: automation.id },
      read: false,
    })
    expect((await call<NotificationsResponse>(OTHER, 'GET', '/notifications')).json.items).toEqual([])

    // Someone else's id is ignored; the caller's own is marked.
    expect((await call(OTHER, 'POST', '/notifications/read', { ids: [failed!.id] })).status).toBe(204)
    expect((await call<NotificationsResponse>(CLIENT, 'GET', '/notifications')).json.unread).toBe(1)
    expect((await call(CLIENT, 'POST', '/notifications/read', { ids: [failed!.id] })).status).toBe(204)
    expect((await call<NotificationsResponse>(CLIENT, 'GET', '/notifications')).json).toMatchObject({
      unread: 0,
      items: [{ id: failed!.id, read: true }],
    })
    expect((await call(CLIENT, 'POST', '/notifications/read', { ids: 'all' })).status).toBe(400)
  })

  it('warns of a token about to expire, then expired, and of an account Instagram disconnected', async () => {
    await mock.connect(CLIENT, CAFE)
    const kinds = async () =>
      (await call<NotificationsResponse>(CLIENT, 'GET', '/notifications')).json.items.map((item) => item.kind)
    expect(await kinds()).toEqual([])
    const stored = (await mock.backend.instagramConnections.all())[0]!
    mock.advance(stored.tokenExpiresAt - mock.now() - 3 * DAY)
    expect(await kinds()).toEqual(['token-expiring'])
    mock.advance(4 * DAY)
    expect(await kinds()).toEqual(['token-expired'])

    await mock.connect(OTHER, STUDIO)
    await mock.backend.instagram.revokeAccess(await mock.accountIdOf(STUDIO))
    await call(OTHER, 'GET', '/integrations/instagram') // the backend's check finds the revoked token
    const other = await call<NotificationsResponse>(OTHER, 'GET', '/notifications')
    expect(other.json.items).toEqual([
      expect.objectContaining({ kind: 'account-disconnected', subject: STUDIO, route: 'integrations' }),
    ])
  })

  it('tells those who may read webhooks of a forged delivery, and nobody else', async () => {
    const forged = await fetch(`${API}/webhooks/instagram`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: 'sha256=forged' },
      body: JSON.stringify({ object: 'instagram', entry: [] }),
    })
    expect(forged.status).toBe(401)
    const admin = await call<NotificationsResponse>(ADMIN, 'GET', '/notifications')
    expect(admin.json.items).toEqual([expect.objectContaining({ kind: 'forged-webhook', route: 'instagram-webhooks' })])
    expect((await call<NotificationsResponse>(CLIENT, 'GET', '/notifications')).json.items).toEqual([])
  })

  it('keeps each person’s shortcuts, offering only menu entries they may open', async () => {
    expect((await call<ShortcutsResponse>(CLIENT, 'GET', '/shortcuts')).json.routes).toEqual([
      'dashboards',
      'automations',
      'integrations',
      'account-tab',
    ])
    const saved = await call<ShortcutsResponse>(CLIENT, 'PATCH', '/shortcuts', {
      routes: ['integrations', 'automations'],
    })
    expect(saved.json.routes).toEqual(['integrations', 'automations'])
    expect((await call<ShortcutsResponse>(CLIENT, 'GET', '/shortcuts')).json.routes).toEqual([
      'integrations',
      'automations',
    ])
    expect((await call<ShortcutsResponse>(OTHER, 'GET', '/shortcuts')).json.routes).toHaveLength(4)

    // A client may not open the webhooks screen; an admin may. Unknown and non-menu routes are refused.
    expect((await call(CLIENT, 'PATCH', '/shortcuts', { routes: ['instagram-webhooks'] })).status).toBe(422)
    expect((await call(ADMIN, 'PATCH', '/shortcuts', { routes: ['instagram-webhooks'] })).status).toBe(200)
    expect((await call(CLIENT, 'PATCH', '/shortcuts', { routes: ['automation-new'] })).status).toBe(422)
    expect((await call(CLIENT, 'PATCH', '/shortcuts', { routes: ['nope'] })).status).toBe(422)
    expect((await call(CLIENT, 'PATCH', '/shortcuts', { routes: 'automations' })).status).toBe(400)
    expect((await call(CLIENT, 'PATCH', '/shortcuts', { routes: Array(13).fill('automations') })).status).toBe(422)
  })
})
