import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { TOKEN_TIMING } from '@/config/app'
import type { AbilityRule } from '@/lib/ability'
import type { IdentityReport, IdentityUser, IdToken } from '@/lib/identity'
import type { UserData } from '@/lib/userData'

export type { IdentityReport, IdentityUser, IdToken }

export interface Credentials {
  email: string
  password: string
}

export interface Registration extends Credentials {
  fullName: string
}

export interface SessionData {
  userData: UserData
  abilityRules: AbilityRule[]
}

/** A failure the screens explain: an identity error code (auth/...) or a backend one. */
export interface SessionError {
  code: string
}

export type AuthSessionEvent =
  | { type: 'IDENTITY.CHANGED'; report: IdentityReport }
  | { type: 'SIGN_IN'; credentials: Credentials }
  | { type: 'REGISTER'; registration: Registration }
  | { type: 'SIGN_OUT' }
  | { type: 'RETRY' }
  | { type: 'PROFILE_UPDATED'; userData: UserData }

export interface AuthSessionInput {
  /** The session found in storage at start-up, if any. */
  restored?: SessionData | null
  /** The clock the token timing reads (the actor's clock in tests). */
  now?: () => number
}

export interface AuthSessionContext {
  user: IdentityUser | null
  token: IdToken | null
  userData: UserData | null
  abilityRules: AbilityRule[]
  error: SessionError | null
  /** Consecutive failed token refreshes. */
  refreshFailures: number
  /** When the next refresh attempt after a failure is due (epoch ms). */
  retryAt: number
  now: () => number
}

/** Delay before the n-th retry after a failed refresh: 30 s, doubling, at most 960 s. */
export function refreshBackoffMs(failures: number): number {
  const exponent = Math.max(0, failures - 1)
  return Math.min(TOKEN_TIMING.backoffStartMs * 2 ** exponent, TOKEN_TIMING.backoffMaxMs)
}

/** A token counts as expired this long before its real expiry, so it is never sent stale. */
export function isTokenExpired(token: IdToken | null, now: number): boolean {
  return token === null || now >= token.expiresAt - TOKEN_TIMING.expirySkewMs
}

export function refreshDueInMs(token: IdToken | null, now: number): number {
  if (!token) return 0
  return Math.max(0, token.expiresAt - TOKEN_TIMING.refreshBeforeExpiryMs - now)
}

function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code
  return 'unknown'
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor was not provided`))

/**
 * The Firebase session as a statechart (docs/product.md, "Session and tokens"; token
 * timing). Every effect (identity service, backend, storage, navigation) is an actor or action
 * the app supplies with `.provide()`, so tests drive it with stubs on a simulated clock.
 */
const logRefreshError = {
  type: 'logError',
  params: ({ event }: { event: { error?: unknown } }) => ({
    message: 'Refreshing the ID token failed',
    error: event.error,
  }),
} as const

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
  },
  actors: {
    /** Reports every identity change (onIdTokenChanged) as IDENTITY.CHANGED. */
    observeIdentity: fromCallback<AuthSessionEvent>(() => () => {}),
    signIn: fromPromise<NonNullable<IdentityReport>, Credentials>(notProvided('signIn')),
    register: fromPromise<NonNullable<IdentityReport>, Registration>(notProvided('register')),
    signOut: fromPromise<void>(notProvided('signOut')),
    loadSession: fromPromise<SessionData, { user: IdentityUser }>(notProvided('loadSession')),
    /** Forces a new ID token from the identity service. */
    refreshToken: fromPromise<IdToken>(notProvided('refreshToken')),
  },
  actions: {
    /** Persists userData, accessToken and userAbilityRules and updates the ability. */
    storeSession: (_, _params: { session: SessionData; accessToken: string | null }) => {},
    storeToken: (_, _params: { token: IdToken }) => {},
    /** Removes every stored session key and empties the ability. */
    clearSession: () => {},
    /** Makes the backend client send the current ID token in the header `token`. */
    attachTokenProvider: () => {},
    detachTokenProvider: () => {},
    navigateToLogin: () => {},
    logError: (_, _params: { message: string; error: unknown }) => {},
    scheduleRetry: assign(({ context }) => {
      const refreshFailures = context.refreshFailures + 1
      return {
        refreshFailures,
        retryAt: context.now() + refreshBackoffMs(refreshFailures),
      }
    }),
  },
  guards: {
    reportsUser: ({ event }) => event.type === 'IDENTITY.CHANGED' && event.report !== null,
    reportsSameUser: ({ context, event }) =>
      event.type === 'IDENTITY.CHANGED' && event.report !== null && event.report.user.uid === context.user?.uid,
    hadSession: ({ context }) => context.userData !== null,
    tokenExpired: ({ context }) => isTokenExpired(context.token, context.now()),
  },
  delays: {
    refreshDue: ({ context }) => refreshDueInMs(context.token, context.now()),
    expiryDue: ({ context }) =>
      context.token ? Math.max(0, context.token.expiresAt - TOKEN_TIMING.expirySkewMs - context.now()) : 0,
    retryDue: ({ context }) => Math.max(0, context.retryAt - context.now()),
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    user: null,
    token: null,
    userData: input.restored?.userData ?? null,
    abilityRules: input.restored?.abilityRules ?? [],
    error: null,
    refreshFailures: 0,
    retryAt: 0,
    now: input.now ?? Date.now,
  }),
  invoke: { id: 'identity', src: 'observeIdentity' },
  initial: 'checking',
  states: {
    /** Waiting for the identity service's first report. */
    checking: {
      on: {
        'IDENTITY.CHANGED': [
          { guard: 'reportsUser', target: 'signedIn' },
          { guard: 'hadSession', target: 'signingOut' },
          { target: 'signedOut' },
        ],
        SIGN_IN: 'signingIn',
        REGISTER: 'registering',
        // A screen restored from storage offers sign-out before the first report arrives.
        SIGN_OUT: 'signingOut',
      },
    },
    signedOut: {
      on: {
        'IDENTITY.CHANGED': { guard: 'reportsUser', target: 'signedIn' },
        SIGN_IN: 'signingIn',
        REGISTER: 'registering',
      },
    },
    signingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event.type === 'SIGN_IN' ? event.credentials : { email: '', password: '' }),
        onDone: {
          target: 'signedIn',
          actions: assign(({ event }) => ({ user: event.output.user, token: event.output.token })),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => ({ code: errorCodeOf(event.error) }) }),
        },
      },
      on: { 'IDENTITY.CHANGED': { guard: 'reportsUser', target: 'signedIn' } },
    },
    registering: {
      entry: assign({ error: null }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) =>
          event.type === 'REGISTER' ? event.registration : { email: '', password: '', fullName: '' },
        onDone: {
          target: 'signedIn',
          actions: assign(({ event }) => ({ user: event.output.user, token: event.output.token })),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => ({ code: errorCodeOf(event.error) }) }),
        },
      },
      // The identity service reports the new user before createUser resolves; the profile name
      // is set by then only if registration finished, so wait for the actor.
    },
    signedIn: {
      type: 'parallel',
      entry: [
        assign(({ context, event }) =>
          event.type === 'IDENTITY.CHANGED' && event.report
            ? { user: event.report.user, token: event.report.token, error: null }
            : { error: null, user: context.user },
        ),
        'attachTokenProvider',
      ],
      exit: 'detachTokenProvider',
      on: {
        'IDENTITY.CHANGED': [
          {
            guard: 'reportsSameUser',
            target: '.token.fresh',
            reenter: true,
            actions: [
              assign(({ event }) => ({
                token: event.report?.token ?? null,
                refreshFailures: 0,
              })),
              {
                type: 'storeToken',
                params: ({ event }) => ({ token: event.report?.token ?? { value: '', expiresAt: 0 } }),
              },
            ],
          },
          // A different user signed in (another tab): start over with their session.
          {
            guard: 'reportsUser',
            target: 'signedIn',
            reenter: true,
            actions: assign({ userData: null, abilityRules: [] }),
          },
          { target: 'signingOut' },
        ],
        SIGN_OUT: 'signingOut',
      },
      states: {
        profile: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadSession',
                src: 'loadSession',
                input: ({ context }) => ({ user: context.user ?? { uid: '', email: null, displayName: null } }),
                onDone: {
                  target: 'ready',
                  actions: [
                    assign(({ event }) => ({
                      userData: event.output.userData,
                      abilityRules: event.output.abilityRules,
                    })),
                    {
                      type: 'storeSession',
                      params: ({ context, event }) => ({
                        session: event.output,
                        accessToken: context.token?.value ?? null,
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'failed',
                  actions: [
                    assign({ error: ({ event }) => ({ code: errorCodeOf(event.error) }) }),
                    {
                      type: 'logError',
                      params: ({ event }) => ({ message: 'Loading the session failed', error: event.error }),
                    },
                  ],
                },
              },
            },
            failed: {
              on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
            },
            ready: {
              on: {
                PROFILE_UPDATED: {
                  actions: [
                    assign({ userData: ({ event }) => event.userData }),
                    {
                      type: 'storeSession',
                      params: ({ context, event }) => ({
                        session: { userData: event.userData, abilityRules: context.abilityRules },
                        accessToken: context.token?.value ?? null,
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
        token: {
          initial: 'fresh',
          states: {
            /** Valid; a refresh is scheduled 5 minutes before expiry. */
            fresh: { after: { refreshDue: 'refreshing' } },
            refreshing: {
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                onDone: {
                  target: 'fresh',
                  actions: [
                    assign({ token: ({ event }) => event.output, refreshFailures: 0 }),
                    { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
                  ],
                },
                onError: [
                  { guard: 'tokenExpired', target: 'expired', actions: ['scheduleRetry', logRefreshError] },
                  { target: 'backoff', actions: ['scheduleRetry', logRefreshError] },
                ],
              },
            },
            /** The last refresh failed; the token is still usable until its expiry skew. */
            backoff: { after: { retryDue: 'refreshing', expiryDue: 'expired' } },
            /** No usable token: requests ask the SDK for one on demand until a scheduled refresh works. */
            expired: { after: { retryDue: 'renewing' } },
            /** Refreshing an expired token: a failure keeps it expired, whatever the clock says. */
            renewing: {
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                onDone: {
                  target: 'fresh',
                  actions: [
                    assign({ token: ({ event }) => event.output, refreshFailures: 0 }),
                    { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
                  ],
                },
                onError: { target: 'expired', actions: ['scheduleRetry', logRefreshError] },
              },
            },
          },
        },
      },
    },
    signingOut: {
      entry: [
        'clearSession',
        assign({ user: null, token: null, userData: null, abilityRules: [], refreshFailures: 0 }),
      ],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'navigateToLogin' },
        // A failed sign-out must not keep anyone in: the local session is already gone.
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'logError', params: ({ event }) => ({ message: 'Signing out failed', error: event.error }) },
            'navigateToLogin',
          ],
        },
      },
    },
  },
})

export type AuthSessionActor = ActorRefFrom<typeof authSessionMachine>
export type AuthSessionSnapshot = SnapshotFrom<typeof authSessionMachine>
