import fc from 'fast-check'
import { createActor } from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { pathOf } from '@/routes/match'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { createAbility, type AbilityRule } from '@/lib/ability'
import { ROLE_RULES } from '@/mocks/api/roles'
import {
  navigationGuardMachine,
  safeReturnPath,
  type GuardSession,
  type NavigationDecision,
  type NavigationGuardEvent,
  type NavigationGuardSnapshot,
  type NavigationRequest,
} from '@/machines/navigationGuard'
import { createGraphCoverage } from './graphCoverage'

const PATHS = {
  root: pathOf('root'),
  login: pathOf('login'),
  notAuthorized: pathOf('not-authorized'),
  dashboards: pathOf('dashboards'),
}

interface Visitor {
  label: string
  session: GuardSession
  rules: AbilityRule[]
}

const VISITORS: Visitor[] = [
  { label: 'logged out', session: { hasUserData: false, hasAccessToken: false, hasRole: false }, rules: [] },
  { label: 'client', session: { hasUserData: true, hasAccessToken: true, hasRole: true }, rules: ROLE_RULES.client },
  { label: 'admin', session: { hasUserData: true, hasAccessToken: true, hasRole: true }, rules: ROLE_RULES.admin },
  // Rule 1: userData alone (or a token alone) is not logged in.
  {
    label: 'userData without accessToken',
    session: { hasUserData: true, hasAccessToken: false, hasRole: true },
    rules: ROLE_RULES.admin,
  },
  {
    label: 'accessToken without userData',
    session: { hasUserData: false, hasAccessToken: true, hasRole: false },
    rules: [],
  },
]

/** A concrete path for each pattern of the route table. */
function samplePath(pattern: string): string {
  return pattern.replace(':tab', 'account').replace(':code', 'abc123').replace('*', 'some/where')
}

const SEARCHES = ['', 'utm=mail', 'to=%2Fautomacoes%3Ftab%3D2', 'to=https%3A%2F%2Fexample.com', 'to=%2F%2Fexample.com']

function requestsFor(visitor: Visitor): NavigationRequest[] {
  const ability = createAbility(visitor.rules)
  return (routes as readonly RouteRecord[]).flatMap((record) =>
    [record.path, ...(record.aliases ?? [])].flatMap((pattern) =>
      SEARCHES.filter(
        (search) => search === '' || record.name === 'login' || record.name === 'root' || record.name === 'automations',
      ).map((search): NavigationRequest => ({
        route: {
          name: record.name,
          access: record.access,
          action: record.action,
          subject: record.subject,
          redirectTo: record.redirectTo,
        },
        pathname: samplePath(pattern),
        search,
        session: visitor.session,
        can: (action, subject) => ability.can(action, subject),
      })),
    ),
  )
}

const visitorOf = new WeakMap<NavigationRequest, string>()
const EVENTS: NavigationGuardEvent[] = VISITORS.flatMap((visitor) =>
  requestsFor(visitor).map((request) => {
    visitorOf.set(request, visitor.label)
    return { type: 'NAVIGATE' as const, request }
  }),
)
/** The permission check is a function, invisible to JSON: name the visitor so events stay distinct. */
const serializeEvent = (event: NavigationGuardEvent) => `${visitorOf.get(event.request)}|${JSON.stringify(event)}`

/** docs/product.md ("Navigation guard"), written out independently of the machine: where a navigation must land. */
function expectedDecision(request: NavigationRequest): { decision: NavigationDecision; clears: boolean } {
  const { route, session, search, pathname } = request
  if (route.redirectTo) return { decision: { kind: 'redirect', to: route.redirectTo }, clears: false }
  if (route.name === 'root') {
    return {
      decision: { kind: 'redirect', to: session.hasRole ? '/dashboards' : `/login${search ? `?${search}` : ''}` },
      clears: false,
    }
  }
  if (route.access === 'public') return { decision: { kind: 'render' }, clears: false }
  const loggedIn = session.hasUserData && session.hasAccessToken
  if (!loggedIn) {
    if (route.access === 'unauthenticatedOnly') return { decision: { kind: 'render' }, clears: true }
    const target = `${pathname}${search ? `?${search}` : ''}`
    return { decision: { kind: 'redirect', to: `/login?to=${encodeURIComponent(target)}` }, clears: true }
  }
  if (route.access === 'unauthenticatedOnly') {
    const to = new URLSearchParams(search).get('to')
    const sameApp = to !== null && to.startsWith('/') && !to.startsWith('//')
    return { decision: { kind: 'redirect', to: sameApp ? to : '/' }, clears: false }
  }
  if (route.action && route.subject && !request.can(route.action, route.subject)) {
    return { decision: { kind: 'redirect', to: '/not-authorized' }, clears: false }
  }
  return { decision: { kind: 'render' }, clears: false }
}

const coverage = createGraphCoverage(navigationGuardMachine)

afterAll(() => {
  coverage.print('navigationGuard')
  const report = coverage.report()
  expect(report.states.missing).toEqual([])
  expect(report.transitions.missing).toEqual([])
})

const serializeState = (snapshot: NavigationGuardSnapshot) => JSON.stringify(snapshot.value)

function runGuard() {
  let cleared = 0
  const actor = createActor(
    navigationGuardMachine.provide({ actions: { clearAccessData: () => void (cleared += 1) } }),
    { input: { paths: PATHS }, inspect: coverage.inspect },
  ).start()
  coverage.recordSnapshot(actor.getSnapshot())
  return {
    actor,
    cleared: () => cleared,
    navigate(event: NavigationGuardEvent) {
      const clearedBefore = cleared
      actor.send(event)
      const snapshot = actor.getSnapshot()
      const expected = expectedDecision(event.request)
      expect(snapshot.context.request).toBe(event.request)
      expect(snapshot.context.decision, `${event.request.pathname}?${event.request.search}`).toEqual(expected.decision)
      // Rule 2: a logged-out visit to a guarded route clears all stored access data.
      expect(cleared - clearedBefore).toBe(expected.clears ? 1 : 0)
      return snapshot
    },
  }
}

describe('navigation guard machine, model-based', () => {
  it('every outcome state and every transition lands where docs/product.md ("Navigation guard") says', () => {
    const options = { input: { paths: PATHS }, events: EVENTS, serializeState, serializeEvent }
    const pathTo = new Map(
      getShortestPaths(navigationGuardMachine, options).map((path) => [serializeState(path.state), path]),
    )
    const adjacency = getAdjacencyMap(navigationGuardMachine, options)
    let walks = 0
    for (const [vertex, { transitions }] of Object.entries(adjacency)) {
      const prefix = pathTo.get(vertex)
      expect(prefix, `no path to ${vertex}`).toBeDefined()
      for (const { event, state: expected } of Object.values(transitions) as Array<{
        event: NavigationGuardEvent
        state: NavigationGuardSnapshot
      }>) {
        const guard = runGuard()
        for (const step of [...prefix!.steps.slice(1), { event, state: expected }]) {
          const snapshot = guard.navigate(step.event)
          expect(snapshot.value).toEqual(step.state.value)
        }
        guard.actor.stop()
        walks += 1
      }
    }
    console.info(
      `[paths] navigationGuard: ${pathTo.size} shortest paths, ${walks} transition walks, ${EVENTS.length} sample navigations`,
    )
    // idle plus the eight outcomes; the rule-walking states are transient.
    expect(pathTo.size).toBe(9)
  })

  it('simple paths through the outcome states replay on the real actor', () => {
    // One representative navigation for four outcomes keeps the simple-path search small.
    const wanted = ['"allowed"', '"redirectedToLogin"', '"redirectedHome"', '"notAuthorized"']
    const representatives = new Map<string, NavigationGuardEvent>()
    for (const event of EVENTS) {
      const next = createActor(navigationGuardMachine, { input: { paths: PATHS } }).start()
      next.send(event)
      const key = serializeState(next.getSnapshot())
      if (wanted.includes(key) && !representatives.has(key)) representatives.set(key, event)
      next.stop()
    }
    const paths = getSimplePaths(navigationGuardMachine, {
      input: { paths: PATHS },
      events: [...representatives.values()],
      serializeState,
      serializeEvent,
      toState: (snapshot) => snapshot.matches('notAuthorized'),
    })
    expect(paths.length).toBeGreaterThan(representatives.size)
    for (const path of paths) {
      const guard = runGuard()
      for (const step of path.steps.slice(1)) expect(guard.navigate(step.event).value).toEqual(step.state.value)
      guard.actor.stop()
    }
    console.info(`[paths] navigationGuard simple paths ending in notAuthorized: ${paths.length}`)
  })

  it('sends a client to not-authorized for /webhooks/instagram and lets an admin in', () => {
    const [client, admin] = [VISITORS[1]!, VISITORS[2]!]
    const webhook = (visitor: Visitor) =>
      requestsFor(visitor).find((request) => request.pathname === '/webhooks/instagram')!
    expect(runGuard().navigate({ type: 'NAVIGATE', request: webhook(client) }).context.decision).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    })
    expect(runGuard().navigate({ type: 'NAVIGATE', request: webhook(admin) }).context.decision).toEqual({
      kind: 'render',
    })
  })
})

describe('the `to` parameter never leaves the app', () => {
  it.each([
    ['https://example.com', null],
    ['//example.com', null],
    ['/\\example.com', null],
    ['/\t/example.com', null],
    ['javascript:alert(1)', null],
    ['  /automacoes', null],
    ['', null],
    ['/automacoes?tab=2', '/automacoes?tab=2'],
    ['/minha-conta/security', '/minha-conta/security'],
  ])('%j → %j', (to, expected) => {
    expect(safeReturnPath(to)).toBe(expected)
  })

  it('accepts only paths that resolve on the app origin (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (to) => {
          const result = safeReturnPath(to)
          if (result === null) return
          expect(result.startsWith('/')).toBe(true)
          expect(result.startsWith('//')).toBe(false)
          expect(new URL(result, 'https://conversa.test').origin).toBe('https://conversa.test')
        },
      ),
    )
  })
})
