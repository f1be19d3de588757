import {
  and,
  assertEvent,
  not,
  assign,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate'
import type { AbilityRule } from '@/lib/abilityRules'
import type { IdentityReport, IdentityUser, IdToken } from '@/lib/identity'
import type { UserData } from '@/lib/userData'
import { refreshBackoffMs, sessionClock, storedToken } from './sessionTiming'

export type { IdentityReport, IdentityUser, IdToken }
export { isTokenExpired, sessionClock } from './sessionTiming'

export interface Credentials {
  email: string
  password: string
}

export interface Registration extends Credentials {
  fullName: string
}

/** What the backend answers for the signed-in user (GET /api/session). */
export interface SessionData {
  userData: UserData
  abilityRules: AbilityRule[]
}

/** What the browser keeps for a signed-in user (docs/product.md, "Stored state"). */
export interface StoredSession extends SessionData {
  accessToken: string
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
  /**
   * Load the session again: its rules are those of the workspace it acts in, and this tab went back
   * to its own after a switch elsewhere (src/runtime/tabWorkspace.ts).
   */
  | { type: 'RELOAD' }
  | { type: 'PROFILE_UPDATED'; userData: UserData }
  /** Another tab changed the stored session: a complete one (someone signed in there), or none. */
  | { type: 'STORAGE.CHANGED'; stored: StoredSession | null }
  /** The navigation guard's rule 2: nobody is signed in, so no access value may stay stored. */
  | { type: 'STORAGE.CLEAR' }

export interface AuthSessionInput {
  /** The session found in storage at start-up (complete and valid), if any. */
  restored?: StoredSession | null
}

export interface AuthSessionContext {
  user: IdentityUser | null
  token: IdToken | null
  userData: UserData | null
  abilityRules: AbilityRule[]
  error: SessionError | null
  /** Consecutive failed token refreshes. */
  refreshFailures: number
}

const realClock = sessionClock(() => Date.now())

function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code
  return 'unknown'
}

const sameEmail = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether a profile belongs to the identity-service user (the backend keys profiles by email). */
function profileOf(user: IdentityUser, userData: UserData): boolean {
  return userData.id === user.uid || sameEmail(user.email, userData.email)
}

/** Whether `userData` is the person this session is about (its identity, else its profile). */
function isCurrentPerson(context: AuthSessionContext, userData: UserData): boolean {
  if (context.user) return profileOf(context.user, userData)
  if (context.userData) return context.userData.id === userData.id || sameEmail(context.userData.email, userData.email)
  return false
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor was not provided`))
const idle = fromCallback<AuthSessionEvent>(() => () => {})

const logRefreshError = {
  type: 'logError',
  params: ({ event }: { event: { error?: unknown } }) => ({
    message: 'Refreshing the ID token failed',
    error: event.error,
  }),
} as const

/**
 * The Firebase session as a statechart (docs/product.md, "Session and tokens", "Stored state"),
 * and the app's one source of truth about who is signed in: the guard, the menus and the screens
 * read its selectors and tags. It starts from the session storage held (`input.restored`), and
 * storage is only its persistence: `persistSession` and `forgetSession` write it, another tab's
 * writes come back as STORAGE.CHANGED. Every effect (identity service, backend, storage, query
 * cache, navigation) is an actor or action the app supplies with `.provide()`, so tests drive it
 * with stubs on a simulated clock.
 */
export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
  },
  actors: {
    /** Reports every identity change (onIdTokenChanged) as IDENTITY.CHANGED. */
    observeIdentity: idle,
    /** Reports another tab's changes to the stored session as STORAGE.CHANGED. */
    observeStorage: idle,
    signIn: fromPromise<NonNullable<IdentityReport>, Credentials>(notProvided('signIn')),
    register: fromPromise<NonNullable<IdentityReport>, Registration>(notProvided('register')),
    signOut: fromPromise<void>(notProvided('signOut')),
    loadSession: fromPromise<SessionData>(notProvided('loadSession')),
    /** Forces a new ID token from the identity service. */
    refreshToken: fromPromise<IdToken>(notProvided('refreshToken')),
  },
  actions: {
    /** Stores userData, accessToken and userAbilityRules from the context (when both exist). */
    persistSession: (_: { context: AuthSessionContext }) => {},
    /** Removes every stored session key. */
    forgetSession: () => {},
    /** Drops whatever was loaded for the previous identity (the query cache): no one sees another's data. */
    clearUserCache: () => {},
    /** Makes the backend client send the current ID token in the header `token`. */
    attachTokenProvider: () => {},
    detachTokenProvider: () => {},
    navigateToLogin: () => {},
    logError: (_, _params: { message: string; error: unknown }) => {},
    takeReport: assign(({ context, event }) => {
      assertEvent(event, 'IDENTITY.CHANGED')
      if (!event.report) return {}
      // A report without a token (reading it failed) keeps the one we had; requests then ask the SDK.
      return { user: event.report.user, token: event.report.token ?? context.token, refreshFailures: 0 }
    }),
    /** Forgets the previous person entirely: their profile, rules and token. */
    forgetPerson: assign({ userData: null, abilityRules: [], token: null }),
    adoptStoredSession: assign(({ event }) => {
      assertEvent(event, 'STORAGE.CHANGED')
      if (!event.stored) return {}
      const { userData, abilityRules, accessToken } = event.stored
      return { user: null, token: storedToken(accessToken), userData, abilityRules, error: null }
    }),
    adoptStoredProfile: assign(({ event }) => {
      assertEvent(event, 'STORAGE.CHANGED')
      return event.stored ? { userData: event.stored.userData, abilityRules: event.stored.abilityRules } : {}
    }),
    clearError: assign({ error: null }),
    countFailure: assign({ refreshFailures: ({ context }) => context.refreshFailures + 1 }),
  },
  guards: {
    reportsUser: ({ event }) => {
      assertEvent(event, 'IDENTITY.CHANGED')
      return event.report !== null
    },
    /** The report names someone other than the person whose profile the session holds. */
    reportsSomeoneElse: ({ context, event }) => {
      assertEvent(event, 'IDENTITY.CHANGED')
      return event.report !== null && context.userData !== null && !profileOf(event.report.user, context.userData)
    },
    reportsSameUser: ({ context, event }) => {
      assertEvent(event, 'IDENTITY.CHANGED')
      return event.report !== null && event.report.user.uid === context.user?.uid
    },
    /** Guard rule 1: signed in means both user data and an access token exist. */
    holdsSession: ({ context }) => context.userData !== null && context.token !== null,
    storesNothing: ({ event }) => {
      assertEvent(event, 'STORAGE.CHANGED')
      return event.stored === null
    },
    storesSession: ({ event }) => {
      assertEvent(event, 'STORAGE.CHANGED')
      return event.stored !== null
    },
    /** Another tab stored someone else's session (a different user signed in there). */
    storesSomeoneElse: ({ context, event }) => {
      assertEvent(event, 'STORAGE.CHANGED')
      return (
        event.stored !== null &&
        (context.user !== null || context.userData !== null) &&
        !isCurrentPerson(context, event.stored.userData)
      )
    },
    /** Another tab stored a newer profile or rules of this same user (a profile saved there). */
    storesNewerProfile: ({ context, event }) => {
      assertEvent(event, 'STORAGE.CHANGED')
      if (event.stored === null || !isCurrentPerson(context, event.stored.userData)) return false
      const { userData, abilityRules } = event.stored
      return JSON.stringify([userData, abilityRules]) !== JSON.stringify([context.userData, context.abilityRules])
    },
    ...realClock.guards,
  },
  delays: {
    ...realClock.delays,
    retryDue: ({ context }) => refreshBackoffMs(context.refreshFailures),
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    user: null,
    token: input.restored ? storedToken(input.restored.accessToken) : null,
    userData: input.restored?.userData ?? null,
    abilityRules: input.restored?.abilityRules ?? [],
    error: null,
    refreshFailures: 0,
  }),
  invoke: [
    { id: 'identity', src: 'observeIdentity' },
    { id: 'storage', src: 'observeStorage' },
  ],
  on: {
    'STORAGE.CLEAR': { guard: not('holdsSession'), actions: 'forgetSession' },
  },
  initial: 'checking',
  states: {
    /** Waiting for the identity service's report; a session restored from storage already counts. */
    checking: {
      tags: ['checking'],
      on: {
        'IDENTITY.CHANGED': [
          {
            guard: 'reportsSomeoneElse',
            target: 'signedIn',
            actions: ['clearUserCache', 'forgetPerson', 'takeReport'],
          },
          { guard: 'reportsUser', target: 'signedIn', actions: 'takeReport' },
          // Storage said someone was signed in; the identity service says nobody is.
          { guard: 'holdsSession', target: 'signingOut' },
          { target: 'signedOut' },
        ],
        // Only without a stored session: whoever is signed in signs out first.
        SIGN_IN: { guard: not('holdsSession'), target: 'signingIn' },
        REGISTER: { guard: not('holdsSession'), target: 'registering' },
        // A screen restored from storage offers sign-out before the first report arrives.
        SIGN_OUT: 'signingOut',
        'STORAGE.CHANGED': [
          { guard: and(['storesNothing', 'holdsSession']), target: 'signingOut' },
          { guard: 'storesSomeoneElse', actions: ['clearUserCache', 'adoptStoredSession'] },
          { guard: 'storesSession', actions: 'adoptStoredSession' },
        ],
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'IDENTITY.CHANGED': { guard: 'reportsUser', target: 'signedIn', actions: 'takeReport' },
        SIGN_IN: 'signingIn',
        REGISTER: 'registering',
        // Someone signed in in another tab: show it at once, and wait for the identity service to agree.
        'STORAGE.CHANGED': { guard: 'storesSession', target: 'checking', actions: 'adoptStoredSession' },
      },
    },
    signingIn: {
      // `submitted`: a screen's form sent credentials (a background profile load is only `busy`).
      tags: ['busy', 'submitted'],
      entry: 'clearError',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'SIGN_IN')
          return event.credentials
        },
        onDone: {
          target: 'signedIn',
          actions: assign(({ event }) => ({ user: event.output.user, token: event.output.token })),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => ({ code: errorCodeOf(event.error) }) }),
        },
      },
      on: { 'IDENTITY.CHANGED': { guard: 'reportsUser', target: 'signedIn', actions: 'takeReport' } },
    },
    registering: {
      tags: ['busy', 'submitted'],
      entry: 'clearError',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'REGISTER')
          return event.registration
        },
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
      tags: ['signedIn'],
      entry: ['clearError', 'attachTokenProvider'],
      exit: 'detachTokenProvider',
      on: {
        // (A new token for the same user is the token region's business, below.)
        'IDENTITY.CHANGED': [
          // A different user signed in (another tab): start over with their session.
          {
            guard: 'reportsUser',
            target: 'signedIn',
            reenter: true,
            actions: ['clearUserCache', 'forgetPerson', 'takeReport'],
          },
          { target: 'signingOut' },
        ],
        SIGN_OUT: 'signingOut',
        'STORAGE.CHANGED': [
          // Signed out in another tab.
          { guard: 'storesNothing', target: 'signingOut' },
          // Someone else signed in in another tab: follow, and wait for the identity service to agree.
          { guard: 'storesSomeoneElse', target: 'checking', actions: ['clearUserCache', 'adoptStoredSession'] },
        ],
      },
      states: {
        profile: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['busy'],
              on: {
                // Another tab stored a profile saved while this load was under way: its answer may
                // predate the save, so the session is asked again (its answer then includes it).
                'STORAGE.CHANGED': { guard: 'storesNewerProfile', target: 'loading', reenter: true },
              },
              invoke: {
                id: 'loadSession',
                src: 'loadSession',
                onDone: {
                  target: 'ready',
                  actions: [
                    assign(({ event }) => ({
                      userData: event.output.userData,
                      abilityRules: event.output.abilityRules,
                    })),
                    'persistSession',
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
              tags: ['profileFailed'],
              on: { RETRY: { target: 'loading', actions: 'clearError' } },
            },
            ready: {
              on: {
                RELOAD: 'loading',
                PROFILE_UPDATED: {
                  actions: [assign({ userData: ({ event }) => event.userData }), 'persistSession'],
                },
                // Saved in another tab: storage has it already.
                'STORAGE.CHANGED': { guard: 'storesNewerProfile', actions: 'adoptStoredProfile' },
              },
            },
          },
        },
        token: {
          initial: 'fresh',
          on: {
            // The identity service hands out a new token (its own refresh, or ours): it counts from now.
            // Not `reenter`: re-entering a region of a parallel state would re-enter the whole
            // signedIn state (its domain is the nearest compound ancestor) and reload the profile.
            'IDENTITY.CHANGED': {
              guard: 'reportsSameUser',
              target: '.fresh',
              actions: ['takeReport', 'persistSession'],
            },
          },
          states: {
            /** Valid; a refresh is scheduled 5 minutes before expiry. */
            fresh: { after: { refreshDue: 'refreshing' } },
            refreshing: {
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                onDone: {
                  target: 'fresh',
                  actions: [assign({ token: ({ event }) => event.output, refreshFailures: 0 }), 'persistSession'],
                },
                onError: [
                  { guard: 'tokenExpired', target: 'waiting.expired', actions: ['countFailure', logRefreshError] },
                  { target: 'waiting.backoff', actions: ['countFailure', logRefreshError] },
                ],
              },
            },
            /** The last refresh failed; the next one is due after the backoff, whatever happens meanwhile. */
            waiting: {
              after: { retryDue: 'refreshing' },
              initial: 'backoff',
              states: {
                /** The token is still usable until its expiry skew. */
                backoff: { after: { expiryDue: 'expired' } },
                /** No usable token: requests ask the SDK for one on demand until a refresh works. */
                expired: {},
              },
            },
          },
        },
      },
    },
    signingOut: {
      tags: ['signingOut'],
      entry: [
        'forgetSession',
        'clearUserCache',
        assign({ user: null, token: null, userData: null, abilityRules: [], refreshFailures: 0 }),
        // At once, with the local session gone: going there when the identity service answers would
        // pull back a person who has meanwhile followed a link from the login screen.
        'navigateToLogin',
      ],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut' },
        // A failed sign-out must not keep anyone in: the local session is already gone.
        onError: {
          target: 'signedOut',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Signing out failed', error: event.error }),
          },
        },
      },
    },
  },
})

export type AuthSessionActor = ActorRefFrom<typeof authSessionMachine>
export type AuthSessionSnapshot = SnapshotFrom<typeof authSessionMachine>
