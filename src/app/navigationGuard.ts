import { createActor } from 'xstate'
import { matchPath, pathOf } from '@/routes/match'
import { inspectFor } from '@/lib/inspection'
import { loadOnce } from '@/lib/loadOnce'
import type { AuthSessionActor } from '@/machines/authSession'
import type { AbilityRule, Permission } from '@/lib/abilityRules'
import { selectGuardSession, type RuleReader } from '@/machines/authSessionSelectors'
import {
  guardedRoute,
  navigationGuardMachine,
  sameGuardSession,
  type GuardLocation,
  type NavigationGuardActor,
} from '@/machines/navigationGuard'

/** wouter's events: it patches pushState and replaceState to announce them (wouter/use-browser-location). */
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const

/** As wouter's useLocation and useSearch read them: decoded, the query without its '?'. */
function decode(text: string): string {
  try {
    return decodeURI(text)
  } catch {
    return text
  }
}

function currentLocation(): GuardLocation {
  return { pathname: decode(location.pathname), search: decode(location.search.replace(/^\?/, '')) }
}

/**
 * CASL, which reads what the rules allow, loads with the first route that needs a permission
 * (`prepareRoute`, or the guard waiting for it), not with the sign-in page.
 */
const ruleReader = loadOnce(() =>
  import('@/lib/ability').then(({ permissionsOf }): NonNullable<RuleReader> => {
    // The same rules are read again on every change of session (a new token): once is enough.
    let last: { rules: readonly AbilityRule[]; permissions: Permission[] } | null = null
    return (rules) => {
      if (last?.rules !== rules) last = { rules, permissions: permissionsOf(rules) }
      return last.permissions
    }
  }),
)
const readRules = (): RuleReader => ruleReader.loaded()

/** Loads the rule reader once; a failed download (offline) is tried again by the next session change or navigation. */
export const loadRuleReader = (): Promise<unknown> => ruleReader.load()

/** Whether the guard can read rules without loading anything. */
export const ruleReaderLoaded = (): boolean => readRules() !== null

/** The navigation guard with rule 2 wired to the session: clearing stored access data is the session's job. */
export function createNavigationGuard(session: AuthSessionActor): NavigationGuardActor {
  const machine = navigationGuardMachine.provide({
    actions: { clearAccessData: () => session.send({ type: 'STORAGE.CLEAR' }) },
  })
  return createActor(machine, {
    input: {
      paths: {
        root: pathOf('root'),
        login: pathOf('login'),
        notAuthorized: pathOf('not-authorized'),
        dashboards: pathOf('dashboards'),
      },
      session: selectGuardSession(session.getSnapshot(), readRules()),
    },
    inspect: inspectFor('navigationGuard'),
  })
}

/**
 * Feeds the (started) guard what it decides on, outside React and before React renders: every
 * change of location, and every change of session the guard cares about (a new token or profile
 * is not one). So each navigation is evaluated once, and the router renders the decision the
 * guard already holds. Returns the unsubscribe.
 */
export function connectNavigationGuard(guard: NavigationGuardActor, session: AuthSessionActor): () => void {
  let seen = selectGuardSession(session.getSnapshot(), readRules())
  let connected = true
  const sessionChanged = () => {
    if (!connected) return
    const next = selectGuardSession(session.getSnapshot(), readRules())
    if (sameGuardSession(seen, next)) return
    seen = next
    guard.send({ type: 'SESSION.CHANGED', session: next })
    readRulesIfWaiting()
  }
  // Only a route that needs a permission waits for the rule reader: a signed-in visit to a public
  // page does not fetch it.
  const readRulesIfWaiting = () => {
    if (guard.getSnapshot().matches('awaitingPermissions')) loadRuleReader().then(sessionChanged, () => {})
  }
  const subscription = session.subscribe(sessionChanged)

  let where = ''
  const navigate = () => {
    const next = currentLocation()
    const key = `${next.pathname}?${next.search}`
    // Following a link to the page already shown is not a navigation.
    if (key === where) return
    where = key
    // The reader may have arrived with the route's code (`prepareRoute`): the guard reads with it.
    sessionChanged()
    guard.send({ type: 'NAVIGATE', location: next, route: guardedRoute(matchPath(next.pathname).record) })
    readRulesIfWaiting()
  }
  LOCATION_EVENTS.forEach((type) => addEventListener(type, navigate))
  if (!sameGuardSession(guard.getSnapshot().context.session, seen))
    guard.send({ type: 'SESSION.CHANGED', session: seen })
  navigate()
  return () => {
    connected = false
    subscription.unsubscribe()
    LOCATION_EVENTS.forEach((type) => removeEventListener(type, navigate))
  }
}
