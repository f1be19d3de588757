import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '@/lib/apiClient'
import { createMockServer } from '@/mocks/node'
import { startServerEvents } from '@/runtime/serverEvents'

const PROJECT = 'demo-conversa'
const clock = Date.UTC(2026, 10, 29, 10)

/** An Auth-emulator ID token: unsigned, the claims are what the backend checks. */
function idToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const iat = Math.floor(clock / 1000)
  const claims = { aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}`, sub: uid, iat, exp: iat + 3600 }
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, email: `${uid}@conversa.test` })}.`
}

/** The sync feed of a team: what is announced for a workspace reaches its members, and only while they are. */
describe('server events in a team', () => {
  const { backend, server } = createMockServer({ projectId: PROJECT, now: () => clock })

  /** A signed-in app listening to the stream; records the resources it refreshes. */
  function app(uid: string) {
    const api = createApiClient({ baseUrl: 'http://conversa.test/api', log: () => {} })
    api.setTokenProvider(async () => idToken(uid))
    const queryClient = new QueryClient()
    const refreshed: unknown[] = []
    const invalidate = queryClient.invalidateQueries.bind(queryClient)
    queryClient.invalidateQueries = (filters?: InvalidateQueryFilters) => {
      refreshed.push(filters?.queryKey ?? 'all')
      return invalidate(filters)
    }
    let connected = false
    const stop = startServerEvents({
      api,
      queryClient,
      onNotice: () => {},
      onConnection: (open) => void (connected = open),
      retryDelay: () => 10,
    })
    return { refreshed, stop, opened: () => expect.poll(() => connected).toBe(true) }
  }
  const membership = (uid: string, role: string) => ({
    id: `owner|${uid}`,
    ownerUid: uid,
    workspaceId: 'owner',
    uid,
    email: `${uid}@conversa.test`,
    role,
    joinedAt: new Date(clock).toISOString(),
  })

  beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => server.close())
  beforeEach(() => backend.db.reset())

  it('tells every member of a change to the workspace, a removed member no longer, and a stranger never', async () => {
    const member = app('member')
    const stranger = app('stranger')
    await member.opened()
    await stranger.opened()
    const now = new Date(clock).toISOString()
    await backend.db.collection('workspaces').insert({
      id: 'owner',
      ownerUid: 'owner',
      name: 'Owner',
      createdAt: now,
      humanAgentEnabled: false,
      pauseAutomationsMinutes: null,
    } as never)
    await backend.db.collection('memberships').insert(membership('owner', 'owner') as never)
    await backend.db.collection('memberships').insert(membership('member', 'agent') as never)
    await backend.db.collection('automations').insert({ id: 'a1', ownerUid: 'owner' } as never)
    await expect.poll(() => member.refreshed).toEqual(['all', ['workspaces'], ['automations']])

    await backend.db.collection('memberships').remove('owner|member')
    await backend.db.collection('automations').insert({ id: 'a2', ownerUid: 'owner' } as never)
    // What they still hear of: their own workspace.
    await backend.db.collection('automations').insert({ id: 'a3', ownerUid: 'member' } as never)
    await expect
      .poll(() => member.refreshed)
      .toEqual(['all', ['workspaces'], ['automations'], ['workspaces'], ['automations']])
    expect(stranger.refreshed).toEqual(['all'])
    member.stop()
    stranger.stop()
  })
})
