import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DemoLoginsResponse, RoleSummary, RolesResponse } from '@/domain/roles'
import { workspaceRules } from '@/domain/workspaces'
import type { AbilityRule } from '@/lib/ability'
import type { SessionResponse } from '@/mocks/api/session'
import { ROLE_RULES } from '@/mocks/api/roles'
import { API, mockHarness } from '../automations/mockHarness'

/**
 * Roles in the mock backend: the rules a user receives are their role's stored rules,
 * an admin's change reaches the next session load and every request at once, and the backend
 * refuses what the rules deny even when no screen is involved.
 */
const ADMIN = 'roles-admin'
const CLIENT = 'roles-client'
const DELIVERIES = '/webhooks/instagram/deliveries'
const withWebhooks = [...ROLE_RULES.client, { action: 'read', subject: 'AclDemo' }]
/** The rules a session carries: the role's, as the owner of one's own workspace (src/domain/workspaces). */
const inOwnWorkspace = (rules: readonly object[]) => workspaceRules(rules as AbilityRule[], 'owner')

describe('roles in the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(ADMIN, 'admin@conversa.test')
    await mock.signIn(CLIENT)
  })

  it('lists the roles with their holders to those who may read them, and to nobody else', async () => {
    expect((await fetch(`${API}/roles`)).status).toBe(401)
    expect((await call(CLIENT, 'GET', '/roles')).status).toBe(403)
    const listed = await call<RolesResponse>(ADMIN, 'GET', '/roles')
    // The seeded demo admin and client, plus the client profile made at this test's sign-in.
    expect(listed.json.roles.map(({ id, users, yours }) => ({ id, users, yours }))).toEqual([
      { id: 'admin', users: 1, yours: true },
      { id: 'client', users: 2, yours: false },
    ])
    expect(listed.json.roles[1]!.rules).toEqual(ROLE_RULES.client)
  })

  it('grants and revokes a right: the session and every request follow the stored rules', async () => {
    expect((await call(CLIENT, 'GET', DELIVERIES)).status).toBe(403)

    const granted = await call<RoleSummary>(ADMIN, 'PUT', '/roles/client', { rules: withWebhooks })
    expect(granted.status).toBe(200)
    expect(granted.json.rules).toEqual(withWebhooks)
    const session = await call<SessionResponse>(CLIENT, 'GET', '/session')
    expect(session.json.abilityRules).toEqual(inOwnWorkspace(withWebhooks))
    expect((await call(CLIENT, 'GET', DELIVERIES)).status).toBe(200)

    expect((await call(ADMIN, 'PUT', '/roles/client', { rules: ROLE_RULES.client })).status).toBe(200)
    expect((await call(CLIENT, 'GET', DELIVERIES)).status).toBe(403)
    expect((await call<SessionResponse>(CLIENT, 'GET', '/session')).json.abilityRules).toEqual(
      inOwnWorkspace(ROLE_RULES.client),
    )
  })

  it('refuses a change from someone without the right, whatever the screen showed', async () => {
    const everything = [{ action: 'manage', subject: 'all' }]
    const attempt = await call<{ error: { code: string } }>(CLIENT, 'PUT', '/roles/client', { rules: everything })
    expect(attempt.status).toBe(403)
    expect((await call<SessionResponse>(CLIENT, 'GET', '/session')).json.abilityRules).toEqual(
      inOwnWorkspace(ROLE_RULES.client),
    )
  })

  it('refuses editing one’s own role, unknown names and unsound conditions, saying why', async () => {
    const own = await call<{ error: { code: string } }>(ADMIN, 'PUT', '/roles/admin', { rules: [] })
    expect([own.status, own.json.error.code]).toEqual([409, 'roles/own-role'])

    const unknown = await call<{ error: { code: string; problems: unknown[] } }>(ADMIN, 'PUT', '/roles/client', {
      rules: [
        { action: 'read', subject: 'Spaceship' },
        { action: 'launch', subject: 'Automation' },
        { action: 'read', subject: 'Automation', conditions: { $where: 'sleep(1000)' } },
      ],
    })
    expect(unknown.status).toBe(422)
    expect(unknown.json.error.problems).toEqual([
      { code: 'unknown-subject', index: 0, value: 'Spaceship' },
      { code: 'unknown-action', index: 1, value: 'launch' },
      { code: 'bad-conditions', index: 2 },
    ])
    expect((await call(ADMIN, 'PUT', '/roles/client', 'not json')).status).toBe(400)
    expect((await call(ADMIN, 'PUT', '/roles/nobody', { rules: [] })).status).toBe(404)
    expect((await call<RolesResponse>(ADMIN, 'GET', '/roles')).json.roles[1]!.rules).toEqual(ROLE_RULES.client)
  })
  it('changes one area for several roles in one go, with the same checks, all or nothing', async () => {
    const path = '/permissions/AclDemo'
    expect((await call(CLIENT, 'PUT', path, { grants: { client: ['read'] } })).status).toBe(403)
    expect((await call(ADMIN, 'PUT', '/permissions/Spaceship', { grants: {} })).status).toBe(404)
    expect((await call(ADMIN, 'PUT', path, { grants: { client: ['fly'] } })).status).toBe(422)

    const granted = await call<RolesResponse>(ADMIN, 'PUT', path, { grants: { client: ['read'] } })
    expect(granted.status).toBe(200)
    const clientRules = granted.json.roles.find((role) => role.id === 'client')!.rules
    expect(clientRules).toHaveLength(withWebhooks.length)
    expect(clientRules).toEqual(expect.arrayContaining(withWebhooks))
    expect((await call(CLIENT, 'GET', DELIVERIES)).status).toBe(200)

    // The admin's own role is full access: giving it the same area again changes nothing and passes;
    // a change to the client alongside a refused one is not stored either.
    expect((await call(ADMIN, 'PUT', path, { grants: { admin: ['read'], client: ['read'] } })).status).toBe(200)
    const refused = await call<{ error: { code: string } }>(ADMIN, 'PUT', path, { grants: { client: [], nobody: [] } })
    expect([refused.status, refused.json.error.code]).toEqual([404, 'roles/not-found'])
    expect((await call(CLIENT, 'GET', DELIVERIES)).status).toBe(200)
  })
  it('offers the demo logins to anyone, with the rules their roles grant now', async () => {
    await call(ADMIN, 'PUT', '/roles/client', { rules: withWebhooks })
    const response = await fetch(`${API}/demo-logins`)
    expect(response.status).toBe(200)
    const { logins } = (await response.json()) as DemoLoginsResponse
    expect(logins.map(({ email, role }) => [email, role])).toEqual([
      ['admin@conversa.test', 'admin'],
      ['client@conversa.test', 'client'],
    ])
    expect(logins[1]!.rules).toEqual(withWebhooks)
  })
})
