import { and, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { Access } from '@/routes/types'
import type { Action, Subject } from '@/lib/ability'
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

/** What the guard knows about the stored session when a navigation starts. */
export interface GuardSession {
  hasUserData: boolean
  hasAccessToken: boolean
  /** A role value (true or false counts) exists in the stored userData. */
  hasRole: boolean
}

export interface NavigationRequest {
  route: GuardedRoute
  pathname: string
  /** Query string without the leading '?'. */
  search: string
  session: GuardSession
  can: (action: Action, subject: Subject) => boolean
}

export type NavigationDecision = { kind: 'render' } | { kind: 'redirect'; to: string }

export interface GuardPaths {
  root: string
  login: string
  notAuthorized: string
  dashboards: string
}

export interface NavigationGuardContext {
  paths: GuardPaths
  request: NavigationRequest | null
  decision: NavigationDecision | null
  /** Counts navigations, so a caller knows which request a decision answers. */
  navigationId: number
}

export type NavigationGuardEvent = { type: 'NAVIGATE'; request: NavigationRequest }

const query = (search: string) => (search ? `?${search}` : '')

function returnTarget(request: NavigationRequest): string | null {
  return safeReturnPath(new URLSearchParams(request.search).get('to'))
}

/**
 * The navigation guard of docs/product.md ("Navigation guard") as a statechart: each NAVIGATE walks the five
 * rules (plus the root redirect and route-level redirects) through eventless transitions and
 * settles in a state that names the outcome. Clearing stored access data (rule 2) is an
 * injected action.
 */
export const navigationGuardMachine = setup({
  types: {
    context: {} as NavigationGuardContext,
    events: {} as NavigationGuardEvent,
    input: {} as { paths: GuardPaths },
  },
  actions: {
    /** Rule 2: removes every stored session key. */
    clearAccessData: () => {},
    decide: assign({
      decision: (_, decision: NavigationDecision) => decision,
    }),
  },
  guards: {
    routeRedirects: ({ context }) => Boolean(context.request?.route.redirectTo),
    isRoot: ({ context }) => context.request?.route.name === 'root',
    isPublic: ({ context }) => context.request?.route.access === 'public',
    // Rule 1: logged in means both stored userData and an accessToken exist.
    isLoggedIn: ({ context }) =>
      Boolean(context.request?.session.hasUserData && context.request.session.hasAccessToken),
    hasRole: ({ context }) => Boolean(context.request?.session.hasRole),
    isUnauthenticatedOnly: ({ context }) => context.request?.route.access === 'unauthenticatedOnly',
    hasSafeReturnTarget: ({ context }) => context.request !== null && returnTarget(context.request) !== null,
    // Rule 4; a route without action or subject is not checked.
    permissionDenied: ({ context }) => {
      const route = context.request?.route
      if (!context.request || !route?.action || !route.subject) return false
      return !context.request.can(route.action, route.subject)
    },
  },
}).createMachine({
  id: 'navigationGuard',
  context: ({ input }) => ({ paths: input.paths, request: null, decision: null, navigationId: 0 }),
  initial: 'idle',
  on: {
    NAVIGATE: {
      target: '.evaluating',
      actions: assign(({ context, event }) => ({
        request: event.request,
        decision: null,
        navigationId: context.navigationId + 1,
      })),
    },
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
        { guard: 'permissionDenied', target: 'notAuthorized' },
        { target: 'allowed' },
      ],
    },
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
