import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { sameJson } from '@/lib/sameJson'
import { matchPath, type RouteMatch } from '@/routes/match'
import type { NavigationDecision, NavigationGuardActor } from '@/machines/navigationGuard'

export interface GuardedLocation {
  /** The route of the location the guard decided about; null before its first decision. */
  match: RouteMatch | null
  decision: NavigationDecision | null
}

/**
 * What the navigation guard (docs/product.md, "Navigation guard") decided about the current
 * location. The guard is fed outside React (src/app/navigationGuard.ts) and has decided before
 * this renders: reading it evaluates nothing, and a location and its decision always come together.
 */
export function useNavigationDecision(guard: NavigationGuardActor): GuardedLocation {
  const pathname = useSelector(guard, (snapshot) => snapshot.context.request?.pathname ?? null)
  // Decided again when the session changes, most often the same way: the route stays as it is.
  const decision = useSelector(guard, (snapshot) => snapshot.context.decision, sameJson)
  const match = useMemo(() => (pathname === null ? null : matchPath(pathname)), [pathname])
  return { match, decision }
}
