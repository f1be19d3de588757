import { waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createSessionRuntime } from '@/runtime/session/sessionRuntime'
import { clearStoredSession, readStoredSession, writeStoredSession } from '@/runtime/session/sessionStore'
import { createApiClient } from '@/lib/apiClient'
import type { IdentityService } from '@/lib/firebase'
import { createMemoryStore, storageKey, type KeyValueStore } from '@/lib/storage'
import type { IdentityReport } from '@/machines/authSession'
import { selectSignedIn, selectUser } from '@/machines/authSessionSelectors'
import { inertAccountMethods } from '../support/inertIdentity'

const USER = { uid: 'u1', email: 'ana@conversa.test', displayName: 'Ana' }
const SESSION = {
  userData: { id: 'u1', email: USER.email, fullName: 'Ana', username: 'ana', avatar: '', role: 'client' },
  abilityRules: [{ action: 'read', subject: 'Dashboard' }],
}

const OTHER = { uid: 'u2', email: 'bruno@conversa.test', displayName: 'Bruno' }
const OTHER_SESSION = {
  userData: { id: 'u2', email: OTHER.email, fullName: 'Bruno', username: 'bruno', avatar: '', role: 'admin' },
  abilityRules: [{ action: 'manage', subject: 'all' }],
  accessToken: 'bruno-token',
} as const

/** An identity service that reports what the test says, and a backend that records headers. */
function setup(token: { value: string; expiresAt: number }, store: KeyValueStore = createMemoryStore()) {
  let listener: (report: IdentityReport) => void = () => {}
  const identity: IdentityService = {
    observe: (next) => {
      listener = next
      return () => {}
    },
    signIn: async () => ({ user: USER, token }),
    register: async () => ({ user: USER, token }),
    signOut: async () => listener(null),
    refreshToken: async () => token,
    currentToken: async () => 'sdk-refreshed-token',
    ...inertAccountMethods,
    dispose: async () => {},
  }
  const headers: Array<string | null> = []
  const logs: string[] = []
  const api = createApiClient({
    baseUrl: 'http://backend.test',
    log: (message) => void logs.push(message),
    fetch: async (_input, init) => {
      headers.push(new Headers(init?.headers).get('token'))
      return new Response(JSON.stringify(SESSION), { status: 200, headers: { 'Content-Type': 'application/json' } })
    },
  })
  let navigations = 0
  let cacheClears = 0
  let storageListener: (key: string | null) => void = () => {}
  const runtime = createSessionRuntime({
    identity,
    api,
    store,
    navigateToLogin: () => void (navigations += 1),
    onIdentityChanged: () => void (cacheClears += 1),
    watchStorage: (next) => {
      storageListener = next
      return () => {}
    },
    log: () => {},
  })
  runtime.actor.start()
  return {
    runtime,
    api,
    store,
    headers,
    logs,
    report: (r: IdentityReport) => listener(r),
    /** Another tab changed this storage key (null: the whole storage was cleared). */
    otherTabChanged: (key: string | null) => storageListener(key),
    navigations: () => navigations,
    cacheClears: () => cacheClears,
  }
}

describe('the session runtime', () => {
  it('sends the current ID token in the header `token` and stores the session', async () => {
    const run = setup({ value: 'fresh-token', expiresAt: Date.now() + 3_600_000 })
    run.report({ user: USER, token: { value: 'fresh-token', expiresAt: Date.now() + 3_600_000 } })
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }))
    expect(run.headers).toEqual(['fresh-token'])
    expect(readStoredSession(run.store)).toMatchObject({ accessToken: 'fresh-token', userData: { email: USER.email } })
    expect(selectUser(run.runtime.actor.getSnapshot())?.role).toBe('client')
  })

  it('asks the SDK for a token when the known one counts as expired', async () => {
    const run = setup({ value: 'stale', expiresAt: Date.now() + 10_000 })
    run.report({ user: USER, token: { value: 'stale', expiresAt: Date.now() + 10_000 } })
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }))
    expect(run.headers[0]).toBe('sdk-refreshed-token')
  })

  it('on sign-out clears the session, sends no token any more (and says so) and goes to login', async () => {
    const run = setup({ value: 'fresh-token', expiresAt: Date.now() + 3_600_000 })
    run.report({ user: USER, token: { value: 'fresh-token', expiresAt: Date.now() + 3_600_000 } })
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }))
    run.runtime.actor.send({ type: 'SIGN_OUT' })
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches('signedOut'))
    expect(readStoredSession(run.store)).toBeNull()
    expect(selectSignedIn(run.runtime.actor.getSnapshot())).toBe(false)
    expect(run.navigations()).toBe(1)
    expect(run.cacheClears()).toBe(1)
    await run.api.get('/anything')
    expect(run.headers.at(-1)).toBeNull()
  })

  it('holds a request made before the first identity report, then sends it with the token', async () => {
    const run = setup({ value: 'fresh-token', expiresAt: Date.now() + 3_600_000 })
    // A screen restored from storage asks the backend before Firebase has said who is signed in.
    const early = run.api.get('/integrations')
    await Promise.resolve()
    expect(run.headers).toEqual([])
    run.report({ user: USER, token: { value: 'fresh-token', expiresAt: Date.now() + 3_600_000 } })
    await early
    expect(run.headers[0]).toBe('fresh-token')
  })

  it('sends an early request without a token once the identity service reports nobody', async () => {
    const run = setup({ value: 'unused', expiresAt: Date.now() + 3_600_000 })
    const early = run.api.get('/anything')
    run.report(null)
    await early
    expect(run.headers).toEqual([null])
  })

  it('has the identity service load when a request waits for its first report (a public page left it for later)', async () => {
    const run = setup({ value: 'unused', expiresAt: Date.now() + 3_600_000 })
    let loads = 0
    // The service reports once something needs it, as the Firebase one does with `loadWhen: 'interaction'`.
    run.runtime.identity.currentToken = async () => {
      loads += 1
      run.report(null)
      return null
    }
    await run.api.get('/pages/faq')
    expect(loads).toBe(1)
    expect(run.headers).toEqual([null])
  })

  it('signs out when asked before the first identity report (a screen restored from storage)', async () => {
    const run = setup({ value: 'unused', expiresAt: Date.now() + 3_600_000 })
    expect(run.runtime.actor.getSnapshot().matches('checking')).toBe(true)
    run.runtime.actor.send({ type: 'SIGN_OUT' })
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches('signedOut'))
    expect(readStoredSession(run.store)).toBeNull()
    expect(run.navigations()).toBe(1)
  })

  it('starts from the session storage holds, and starts signed out (and clean) from a half one', () => {
    const stored = createMemoryStore()
    writeStoredSession(stored, { ...SESSION, accessToken: 'stored-token' } as never)
    const restored = setup({ value: 'unused', expiresAt: 0 }, stored)
    expect(selectUser(restored.runtime.actor.getSnapshot())?.email).toBe(USER.email)

    const half = createMemoryStore()
    writeStoredSession(half, { ...SESSION, accessToken: 'stored-token' } as never)
    half.removeItem(storageKey('accessToken'))
    const run = setup({ value: 'unused', expiresAt: 0 }, half)
    expect(selectSignedIn(run.runtime.actor.getSnapshot())).toBe(false)
    expect(half.getItem(storageKey('userData'))).toBeNull()
  })
})

describe('the session runtime and other tabs', () => {
  async function signedIn() {
    const run = setup({ value: 'fresh-token', expiresAt: Date.now() + 3_600_000 })
    run.report({ user: USER, token: { value: 'fresh-token', expiresAt: Date.now() + 3_600_000 } })
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }))
    return run
  }

  it('signs out, clears the cache and goes to login when another tab signs out', async () => {
    const run = await signedIn()
    // The other tab removes the keys one by one; this tab hears each removal.
    run.store.removeItem(storageKey('userData'))
    run.otherTabChanged(storageKey('userData'))
    // Half removed: nothing decided yet.
    expect(selectSignedIn(run.runtime.actor.getSnapshot())).toBe(true)
    clearStoredSession(run.store)
    run.otherTabChanged(storageKey('accessToken'))
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches('signedOut'))
    expect(run.navigations()).toBe(1)
    expect(run.cacheClears()).toBe(1)
  })

  it('follows another user signing in elsewhere: the previous user’s data goes, the new user shows', async () => {
    const run = await signedIn()
    writeStoredSession(run.store, OTHER_SESSION as never)
    run.otherTabChanged(storageKey('userAbilityRules'))
    const snapshot = run.runtime.actor.getSnapshot()
    expect(selectUser(snapshot)?.email).toBe(OTHER.email)
    expect(run.cacheClears()).toBe(1)
    // The identity service agrees soon after (Firebase shares the sign-in between tabs).
    run.report({ user: OTHER, token: { value: 'bruno-fresh', expiresAt: Date.now() + 3_600_000 } })
    await waitFor(run.runtime.actor, (next) => next.matches({ signedIn: { profile: 'ready' } }))
    expect(run.cacheClears()).toBe(1)
  })

  it('clears the cache when the identity service reports a different user', async () => {
    const run = await signedIn()
    run.report({ user: OTHER, token: { value: 'bruno-fresh', expiresAt: Date.now() + 3_600_000 } })
    expect(run.cacheClears()).toBe(1)
    expect(selectSignedIn(run.runtime.actor.getSnapshot())).toBe(false)
  })

  it('shows a profile saved in another tab, and ignores a write still under way', async () => {
    const run = await signedIn()
    const renamed = { ...SESSION.userData, fullName: 'Ana Maria' }
    run.store.setItem(storageKey('userData'), JSON.stringify(renamed))
    run.otherTabChanged(storageKey('userData'))
    expect(selectUser(run.runtime.actor.getSnapshot())?.fullName).toBe('Ana Maria')

    run.store.setItem(storageKey('userAbilityRules'), '{"half')
    run.otherTabChanged(storageKey('userAbilityRules'))
    expect(selectSignedIn(run.runtime.actor.getSnapshot())).toBe(true)
    // Storage is the other tab's: this tab never repairs (clears) it.
    expect(run.store.getItem(storageKey('userAbilityRules'))).toBe('{"half')
    expect(run.cacheClears()).toBe(0)
  })

  it('shows a sign-in made in another tab while this one was signed out', async () => {
    const run = setup({ value: 'unused', expiresAt: Date.now() + 3_600_000 })
    run.report(null)
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches('signedOut'))
    writeStoredSession(run.store, OTHER_SESSION as never)
    run.otherTabChanged(null)
    expect(selectUser(run.runtime.actor.getSnapshot())?.email).toBe(OTHER.email)
    expect(run.runtime.actor.getSnapshot().hasTag('checking')).toBe(true)
    // Unrelated keys (another app's, the mock database's) are not the session's business.
    run.otherTabChanged('conversa-mockdb:automations')
    expect(run.navigations()).toBe(0)
  })
})
