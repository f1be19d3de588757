import { waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createSessionRuntime } from '@/runtime/session/sessionRuntime'
import { readStoredSession } from '@/runtime/session/sessionStore'
import { createApiClient } from '@/lib/apiClient'
import type { IdentityService } from '@/lib/firebase'
import { createMemoryStore } from '@/lib/storage'
import type { IdentityReport } from '@/machines/authSession'

const USER = { uid: 'u1', email: 'ana@conversa.test', displayName: 'Ana' }
const SESSION = {
  userData: { id: 'u1', email: USER.email, fullName: 'Ana', username: 'ana', avatar: '', role: 'client' },
  abilityRules: [{ action: 'read', subject: 'Dashboard' }],
}

/** An identity service that reports what the test says, and a backend that records headers. */
function setup(token: { value: string; expiresAt: number }) {
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
    sendPasswordReset: async () => {},
    changePassword: async () => {},
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
  const store = createMemoryStore()
  let navigations = 0
  const runtime = createSessionRuntime({
    identity,
    api,
    store,
    navigateToLogin: () => void (navigations += 1),
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
    navigations: () => navigations,
  }
}

describe('the session runtime', () => {
  it('sends the current ID token in the header `token` and stores the session', async () => {
    const run = setup({ value: 'fresh-token', expiresAt: Date.now() + 3_600_000 })
    run.report({ user: USER, token: { value: 'fresh-token', expiresAt: Date.now() + 3_600_000 } })
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }))
    expect(run.headers).toEqual(['fresh-token'])
    expect(readStoredSession(run.store)).toMatchObject({ accessToken: 'fresh-token', userData: { email: USER.email } })
    expect(run.runtime.stored.get()?.userData.role).toBe('client')
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
    expect(run.runtime.stored.get()).toBeNull()
    expect(run.navigations()).toBe(1)
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

  it('signs out when asked before the first identity report (a screen restored from storage)', async () => {
    const run = setup({ value: 'unused', expiresAt: Date.now() + 3_600_000 })
    expect(run.runtime.actor.getSnapshot().matches('checking')).toBe(true)
    run.runtime.actor.send({ type: 'SIGN_OUT' })
    await waitFor(run.runtime.actor, (snapshot) => snapshot.matches('signedOut'))
    expect(run.runtime.stored.get()).toBeNull()
    expect(run.navigations()).toBe(1)
  })
})
