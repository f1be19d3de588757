import { randomUUID } from 'node:crypto'
import { waitFor } from 'xstate'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSessionRuntime, type SessionRuntime } from '@/runtime/session/sessionRuntime'
import { readStoredSession } from '@/runtime/session/sessionStore'
import { createApiClient, type ApiClient } from '@/lib/apiClient'
import { authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import { createFirebaseIdentity, type FirebaseSettings } from '@/lib/firebase'
import { createMemoryStore, storageKey, type KeyValueStore } from '@/lib/storage'
import { createMockServer } from '@/mocks/node'
import { API_KEY, EMULATOR_ORIGIN, PROJECT_ID, signUp, uniqueEmail } from '../support/emulator'

const BASE_URL = 'http://conversa.test/api'

const settings = (overrides: Partial<FirebaseSettings> = {}): FirebaseSettings => ({
  apiKey: API_KEY,
  projectId: PROJECT_ID,
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  emulatorUrl: EMULATOR_ORIGIN,
  appName: `auth-session-${randomUUID()}`,
  ...overrides,
})

interface Wired {
  runtime: SessionRuntime
  api: ApiClient
  store: KeyValueStore
  navigations: number
  logs: string[]
}

const running: Wired[] = []

/** The app's session runtime over the real Firebase SDK, the emulator and the mock backend. */
function wire(overrides: Partial<FirebaseSettings> = {}): Wired {
  const api = createApiClient({ baseUrl: BASE_URL, log: () => {} })
  const store = createMemoryStore()
  const wired: Wired = { runtime: null as unknown as SessionRuntime, api, store, navigations: 0, logs: [] }
  wired.runtime = createSessionRuntime({
    identity: createFirebaseIdentity(settings(overrides)),
    api,
    store,
    navigateToLogin: () => void (wired.navigations += 1),
    log: (message) => void wired.logs.push(message),
  })
  wired.runtime.actor.start()
  running.push(wired)
  return wired
}

const { server } = createMockServer({ projectId: PROJECT_ID })

beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }))
afterEach(async () => {
  for (const wired of running.splice(0)) {
    wired.runtime.actor.stop()
    await wired.runtime.identity.dispose()
  }
})
afterAll(() => server.close())

const signedOut = (wired: Wired) =>
  waitFor(wired.runtime.actor, (snapshot) => snapshot.matches('signedOut'), { timeout: 15_000 })

describe('the session statechart wired to the Firebase SDK and the Auth emulator', () => {
  it('signs in, gets a token the mock backend accepts and stores the session', async () => {
    const email = uniqueEmail('session')
    await signUp(email, 'secret-pass', 'Sara Sessão')
    const wired = wire()
    await signedOut(wired)
    wired.runtime.actor.send({ type: 'SIGN_IN', credentials: { email, password: 'secret-pass' } })
    const ready = await waitFor(
      wired.runtime.actor,
      (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }),
      { timeout: 15_000 },
    )

    const stored = readStoredSession(wired.store)
    expect(stored?.userData).toMatchObject({ email, role: 'client', fullName: 'Sara Sessão' })
    expect(stored?.accessToken).toBe(ready.context.token?.value)
    expect(stored?.abilityRules).toContainEqual({ action: 'manage', subject: 'Automation' })
    // The backend client now sends the header `token`, and the backend accepts it.
    await expect(wired.api.get('/session')).resolves.toMatchObject({ userData: { email } })
  })

  it('signing out clears every stored key, detaches the token and goes to login', async () => {
    const email = uniqueEmail('signout')
    await signUp(email, 'secret-pass')
    const wired = wire()
    wired.runtime.actor.send({ type: 'SIGN_IN', credentials: { email, password: 'secret-pass' } })
    await waitFor(wired.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }), {
      timeout: 15_000,
    })
    wired.store.setItem(storageKey('payData'), '{"plan":"pro"}')
    wired.store.setItem(storageKey('userCoords'), '[0,0]')

    wired.runtime.actor.send({ type: 'SIGN_OUT' })
    await signedOut(wired)
    for (const key of ['userData', 'accessToken', 'userAbilityRules', 'userCoords', 'payData']) {
      expect(wired.store.getItem(storageKey(key)), key).toBeNull()
    }
    expect(wired.navigations).toBe(1)
    await expect(wired.api.get('/session')).rejects.toMatchObject({ status: 401 })
  })

  it('maps a wrong password and an unknown email to the same invalid-credential message', async () => {
    const email = uniqueEmail('wrong')
    await signUp(email, 'right-pass')
    const wired = wire()
    for (const credentials of [
      { email, password: 'wrong-pass' },
      { email: uniqueEmail('unknown'), password: 'whatever-pass' },
    ]) {
      wired.runtime.actor.send({ type: 'SIGN_IN', credentials })
      await waitFor(wired.runtime.actor, (snapshot) => snapshot.matches('signingIn'))
      const failed = await signedOut(wired)
      expect(failed.context.error?.code).toBe('auth/invalid-credential')
      expect(authErrorMessage(failed.context.error!.code).message).toBe('The email or password is incorrect.')
    }
    expect(readStoredSession(wired.store)).toBeNull()
  })

  it('reports an existing email and a weak password on registration with clear messages', async () => {
    const email = uniqueEmail('dupe')
    await signUp(email, 'first-pass')
    const wired = wire()
    wired.runtime.actor.send({ type: 'REGISTER', registration: { email, password: 'other-pass', fullName: 'Dup' } })
    await waitFor(wired.runtime.actor, (snapshot) => snapshot.matches('registering'))
    const duplicate = await signedOut(wired)
    expect(duplicate.context.error?.code).toBe('auth/email-already-in-use')
    expect(authErrorMessage('auth/email-already-in-use').message).toMatch(/already exists/)

    wired.runtime.actor.send({
      type: 'REGISTER',
      registration: { email: uniqueEmail('weak'), password: '123', fullName: 'Weak' },
    })
    await waitFor(wired.runtime.actor, (snapshot) => snapshot.matches('registering'))
    const weak = await signedOut(wired)
    expect(weak.context.error?.code).toBe('auth/weak-password')
    // The service's own policy error reads like the form's check.
    expect(authErrorMessage('auth/weak-password')).toEqual(authErrorMessage('auth/password-does-not-meet-requirements'))
  })

  it('registers a new account whose profile carries the chosen name', async () => {
    const email = uniqueEmail('register')
    const wired = wire()
    wired.runtime.actor.send({
      type: 'REGISTER',
      registration: { email, password: 'new-pass', fullName: 'Rita Registro' },
    })
    await waitFor(wired.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }), {
      timeout: 15_000,
    })
    expect(readStoredSession(wired.store)?.userData).toMatchObject({ email, fullName: 'Rita Registro', role: 'client' })
  })

  it('saves profile edits through the mock backend and refuses bad ones', async () => {
    const email = uniqueEmail('patch')
    await signUp(email, 'patch-pass')
    const wired = wire()
    wired.runtime.actor.send({ type: 'SIGN_IN', credentials: { email, password: 'patch-pass' } })
    await waitFor(wired.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }), {
      timeout: 15_000,
    })
    const saved = await wired.api.patch<{
      userData: { fullName: string; username: string; avatar: string; role: string }
    }>('/session/profile', {
      fullName: 'Pedro Patch',
      username: `pedro.${randomUUID().slice(0, 6)}`,
      avatar: 'https://example.com/p.png',
      role: 'admin',
    })
    // The role is not the user's to change.
    expect(saved.userData).toMatchObject({
      fullName: 'Pedro Patch',
      avatar: 'https://example.com/p.png',
      role: 'client',
    })
    wired.runtime.actor.send({
      type: 'PROFILE_UPDATED',
      userData: { ...readStoredSession(wired.store)!.userData, ...saved.userData },
    })
    expect(readStoredSession(wired.store)?.userData.fullName).toBe('Pedro Patch')

    await expect(wired.api.patch('/session/profile', { avatar: 'javascript:alert(1)' })).rejects.toMatchObject({
      status: 422,
      code: 'invalid-profile',
    })
    await expect(wired.api.patch('/session/profile', { username: 'x' })).rejects.toMatchObject({ status: 422 })
  })

  it('answers a password-reset request the same way whether or not the email exists', async () => {
    const email = uniqueEmail('reset')
    await signUp(email, 'reset-pass')
    const { identity } = wire().runtime
    await expect(identity.sendPasswordReset(email)).resolves.toBeUndefined()
    await expect(identity.sendPasswordReset(uniqueEmail('ghost'))).resolves.toBeUndefined()
  })

  it('changes the password only after re-authenticating with the current one', async () => {
    const email = uniqueEmail('change')
    await signUp(email, 'old-pass')
    const wired = wire()
    wired.runtime.actor.send({ type: 'SIGN_IN', credentials: { email, password: 'old-pass' } })
    await waitFor(wired.runtime.actor, (snapshot) => snapshot.matches({ signedIn: { profile: 'ready' } }), {
      timeout: 15_000,
    })
    await expect(wired.runtime.identity.changePassword('not-it', 'new-pass')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    })
    await wired.runtime.identity.changePassword('old-pass', 'new-pass')
    const fresh = await wired.runtime.identity.refreshToken()
    expect(fresh.expiresAt).toBeGreaterThan(Date.now())
  })

  it('an unreachable identity service gives a retryable network error', async () => {
    const wired = wire({ emulatorUrl: 'http://127.0.0.1:9' })
    wired.runtime.actor.send({
      type: 'SIGN_IN',
      credentials: { email: uniqueEmail('offline'), password: 'secret-pass' },
    })
    await waitFor(wired.runtime.actor, (snapshot) => snapshot.matches('signingIn'))
    const failed = await signedOut(wired)
    expect(failed.context.error?.code).toBe('auth/network-request-failed')
    expect(isRetryableAuthError('auth/network-request-failed')).toBe(true)
  })
})

describe('the emulator configured like production', () => {
  it('accepts the production-style config (no duplicate emails, improved email privacy)', async () => {
    const response = await fetch(`${EMULATOR_ORIGIN}/emulator/v1/projects/${PROJECT_ID}/config`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        signIn: { allowDuplicateEmails: false },
        emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
      }),
    })
    expect(response.ok).toBe(true)
    expect(await response.json()).toMatchObject({
      signIn: { allowDuplicateEmails: false },
      emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
    })
  })
})
