import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { inspectFor } from '@/lib/inspection'
import type { ApiClient } from '@/lib/apiClient'
import type { IdentityService } from '@/lib/firebase'
import { readTokenClaims } from '@/lib/jwt'
import { SESSION_KEYS, storageKey, type KeyValueStore } from '@/lib/storage'
import {
  authSessionMachine,
  isTokenExpired,
  sessionClock,
  type AuthSessionActor,
  type AuthSessionEvent,
  type SessionData,
} from '@/machines/authSession'
import { clearStoredSession, peekStoredSession, readStoredSession, writeStoredSession } from './sessionStore'

export interface SessionRuntime {
  actor: AuthSessionActor
  identity: IdentityService
}

/** Calls the listener whenever another tab changes storage; returns the unsubscribe. */
export type StorageWatcher = (listener: (key: string | null) => void) => () => void

/** The browser's `storage` event: fired in every other tab of the origin, never in the writer. */
export const windowStorageWatcher: StorageWatcher = (listener) => {
  const onStorage = (event: StorageEvent) => listener(event.key)
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

export interface SessionRuntimeOptions {
  identity: IdentityService
  api: ApiClient
  store: KeyValueStore
  /** Goes to the route named login. */
  navigateToLogin: () => void
  now?: () => number
  /** Drops whatever was loaded for the previous identity (the query cache), so no one sees it. */
  onIdentityChanged?: () => void
  /** The workspace a loaded session acts in, as the backend's answer names it (the tab shows it). */
  onWorkspaceLoaded?: (workspaceId: string) => void
  /** Another tab's storage changes; none by default (tests, storage without events). */
  watchStorage?: StorageWatcher
  log?: (message: string, error?: unknown) => void
}

const SESSION_STORAGE_KEYS = new Set(SESSION_KEYS.map(storageKey))

/**
 * Wires the session statechart to the identity service, the backend client, storage, the query
 * cache and navigation. The machine stays pure and is the one source of truth: it starts from
 * what storage holds, storage only persists what it decides, and another tab's changes reach it
 * as STORAGE.CHANGED events.
 */
export function createSessionRuntime({
  identity,
  api,
  store,
  navigateToLogin,
  now = Date.now,
  onIdentityChanged = () => {},
  onWorkspaceLoaded = () => {},
  watchStorage = () => () => {},
  log = (message, error) => console.error(message, error),
}: SessionRuntimeOptions): SessionRuntime {
  const machine = authSessionMachine.provide({
    ...sessionClock(now),
    actors: {
      observeIdentity: fromCallback<AuthSessionEvent>(({ sendBack }) =>
        identity.observe((report) => sendBack({ type: 'IDENTITY.CHANGED', report })),
      ),
      observeStorage: fromCallback<AuthSessionEvent>(({ sendBack }) =>
        watchStorage((key) => {
          if (key !== null && !SESSION_STORAGE_KEYS.has(key)) return
          const view = peekStoredSession(store)
          // A half-written or half-removed session is another tab's write under way: wait for the rest.
          if (view.kind === 'session') sendBack({ type: 'STORAGE.CHANGED', stored: view.session })
          else if (view.kind === 'empty') sendBack({ type: 'STORAGE.CHANGED', stored: null })
        }),
      ),
      signIn: fromPromise(({ input }) => identity.signIn(input.email, input.password)),
      register: fromPromise(({ input }) => identity.register(input.email, input.password, input.fullName)),
      signOut: fromPromise(() => identity.signOut()),
      loadSession: fromPromise(async () => {
        const session = await api.get<SessionData & { workspace?: { id: string } }>('/session')
        if (session.workspace) onWorkspaceLoaded(session.workspace.id)
        return session
      }),
      refreshToken: fromPromise(() => identity.refreshToken()),
    },
    actions: {
      persistSession: ({ context: { userData, abilityRules, token } }) => {
        if (!userData) return
        if (token?.value) writeStoredSession(store, { userData, abilityRules, accessToken: token.value })
        else log('The identity service reported no ID token; the session is not stored')
      },
      forgetSession: () => clearStoredSession(store),
      clearUserCache: onIdentityChanged,
      attachTokenProvider: () => api.setTokenProvider(currentIdToken),
      detachTokenProvider: () => api.setTokenProvider(null),
      navigateToLogin,
      logError: (_, { message, error }) => log(message, error),
    },
  })

  // A corrupt or half-written stored session is cleared here and the app starts signed out.
  const actor = createActor(machine, {
    input: { restored: readStoredSession(store) },
    inspect: inspectFor('authSession'),
  })

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
  // user, the session machine signs out, or clears what was loaded (`clearUserCache`).
  function storedTokenWhileChecking(): string | null {
    const snapshot = actor.getSnapshot()
    if (!snapshot.hasTag('checking') || !snapshot.context.token) return null
    const { value } = snapshot.context.token
    const claims = readTokenClaims(value)
    if (!claims || isTokenExpired({ value, expiresAt: claims.expiresAt }, now())) return null
    return value
  }
  api.setTokenProvider(async () => {
    const early = storedTokenWhileChecking()
    if (early) return early
    // The first report needs the identity SDK, which a public page leaves for later (see
    // `FirebaseSettings.loadWhen`): a request is reason enough to fetch it now.
    if (actor.getSnapshot().hasTag('checking')) identity.currentToken().catch(() => {})
    await waitFor(actor, (snapshot) => !snapshot.hasTag('checking'))
    return actor.getSnapshot().hasTag('signedIn') ? currentIdToken() : null
  })

  return { actor, identity }
}
