import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationSummary, DashboardResponse } from '@/domain/automations/apiTypes'
import type { ListPage } from '@/domain/list'
import type { AutomationRun } from '@/domain/automations/runs'
import type { InstagramConnection, SentByAccount, WebhookDeliveriesResponse } from '@/domain/instagram/apiTypes'
import { API, mockHarness } from './mockHarness'

/**
 * docs/product.md, "Workspaces", request by request: an account belongs to one workspace at a
 * time, and no endpoint answers one workspace with another's data or lets it act on it.
 */
const CLIENT = 'client-workspace'
const ADMIN = 'admin-workspace'
const CAFE = 'cafe.aurora'
const STUDIO = 'studio.lumen'

/** Every endpoint that reads, with the query strings the screens use. */
const READS = [
  '/automations',
  '/automations?status=paused&q=x&page=2&itemsPerPage=5',
  '/automations/accounts',
  '/automations/runs',
  '/automations/runs?status=sent&itemsPerPage=100',
  '/automations/dashboard',
  '/integrations/instagram',
  '/webhooks/instagram/deliveries',
  '/webhooks/instagram/outbox',
  '/webhooks/instagram/simulator',
]

describe('workspaces in the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(CLIENT)
    await mock.signIn(ADMIN, 'admin@conversa.test')
  })

  /** Everything a workspace's traffic leaves behind, by id: what no other workspace may ever see. */
  async function footprint(uid: string, username: string) {
    const automation = await mock.createAutomation(uid, username, { name: `Link of ${uid}` })
    const comment = await mock.deliver(username, { kind: 'comment', text: `link for ${uid}` })
    await mock.deliver(username, { kind: 'message', text: `hello ${uid}`, person: 2 })
    const runs = (await call<ListPage<AutomationRun>>(uid, 'GET', '/automations/runs?itemsPerPage=100')).json.items
    const connection = (await call<InstagramConnection[]>(uid, 'GET', '/integrations/instagram')).json[0]!
    const outbox = await mock.backend.instagram.outbox(connection.accountId)
    expect(runs.length).toBeGreaterThan(0)
    expect(outbox.length).toBeGreaterThan(0)
    return [
      automation.id,
      `Link of ${uid}`,
      comment,
      `link for ${uid}`,
      `hello ${uid}`,
      connection.id,
      connection.accountId,
      ...runs.map((run) => run.id),
      ...outbox.map((entry) => entry.id),
    ]
  }

  it('refuses to connect an account another workspace holds, with its own error code', async () => {
    expect((await mock.connect(CLIENT, CAFE)).status).toBe(201)
    const refused = await mock.connect(ADMIN, CAFE)
    expect(refused).toMatchObject({ status: 409, json: { error: { code: 'instagram/account-taken' } } })
    expect((await call<InstagramConnection[]>(ADMIN, 'GET', '/integrations/instagram')).json).toEqual([])
    // Renewing consent for one's own account is not "another workspace".
    expect((await mock.connect(CLIENT, CAFE)).status).toBe(201)
    expect((await mock.connect(ADMIN, STUDIO)).status).toBe(201)
  })

  it('answers no read endpoint with another workspace’s ids', async () => {
    await mock.connect(CLIENT, CAFE)
    await mock.connect(ADMIN, STUDIO)
    const clientIds = await footprint(CLIENT, CAFE)
    const adminIds = await footprint(ADMIN, STUDIO)
    for (const path of READS) {
      const asAdmin = await call(ADMIN, 'GET', path)
      expect(asAdmin.status, path).toBe(200)
      for (const id of clientIds) expect(asAdmin.text, `${path} as the admin`).not.toContain(id)
      const asClient = await call(CLIENT, 'GET', path)
      // The client may not read the webhooks screen's endpoints at all (read on AclDemo).
      expect(asClient.status, path).toBe(path.startsWith('/webhooks') ? 403 : 200)
      for (const id of adminIds) expect(asClient.text, `${path} as the client`).not.toContain(id)
    }
  })

  it('lets no workspace act on another’s automations, accounts or connections', async () => {
    await mock.connect(CLIENT, CAFE)
    await mock.connect(ADMIN, STUDIO)
    const automation = await mock.createAutomation(CLIENT, CAFE)
    const connection = (await call<InstagramConnection[]>(CLIENT, 'GET', '/integrations/instagram')).json[0]!
    const cafe = await mock.accountIdOf(CAFE)
    const attempts: [string, string, unknown, number][] = [
      ['GET', `/automations/${automation.id}`, undefined, 404],
      ['PATCH', `/automations/${automation.id}`, { status: 'paused' }, 404],
      ['POST', `/automations/${automation.id}/duplicate`, undefined, 404],
      ['DELETE', `/automations/${automation.id}`, undefined, 404],
      ['GET', `/automations/runs?automationId=${automation.id}`, undefined, 404],
      ['POST', '/automations/test', { accountId: cafe, kind: 'comment', text: 'link' }, 422],
      ['POST', '/automations', { ...automation, name: 'Taken over' }, 422],
      ['POST', `/integrations/instagram/${connection.id}/refresh`, undefined, 404],
      ['DELETE', `/integrations/instagram/${connection.id}`, undefined, 404],
      ['POST', '/webhooks/instagram/simulator/expire-soon', { accountId: cafe }, 404],
    ]
    for (const [method, path, body, status] of attempts)
      expect((await call(ADMIN, method, path, body)).status, `${method} ${path}`).toBe(status)
    expect((await call<AutomationSummary>(CLIENT, 'GET', `/automations/${automation.id}`)).json.status).toBe('active')
    expect((await call<InstagramConnection[]>(CLIENT, 'GET', '/integrations/instagram')).json).toHaveLength(1)
  })

  it('shows a workspace nothing of an account from before it connected it', async () => {
    await mock.connect(ADMIN, CAFE)
    const adminIds = await footprint(ADMIN, CAFE)
    const connection = (await call<InstagramConnection[]>(ADMIN, 'GET', '/integrations/instagram')).json[0]!
    expect((await call(ADMIN, 'DELETE', `/integrations/instagram/${connection.id}`)).status).toBe(204)
    mock.advance(60_000)
    expect((await mock.connect(CLIENT, CAFE)).status).toBe(201)
    const dashboard = (await call<DashboardResponse>(CLIENT, 'GET', '/automations/dashboard')).json
    expect(dashboard).toMatchObject({ latestEvents: [], messagesSent: 0 })
    for (const path of READS.filter((read) => !read.startsWith('/webhooks'))) {
      const reply = await call(CLIENT, 'GET', path)
      for (const id of adminIds.filter((value) => value !== connection.accountId))
        expect(reply.text, path).not.toContain(id)
    }
    // The admin, no longer holding it, reads nothing of it either.
    expect(
      (await call<WebhookDeliveriesResponse>(ADMIN, 'GET', '/webhooks/instagram/deliveries')).json.deliveries,
    ).toEqual([])
    expect((await call<SentByAccount[]>(ADMIN, 'GET', '/webhooks/instagram/outbox')).json).toEqual([])
    expect((await call<ListPage<AutomationRun>>(ADMIN, 'GET', '/automations/runs')).json.total).toBe(0)
  })

  it('answers every endpoint only with a valid token and the caller’s permissions', async () => {
    const endpoints: [string, string][] = [
      ...READS.map((path): [string, string] => ['GET', path]),
      ['POST', '/automations'],
      ['POST', '/automations/test'],
      ['GET', '/automations/aut-x'],
      ['PATCH', '/automations/aut-x'],
      ['POST', '/automations/aut-x/duplicate'],
      ['DELETE', '/automations/aut-x'],
      ['POST', '/integrations/instagram/connect'],
      ['POST', '/integrations/instagram/callback'],
      ['POST', '/integrations/instagram/x/refresh'],
      ['DELETE', '/integrations/instagram/x'],
      ['POST', '/webhooks/instagram/simulator/expire-soon'],
    ]
    for (const [method, path] of endpoints) {
      const anonymous = await fetch(`${API}${path}`, { method })
      expect(anonymous.status, `${method} ${path} without a token`).toBe(401)
      // A valid token of someone with no profile (hence no rules) is refused too.
      expect(
        (await call('nobody-signed-in', method, path, method === 'GET' || method === 'DELETE' ? undefined : {})).status,
        `${method} ${path} without rules`,
      ).toBe(403)
    }
  })
})
