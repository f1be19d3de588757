import { describe, expect, it } from 'vitest'
import { createApiClient } from '@/lib/apiClient'
import { hasUsableStoredToken, usableStoredToken, type IdentityService } from '@/lib/firebase'
import { readTokenClaims } from '@/lib/jwt'
import { createMemoryStore, storageKey } from '@/lib/storage'
import type { IdentityReport } from '@/machines/authSession'
import { createSessionRuntime } from '@/runtime/session/sessionRuntime'
import { writeStoredSession } from '@/runtime/session/sessionStore'
import { inertAccountMethods } from '../support/inertIdentity'

/** An unsigned JWT with the claims the session reads (the backend would reject it: fine here). */
function jwt(claims: { sub: string; exp: number }): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`
}

const SESSION = {
  userData: { id: 'u1', email: 'ana@conversa.test', fullName: 'Ana', username: 'ana', avatar: '', role: 'client' },
  abilityRules: [{ action: 'read' as const, subject: 'Dashboard' as const }],
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

/** A session restored from storage with `storedToken`; the identity service reports when told. */
function restored(storedToken: string) {
  let listener: (report: IdentityReport) => void = () => {}
  const fresh = { value: 'fresh-token', expiresAt: Date.now() + 3_600_000 }
  const identity: IdentityService = {
    observe: (next) => {
      listener = next
      return () => {}
    },
    signIn: async () => ({ user: { uid: 'u1', email: null, displayName: null }, token: fresh }),
    register: async () => ({ user: { uid: 'u1', email: null, displayName: null }, token: fresh }),
    signOut: async () => listener(null),
    refreshToken: async () => fresh,
    currentToken: async () => fresh.value,
    ...inertAccountMethods,
    dispose: async () => {},
  }
  const sent: Array<string | null> = []
  const api = createApiClient({
    baseUrl: 'http://backend.test',
    log: () => {},
    fetch: async (_input, init) => {
      sent.push(new Headers(init?.headers).get('token'))
      return new Response(JSON.stringify(SESSION), { status: 200, headers: { 'Content-Type': 'application/json' } })
    },
  })
  const store = createMemoryStore()
  writeStoredSession(store, { ...SESSION, accessToken: storedToken })
  let cleared = 0
  const runtime = createSessionRuntime({
    identity,
    api,
    store,
    navigateToLogin: () => {},
    onIdentityChanged: () => void (cleared += 1),
    log: () => {},
  })
  runtime.actor.start()
  return { api, sent, report: (report: IdentityReport) => listener(report), cleared: () => cleared, fresh }
}

describe('requests of a restored session before the identity service reports', () => {
  it('go out at once with the stored token while it has not expired', async () => {
    const token = jwt({ sub: 'u1', exp: inAnHour() })
    const run = restored(token)
    await run.api.get('/automations')
    expect(run.sent).toEqual([token])
  })

  it('wait for the report when the stored token has expired, or is not a token', async () => {
    for (const stored of [jwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 60 }), 'not-a-jwt']) {
      const run = restored(stored)
      const early = run.api.get('/automations')
      await Promise.resolve()
      expect(run.sent).toEqual([])
      run.report({ user: { uid: 'u1', email: null, displayName: null }, token: run.fresh })
      await early
      expect(run.sent[0]).toBe('fresh-token')
    }
  })

  it('drop what they loaded when the report names another user', async () => {
    const run = restored(jwt({ sub: 'u1', exp: inAnHour() }))
    await run.api.get('/automations')
    run.report({ user: { uid: 'someone-else', email: null, displayName: null }, token: run.fresh })
    await Promise.resolve()
    expect(run.cleared()).toBe(1)
  })

  it('read expiry and subject from a token, and nothing from anything else', () => {
    expect(readTokenClaims(jwt({ sub: 'u1', exp: 1_900_000_000 }))).toEqual({
      expiresAt: 1_900_000_000_000,
      subject: 'u1',
    })
    expect(readTokenClaims('a.b.c')).toBeNull()
    expect(readTokenClaims('')).toBeNull()
  })
})

describe('whether the stored token can carry the first screen (the identity SDK waits then)', () => {
  const stored = (accessToken: string) => {
    const store = createMemoryStore()
    writeStoredSession(store, { ...SESSION, accessToken })
    return store
  }
  const now = Date.UTC(2026, 10, 27, 10, 0)
  const at = (msFromNow: number) => jwt({ sub: 'u1', exp: Math.floor((now + msFromNow) / 1000) })

  it('is usable when it expires more than a minute from now, and is then the token stored', () => {
    const token = at(30 * 60_000)
    expect(hasUsableStoredToken(stored(token), now)).toBe(true)
    expect(usableStoredToken(stored(token), now)).toBe(token)
    expect(usableStoredToken(stored(at(30_000)), now)).toBeNull()
  })

  it('is not when it expires within the minute, or has expired: the SDK must load at once', () => {
    expect(hasUsableStoredToken(stored(at(30_000)), now)).toBe(false)
    expect(hasUsableStoredToken(stored(at(-60_000)), now)).toBe(false)
  })

  it('is not when nothing, or something that is not a token, is stored', () => {
    expect(hasUsableStoredToken(createMemoryStore(), now)).toBe(false)
    expect(hasUsableStoredToken(stored('not-a-jwt'), now)).toBe(false)
    const corrupt = stored(at(30 * 60_000))
    corrupt.setItem(storageKey('accessToken'), '{not json')
    expect(hasUsableStoredToken(corrupt, now)).toBe(false)
  })
})
