import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { inspectFor } from '@/lib/inspection'
import type { ApiClient } from '@/lib/apiClient'
import type { IdentityService } from '@/lib/firebase'
import { readTokenClaims } from '@/lib/jwt'
import type { KeyValueStore } from '@/lib/storage'
import { authSessionMachine, isTokenExpired, type AuthSessionActor, type SessionData } from '@/machines/authSession'
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  writeStoredToken,
  type StoredSession,
} from './sessionStore'

/** The stored session as something React can subscribe to; storage stays the source of truth. */
export interface StoredSessionSource {
  get(): StoredSession | null
  subscribe(listener: () => void): () => void
  /** Removes every stored session key (guard rule 2). */
  clear(): void
}

export interface SessionRuntime {
  actor: AuthSessionActor
  identity: IdentityService
  stored: StoredSessionSource
}

export interface SessionRuntimeOptions {
  identity: IdentityService
  api: ApiClient
  store: KeyValueStore
  /** Goes to the route named login. */
  navigateToLogin: () => void
  now?: () => number
  /** Drops whatever was loaded for the previous user (the query cache), so no one sees it. */
  onSessionCleared?: () => void
  log?: (message: string, error?: unknown) => void
}

/**
 * Wires the session statechart to the identity service, the backend client, storage and
 * navigation. The machine stays pure; everything with an effect is supplied here.
 */
export function createSessionRuntime({
  identity,
  api,
  store,
  navigateToLogin,
  now = Date.now,
  onSessionCleared = () => {},
  log = (message, error) => console.error(message, error),
}: SessionRuntimeOptions): SessionRuntime {
  let current = readStoredSession(store)
  const listeners = new Set<() => void>()
  const publish = () => {
    current = readStoredSession(store)
    listeners.forEach((listener) => listener())
  }
  const stored: StoredSessionSource = {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear: () => {
      clearStoredSession(store)
      publish()
    },
  }

  const machine = authSessionMachine.provide({
    actors: {
      observeIdentity: fromCallback(({ sendBack }) =>
        identity.observe((report) => sendBack({ type: 'IDENTITY.CHANGED', report })),
      ),
      signIn: fromPromise(({ input }) => identity.signIn(input.email, input.password)),
      register: fromPromise(({ input }) => identity.register(input.email, input.password, input.fullName)),
      signOut: fromPromise(() => identity.signOut()),
      loadSession: fromPromise(() => api.get<SessionData>('/session')),
      refreshToken: fromPromise(() => identity.refreshToken()),
    },
    actions: {
      storeSession: (_, { session, accessToken }) => {
        if (accessToken) writeStoredSession(store, { ...session, accessToken })
        else log('The identity service reported no ID token; the session is not stored')
        publish()
      },
      storeToken: (_, { token }) => {
        if (current) writeStoredToken(store, token.value)
        publish()
      },
      clearSession: () => {
        clearStoredSession(store)
        onSessionCleared()
        publish()
      },
      attachTokenProvider: () => api.setTokenProvider(currentIdToken),
      detachTokenProvider: () => api.setTokenProvider(null),
      navigateToLogin,
      logError: (_, { message, error }) => log(message, error),
    },
  })

  const restored = current ? { userData: current.userData, abilityRules: current.abilityRules } : null
  const actor = createActor(machine, { input: { restored, now }, inspect: inspectFor('authSession') })

  async function currentIdToken(): Promise<string | null> {
    const { token } = actor.getSnapshot().context
    if (token && !isTokenExpired(token, now())) return token.value
    // Expired or not known yet: the SDK refreshes it on demand.
    try {
      return await identity.currentToken()
    } catch (error) {
      log('No ID token available', error)
      return null
    }
  }

  // A restored session renders screens at once, before the identity service's first report (the
  // Firebase SDK loads, reads its IndexedDB and asks Firebase about the user first). Their requests
  // go out with the stored ID token when it has not expired; otherwise they wait for that report
  // instead of going out without a token (and failing 401). Sending the stored token early is safe:
  // the backend checks every token (signature, audience, expiry) and the caller's rights, so it
  // grants nothing the server would not; it is this browser's token for this user, sent only to the
  // app's backend; and should the report name nobody (revoked, signed out elsewhere) or another
  // user, the session machine signs out, or the check below drops what was loaded with it.
  let earlySubject: string | null = null
  const storedToken = (): string | null => {
    if (!current || !actor.getSnapshot().matches('checking')) return null
    const claims = readTokenClaims(current.accessToken)
    if (!claims || isTokenExpired({ value: current.accessToken, expiresAt: claims.expiresAt }, now())) return null
    earlySubject = claims.subject
    return current.accessToken
  }
  const firstReport = actor.subscribe((snapshot) => {
    if (snapshot.matches('checking')) return
    firstReport.unsubscribe()
    const reported = snapshot.context.user?.uid ?? null
    if (earlySubject !== null && reported !== null && reported !== earlySubject) onSessionCleared()
  })
  api.setTokenProvider(async () => {
    const early = storedToken()
    if (early) return early
    await waitFor(actor, (snapshot) => !snapshot.matches('checking'))
    return actor.getSnapshot().matches('signedIn') ? currentIdToken() : null
  })

  return { actor, identity, stored }
}
