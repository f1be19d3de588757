import { createActor } from 'xstate'
import { matchPath, pathOf } from '@/routes/match'
import { inspectFor } from '@/lib/inspection'
import type { AuthSessionActor } from '@/machines/authSession'
import { selectGuardSession } from '@/machines/authSessionSelectors'
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
      session: selectGuardSession(session.getSnapshot()),
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
  let seen = selectGuardSession(session.getSnapshot())
  const subscription = session.subscribe((snapshot) => {
    const next = selectGuardSession(snapshot)
    if (sameGuardSession(seen, next)) return
    seen = next
    guard.send({ type: 'SESSION.CHANGED', session: next })
  })

  let where = ''
  const navigate = () => {
    const next = currentLocation()
    const key = `${next.pathname}?${next.search}`
    // Following a link to the page already shown is not a navigation.
    if (key === where) return
    where = key
    guard.send({ type: 'NAVIGATE', location: next, route: guardedRoute(matchPath(next.pathname).record) })
  }
  LOCATION_EVENTS.forEach((type) => addEventListener(type, navigate))
  if (!sameGuardSession(guard.getSnapshot().context.session, seen))
    guard.send({ type: 'SESSION.CHANGED', session: seen })
  navigate()
  return () => {
    subscription.unsubscribe()
    LOCATION_EVENTS.forEach((type) => removeEventListener(type, navigate))
  }
}
