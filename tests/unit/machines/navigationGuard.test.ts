import fc from 'fast-check'
import { createActor } from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { routes } from '@/routes/table'
import { matchPath, pathOf } from '@/routes/match'
import type { RouteRecord } from '@/routes/types'
import { permissionsOf } from '@/lib/ability'
import { permission } from '@/lib/abilityRules'
import { ROLE_RULES } from '@/mocks/api/roles'
import {
  guardedRoute,
  navigationGuardMachine,
  safeReturnPath,
  type GuardLocation,
  type GuardSession,
  type NavigationDecision,
  type NavigationGuardEvent,
  type NavigationGuardSnapshot,
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
}

const VISITORS: Visitor[] = [
  {
    label: 'logged out',
    session: { hasUserData: false, hasAccessToken: false, hasRole: false, permissions: [] },
  },
  {
    label: 'client',
    session: { hasUserData: true, hasAccessToken: true, hasRole: true, permissions: permissionsOf(ROLE_RULES.client) },
  },
  {
    label: 'admin',
    session: { hasUserData: true, hasAccessToken: true, hasRole: true, permissions: permissionsOf(ROLE_RULES.admin) },
  },
  // Signed in, while the code that reads the rules loads (it is not part of the sign-in page).
  {
    label: 'client, permissions not read yet',
    session: { hasUserData: true, hasAccessToken: true, hasRole: true, permissions: null },
  },
  // Rule 1: userData alone (or a token alone) is not logged in.
  {
    label: 'userData without accessToken',
    session: { hasUserData: true, hasAccessToken: false, hasRole: true, permissions: permissionsOf(ROLE_RULES.admin) },
  },
  {
    label: 'accessToken without userData',
    session: { hasUserData: false, hasAccessToken: true, hasRole: false, permissions: [] },
  },
]

/** A concrete path for each pattern of the route table. */
function samplePath(pattern: string): string {
  return pattern.replace(':tab', 'account').replace(':code', 'abc123').replace('*', 'some/where')
}

const SEARCHES = ['', 'utm=mail', 'to=%2Fautomacoes%3Ftab%3D2', 'to=https%3A%2F%2Fexample.com', 'to=%2F%2Fexample.com']

/** Every route pattern of the table, with a few queries where the guard reads them. */
const LOCATIONS: GuardLocation[] = (routes as readonly RouteRecord[]).flatMap((record) =>
  [record.path, ...(record.aliases ?? [])].flatMap((pattern) =>
    SEARCHES.filter(
      (search) => search === '' || record.name === 'login' || record.name === 'root' || record.name === 'automations',
    ).map((search) => ({ pathname: samplePath(pattern), search })),
  ),
)

const EVENTS: NavigationGuardEvent[] = [
  ...LOCATIONS.map(navigateTo),
  ...VISITORS.map((visitor) => ({ type: 'SESSION.CHANGED' as const, session: visitor.session })),
]

function navigateTo(location: GuardLocation): NavigationGuardEvent {
  return { type: 'NAVIGATE', location, route: guardedRoute(matchPath(location.pathname).record) }
}

/** docs/product.md ("Navigation guard"), written out independently of the machine: where a navigation must land. */
function expectedDecision(
  location: GuardLocation,
  session: GuardSession,
): { decision: NavigationDecision | null; clears: boolean; rule: string } {
  const { pathname, search } = location
  const route = matchPath(pathname).record
  if (route.redirectTo)
    return { decision: { kind: 'redirect', to: route.redirectTo }, clears: false, rule: 'route redirect' }
  if (route.name === 'root') {
    return session.hasRole
      ? { decision: { kind: 'redirect', to: '/dashboards' }, clears: false, rule: 'root with a role' }
      : {
          decision: { kind: 'redirect', to: `/login${search ? `?${search}` : ''}` },
          clears: false,
          rule: 'root without a role',
        }
  }
  if (route.access === 'public') return { decision: { kind: 'render' }, clears: false, rule: 'public' }
  const loggedIn = session.hasUserData && session.hasAccessToken
  if (!loggedIn) {
    if (route.access === 'unauthenticatedOnly')
      return { decision: { kind: 'render' }, clears: true, rule: 'rule 2, signed-out only' }
    const target = `${pathname}${search ? `?${search}` : ''}`
    return {
      decision: { kind: 'redirect', to: `/login?to=${encodeURIComponent(target)}` },
      clears: true,
      rule: 'rules 2 and 5',
    }
  }
  if (route.access === 'unauthenticatedOnly') {
    const to = new URLSearchParams(search).get('to')
    const sameApp = to !== null && to.startsWith('/') && !to.startsWith('//')
    return sameApp
      ? { decision: { kind: 'redirect', to }, clears: false, rule: 'rule 3 with a safe `to`' }
      : { decision: { kind: 'redirect', to: '/' }, clears: false, rule: 'rule 3' }
  }
  if (route.action && route.subject && session.permissions === null)
    return { decision: null, clears: false, rule: 'rule 4 waits for the permissions' }
  if (route.action && route.subject && !session.permissions?.includes(permission(route.action, route.subject))) {
    return { decision: { kind: 'redirect', to: '/not-authorized' }, clears: false, rule: 'rule 4' }
  }
  return { decision: { kind: 'render' }, clears: false, rule: 'allowed' }
}

/** The spec's rules: each must decide at least one walked navigation. */
const SPEC_RULES = [
  'route redirect',
  'root with a role',
  'root without a role',
  'public',
  'rule 2, signed-out only',
  'rules 2 and 5',
  'rule 3 with a safe `to`',
  'rule 3',
  'rule 4',
  'rule 4 waits for the permissions',
  'allowed',
  'a session change before any navigation decides nothing',
]
const rulesHit = new Set<string>()

const coverage = createGraphCoverage(navigationGuardMachine)

afterAll(() => {
  coverage.print('navigationGuard')
  const report = coverage.report()
  expect(report.states.missing).toEqual([])
  expect(report.transitions.missing).toEqual([])
})

afterAll(() => {
  expect(SPEC_RULES.filter((rule) => !rulesHit.has(rule))).toEqual([])
})

const serializeState = (snapshot: NavigationGuardSnapshot) => JSON.stringify(snapshot.value)
const serializeEvent = (event: NavigationGuardEvent) => JSON.stringify(event)

const LOGGED_OUT = VISITORS[0]!.session

function runGuard() {
  let cleared = 0
  const actor = createActor(
    navigationGuardMachine.provide({ actions: { clearAccessData: () => void (cleared += 1) } }),
    { input: { paths: PATHS, session: LOGGED_OUT }, inspect: coverage.inspect },
  ).start()
  coverage.recordSnapshot(actor.getSnapshot())
  // What the spec knows: the session and location so far.
  let session = LOGGED_OUT
  let location: GuardLocation | null = null
  return {
    actor,
    navigate(event: NavigationGuardEvent) {
      const clearedBefore = cleared
      if (event.type === 'NAVIGATE') location = event.location
      else session = event.session
      actor.send(event)
      const snapshot = actor.getSnapshot()
      // The context is data that survives JSON (the QA journal).
      expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(snapshot.context)
      if (location === null) {
        rulesHit.add('a session change before any navigation decides nothing')
        expect([snapshot.context.decision, cleared - clearedBefore]).toEqual([null, 0])
        return snapshot
      }
      const expected = expectedDecision(location, session)
      rulesHit.add(expected.rule)
      const where = `${location.pathname}?${location.search} (${expected.rule})`
      // Rule 2: a logged-out visit to a guarded route clears all stored access data, once.
      expect(
        {
          request: snapshot.context.request && {
            pathname: snapshot.context.request.pathname,
            search: snapshot.context.request.search,
          },
          decision: snapshot.context.decision,
          cleared: cleared - clearedBefore,
        },
        where,
      ).toEqual({ request: location, decision: expected.decision, cleared: expected.clears ? 1 : 0 })
      return snapshot
    },
  }
}

describe('navigation guard machine, model-based against docs/product.md', () => {
  it('every outcome state and every transition decides what docs/product.md ("Navigation guard") says', () => {
    const options = { input: { paths: PATHS, session: LOGGED_OUT }, events: EVENTS, serializeState, serializeEvent }
    const pathTo = new Map(
      getShortestPaths(navigationGuardMachine, options).map((path) => [serializeState(path.state), path]),
    )
    const adjacency = getAdjacencyMap(navigationGuardMachine, options)
    let walks = 0
    for (const [vertex, { transitions }] of Object.entries(adjacency)) {
      const prefix = pathTo.get(vertex)
      expect(prefix, `no path to ${vertex}`).toBeDefined()
      for (const { event } of Object.values(transitions) as Array<{ event: NavigationGuardEvent }>) {
        const guard = runGuard()
        for (const next of [...prefix!.steps.slice(1).map((step) => step.event), event]) guard.navigate(next)
        guard.actor.stop()
        walks += 1
      }
    }
    console.info(
      `[paths] navigationGuard: ${pathTo.size} shortest paths, ${walks} transition walks, ${EVENTS.length} sample events`,
    )
    // idle plus the eight outcomes and the wait for permissions; the rule-walking states are transient.
    expect(pathTo.size).toBe(10)
  })

  it('simple paths through the outcome states decide as specified on the real actor', () => {
    // One representative event for each of four outcomes keeps the simple-path search small.
    const wanted = ['"allowed"', '"redirectedToLogin"', '"redirectedHome"', '"notAuthorized"']
    const representatives = new Map<string, NavigationGuardEvent[]>()
    for (const visitor of VISITORS.slice(0, 2)) {
      for (const location of LOCATIONS) {
        const events: NavigationGuardEvent[] = [
          { type: 'SESSION.CHANGED', session: visitor.session },
          navigateTo(location),
        ]
        const probe = createActor(navigationGuardMachine, { input: { paths: PATHS, session: LOGGED_OUT } }).start()
        events.forEach((event) => probe.send(event))
        const key = serializeState(probe.getSnapshot())
        if (wanted.includes(key) && !representatives.has(key)) representatives.set(key, events)
        probe.stop()
      }
    }
    const paths = getSimplePaths(navigationGuardMachine, {
      input: { paths: PATHS, session: LOGGED_OUT },
      events: [...representatives.values()].flat(),
      serializeState,
      serializeEvent,
      toState: (snapshot) => snapshot.matches('notAuthorized'),
    })
    expect(paths.length).toBeGreaterThan(representatives.size)
    for (const path of paths) {
      const guard = runGuard()
      for (const step of path.steps.slice(1)) guard.navigate(step.event)
      expect(guard.actor.getSnapshot().context.decision).toEqual({ kind: 'redirect', to: '/not-authorized' })
      guard.actor.stop()
    }
    console.info(`[paths] navigationGuard simple paths ending in notAuthorized: ${paths.length}`)
  })

  it('decides every route of the table for every kind of visitor as docs/product.md says', () => {
    let decided = 0
    for (const visitor of VISITORS) {
      for (const location of LOCATIONS) {
        // Both orders: the visitor navigates, or the session changes under an open page.
        const navigated = runGuard()
        navigated.navigate({ type: 'SESSION.CHANGED', session: visitor.session })
        navigated.navigate(navigateTo(location))
        const changed = runGuard()
        changed.navigate(navigateTo(location))
        changed.navigate({ type: 'SESSION.CHANGED', session: visitor.session })
        navigated.actor.stop()
        changed.actor.stop()
        decided += 2
      }
    }
    expect(decided).toBe(VISITORS.length * LOCATIONS.length * 2)
  })

  it('sends a client to not-authorized for /webhooks/instagram and lets an admin in', () => {
    const [client, admin] = [VISITORS[1]!, VISITORS[2]!]
    const webhook = navigateTo({ pathname: '/webhooks/instagram', search: '' })
    const visit = (visitor: Visitor) => {
      const guard = runGuard()
      guard.navigate({ type: 'SESSION.CHANGED', session: visitor.session })
      return guard.navigate(webhook).context.decision
    }
    expect(visit(client)).toEqual({ kind: 'redirect', to: '/not-authorized' })
    expect(visit(admin)).toEqual({ kind: 'render' })
  })

  it('decides again when the session changes under the same location (signing in on /login)', () => {
    const guard = runGuard()
    guard.navigate(navigateTo({ pathname: '/login', search: 'to=%2Fintegracoes%3Ftab%3Dinstagram' }))
    expect(guard.actor.getSnapshot().context.decision).toEqual({ kind: 'render' })
    guard.navigate({ type: 'SESSION.CHANGED', session: VISITORS[1]!.session })
    expect(guard.actor.getSnapshot().context.decision).toEqual({ kind: 'redirect', to: '/integracoes?tab=instagram' })
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
    // A hundred generated URLs take a second alone, several on a busy shared machine.
  }, 30_000)
})
