import { and, assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { Access } from '@/routes/types'
import { permission, type Action, type Permission, type Subject } from '@/lib/abilityRules'
import { safeReturnPath } from './returnPath'

export { safeReturnPath } from './returnPath'

/** The parts of a route record the guard reads. */
export interface GuardedRoute {
  name: string
  access: Access
  action?: Action
  subject?: Subject
  redirectTo?: string
}

/** What the guard knows about the session (the auth session's `selectGuardSession`). */
export interface GuardSession {
  hasUserData: boolean
  hasAccessToken: boolean
  /** A role value (true or false counts) exists in the user data. */
  hasRole: boolean
  /**
   * What the CASL rules in force allow, each action on each subject (`permissionsOf`, src/lib/ability.ts);
   * data, so the guard's snapshots serialise. Null while the code that reads the rules loads (it
   * comes with the first signed-in session, not with the sign-in page): a route that needs a
   * permission waits for it.
   */
  permissions: readonly Permission[] | null
}

export interface GuardLocation {
  pathname: string
  /** Query string without the leading '?'. */
  search: string
}

/** A location with the route record it matched. */
export interface NavigationRequest extends GuardLocation {
  route: GuardedRoute
}

/** What the router does with the current location: render its screen, or go elsewhere. */
export type NavigationDecision = { kind: 'render' } | { kind: 'redirect'; to: string }

export interface GuardPaths {
  root: string
  login: string
  notAuthorized: string
  dashboards: string
}

export interface NavigationGuardContext {
  paths: GuardPaths
  session: GuardSession
  /** The location being decided; null before the first navigation. */
  request: NavigationRequest | null
  decision: NavigationDecision | null
}

export type NavigationGuardEvent =
  /** The browser's location changed (a link, Back, a redirect, the first load), with the route it matched. */
  | { type: 'NAVIGATE'; location: GuardLocation; route: GuardedRoute }
  /** Who is signed in, or what they may do, changed: the current location is decided again. */
  | { type: 'SESSION.CHANGED'; session: GuardSession }

export interface NavigationGuardInput {
  paths: GuardPaths
  session: GuardSession
}

const query = (search: string) => (search ? `?${search}` : '')

function returnTarget(request: NavigationRequest): string | null {
  return safeReturnPath(new URLSearchParams(request.search).get('to'))
}

/** The parts of a route record the guard reads (the record itself holds messages and menu data). */
export function guardedRoute(record: GuardedRoute): GuardedRoute {
  const { name, access, action, subject, redirectTo } = record
  return { name, access, action, subject, redirectTo }
}

/**
 * The navigation guard of docs/product.md ("Navigation guard") as a statechart: each navigation
 * (and each change of session) walks the five rules, plus the root redirect and route-level
 * redirects, through eventless transitions once, and settles in a state that names the outcome;
 * the router renders `context.decision`. Clearing stored access data (rule 2) is an injected action.
 */
export const navigationGuardMachine = setup({
  types: {
    context: {} as NavigationGuardContext,
    events: {} as NavigationGuardEvent,
    input: {} as NavigationGuardInput,
  },
  actions: {
    /** Rule 2: removes every stored session key. */
    clearAccessData: () => {},
    decide: assign({
      decision: (_, decision: NavigationDecision) => decision,
    }),
    forgetDecision: assign({ decision: null }),
    takeLocation: assign(({ event }) => {
      assertEvent(event, 'NAVIGATE')
      const { pathname, search } = event.location
      return { request: { pathname, search, route: event.route }, decision: null }
    }),
    takeSession: assign(({ event }) => {
      assertEvent(event, 'SESSION.CHANGED')
      return { session: event.session }
    }),
  },
  guards: {
    hasLocation: ({ context }) => context.request !== null,
    routeRedirects: ({ context }) => Boolean(context.request?.route.redirectTo),
    isRoot: ({ context }) => context.request?.route.name === 'root',
    isPublic: ({ context }) => context.request?.route.access === 'public',
    // Rule 1: logged in means both user data and an access token exist.
    isLoggedIn: ({ context }) => context.session.hasUserData && context.session.hasAccessToken,
    hasRole: ({ context }) => context.session.hasRole,
    isUnauthenticatedOnly: ({ context }) => context.request?.route.access === 'unauthenticatedOnly',
    hasSafeReturnTarget: ({ context }) => context.request !== null && returnTarget(context.request) !== null,
    // Rule 4; a route without action or subject is not checked.
    permissionUnknown: ({ context }) => {
      const route = context.request?.route
      return Boolean(route?.action && route.subject) && context.session.permissions === null
    },
    permissionDenied: ({ context }) => {
      const route = context.request?.route
      if (!route?.action || !route.subject) return false
      return !context.session.permissions?.includes(permission(route.action, route.subject))
    },
  },
}).createMachine({
  id: 'navigationGuard',
  context: ({ input }) => ({ paths: input.paths, session: input.session, request: null, decision: null }),
  initial: 'idle',
  on: {
    NAVIGATE: { target: '.evaluating', actions: 'takeLocation' },
    'SESSION.CHANGED': [
      { guard: 'hasLocation', target: '.evaluating', actions: 'takeSession' },
      { actions: 'takeSession' },
    ],
  },
  states: {
    idle: {},
    evaluating: {
      always: [
        { guard: 'routeRedirects', target: 'redirectedByRoute' },
        { guard: 'isRoot', target: 'resolvingRoot' },
        { guard: 'isPublic', target: 'allowed' },
        { target: 'checkingSession' },
      ],
    },
    resolvingRoot: {
      always: [{ guard: 'hasRole', target: 'redirectedToDashboards' }, { target: 'redirectedToLoginFromRoot' }],
    },
    checkingSession: {
      always: [{ guard: 'isLoggedIn', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      entry: 'clearAccessData',
      always: [{ guard: 'isUnauthenticatedOnly', target: 'allowed' }, { target: 'redirectedToLogin' }],
    },
    loggedIn: {
      always: [
        // Rule 3, except that a safe `to` (the page the user was sent away from) wins over the root.
        { guard: and(['isUnauthenticatedOnly', 'hasSafeReturnTarget']), target: 'redirectedToReturnTarget' },
        { guard: 'isUnauthenticatedOnly', target: 'redirectedHome' },
        { guard: 'permissionUnknown', target: 'awaitingPermissions' },
        { guard: 'permissionDenied', target: 'notAuthorized' },
        { target: 'allowed' },
      ],
    },
    // Nothing is decided (the router keeps what it shows) until the session's permissions are known.
    awaitingPermissions: { entry: 'forgetDecision' },
    allowed: { entry: { type: 'decide', params: { kind: 'render' } } },
    redirectedByRoute: {
      entry: {
        type: 'decide',
        params: ({ context }) => ({ kind: 'redirect', to: context.request?.route.redirectTo ?? context.paths.root }),
      },
    },
    redirectedToDashboards: {
      entry: { type: 'decide', params: ({ context }) => ({ kind: 'redirect', to: context.paths.dashboards }) },
    },
    redirectedToLoginFromRoot: {
      // The root keeps its query string on the way to login.
      entry: {
        type: 'decide',
        params: ({ context }) => ({
          kind: 'redirect',
          to: `${context.paths.login}${query(context.request?.search ?? '')}`,
        }),
      },
    },
    redirectedToLogin: {
      // Rule 5: `to` keeps the original path and query; it is left out for the root.
      entry: {
        type: 'decide',
        params: ({ context }) => {
          const request = context.request
          const target = request ? `${request.pathname}${query(request.search)}` : context.paths.root
          const to = target === context.paths.root ? '' : `?to=${encodeURIComponent(target)}`
          return { kind: 'redirect', to: `${context.paths.login}${to}` }
        },
      },
    },
    redirectedToReturnTarget: {
      entry: {
        type: 'decide',
        params: ({ context }) => ({
          kind: 'redirect',
          to: (context.request && returnTarget(context.request)) ?? context.paths.root,
        }),
      },
    },
    redirectedHome: {
      entry: { type: 'decide', params: ({ context }) => ({ kind: 'redirect', to: context.paths.root }) },
    },
    notAuthorized: {
      entry: { type: 'decide', params: ({ context }) => ({ kind: 'redirect', to: context.paths.notAuthorized }) },
    },
  },
})

export type NavigationGuardActor = ActorRefFrom<typeof navigationGuardMachine>
export type NavigationGuardSnapshot = SnapshotFrom<typeof navigationGuardMachine>

/** Whether two session views decide navigations alike (a new token or profile does not). */
export function sameGuardSession(a: GuardSession, b: GuardSession): boolean {
  return (
    a.hasUserData === b.hasUserData &&
    a.hasAccessToken === b.hasAccessToken &&
    a.hasRole === b.hasRole &&
    (a.permissions === b.permissions || JSON.stringify(a.permissions) === JSON.stringify(b.permissions))
  )
}
