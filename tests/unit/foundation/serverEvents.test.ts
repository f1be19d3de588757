import { QueryClient, QueryObserver, type InvalidateQueryFilters } from '@tanstack/react-query'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ServerNotice } from '@/domain/sync/serverEvents'
import { createApiClient } from '@/lib/apiClient'
import { createMockServer } from '@/mocks/node'
import { startServerEvents } from '@/runtime/serverEvents'

const PROJECT = 'demo-conversa'
const clock = Date.UTC(2026, 10, 22, 10)

/** An Auth-emulator ID token: unsigned, the claims are what the backend checks. */
function idToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const iat = Math.floor(clock / 1000)
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}`, sub: uid, iat, exp: iat + 3600, email: `${uid}@conversa.test` })}.`
}

describe('server events: the mock announces changes, the app refreshes what they touch', () => {
  const { backend, server } = createMockServer({ projectId: PROJECT, now: () => clock })
  const apiFor = (uid: string) => {
    const api = createApiClient({ baseUrl: 'http://conversa.test/api', log: () => {} })
    api.setTokenProvider(async () => idToken(uid))
    return api
  }

  /** A signed-in app listening to the stream; records what it refreshes (`all` for everything). */
  function app(uid: string) {
    const queryClient = new QueryClient()
    const refreshed: unknown[] = []
    const invalidate = queryClient.invalidateQueries.bind(queryClient)
    queryClient.invalidateQueries = (filters?: InvalidateQueryFilters) => {
      refreshed.push(filters?.queryKey ?? 'all')
      return invalidate(filters)
    }
    const notices: ServerNotice[] = []
    let connected = false
    const stop = startServerEvents({
      api: apiFor(uid),
      queryClient,
      onNotice: (notice) => notices.push(notice),
      onConnection: (open) => void (connected = open),
      retryDelay: () => 10,
    })
    const opened = () => expect.poll(() => connected).toBe(true)
    return { queryClient, refreshed, notices, stop, opened }
  }

  beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => server.close())
  beforeEach(() => backend.db.reset())

  it("refreshes the owner's views of a changed resource and nobody else's; a reset refreshes everyone's", async () => {
    const owner = app('owner')
    const stranger = app('stranger')
    await owner.opened()
    await stranger.opened()
    await backend.db.collection('automations').insert({ id: 'a1', ownerUid: 'owner' } as never)
    await backend.db.collection('instagramConnections').insert({ id: 'c1', ownerUid: 'owner' } as never)
    // Events arrive in order: once the reset is heard, anything sent before it was heard too.
    await backend.db.reset()
    // Each stream refreshes everything when it opens (changes before it were not announced).
    await expect.poll(() => stranger.refreshed).toEqual(['all', 'all'])
    await expect
      .poll(() => owner.refreshed)
      .toEqual(['all', ['automations'], ['integrations'], ['automations'], ['notifications'], 'all'])
    owner.stop()
    stranger.stop()
  })

  it('refreshes a screen still loading when the change arrives (its first read predates the change)', async () => {
    const owner = app('owner')
    await owner.opened()
    const automations = backend.db.collection<{ id: string; ownerUid: string }>('automations')
    let release = () => {}
    const slowFirstRead = new Promise<void>((resolve) => (release = resolve))
    let reads = 0
    const observer = new QueryObserver(owner.queryClient, {
      queryKey: ['automations', 'count'],
      queryFn: async () => {
        const count = (await automations.filter((record) => record.ownerUid === 'owner')).length
        if (reads++ === 0) await slowFirstRead
        return count
      },
    })
    const shown: (number | undefined)[] = []
    const unsubscribe = observer.subscribe((result) => shown.push(result.data))
    await expect.poll(() => reads).toBe(1)
    await automations.insert({ id: 'a3', ownerUid: 'owner' })
    await expect.poll(() => owner.refreshed).toContainEqual(['automations'])
    release()
    // The first read (0) lands, then the one after the change.
    await expect.poll(() => shown.at(-1)).toBe(1)
    expect(reads).toBe(2)
    unsubscribe()
    owner.stop()
  })

  it('hands a notice of restored data to the app, once', async () => {
    const listener = app('someone')
    await listener.opened()
    await backend.db.collection('automations').insert({ id: 'a2' } as never)
    // The record without an owner is unusable: the next read repairs the collection.
    await backend.db.collection('automations').all()
    await expect.poll(() => listener.notices).toEqual([{ id: expect.any(String), kind: 'data-restored' }])
    // A stream opened later hears of it too (the person may not have been signed in yet).
    const later = app('someone-else')
    await later.opened()
    await expect.poll(() => later.notices).toEqual(listener.notices)
    listener.stop()
    later.stop()
  })

  it('tells a stream opened before the caller had a profile of shared changes once their role allows it', async () => {
    // A first sign-in: the stream opens beside the session request that creates the profile.
    const newcomer = app('newcomer')
    await newcomer.opened()
    await backend.db.collection('profiles').insert({
      id: 'newcomer',
      email: 'newcomer@conversa.test',
      fullName: 'New Comer',
      username: 'newcomer',
      avatar: '',
      role: 'admin',
      createdAt: new Date(clock).toISOString(),
    } as never)
    // A forged delivery concerns everyone who may read webhooks (an admin may).
    await backend.db.collection('webhookDeliveries').insert({ id: 'forged-1' } as never)
    await expect.poll(() => newcomer.refreshed).toEqual(['all', ['webhooks'], ['notifications']])
    newcomer.stop()
  })

  it('answers 401 without a valid token', async () => {
    const response = await fetch('http://conversa.test/api/events', { headers: { Accept: 'text/event-stream' } })
    expect(response.status).toBe(401)
  })
})
