import { useActorRef } from '@xstate/react'
import { transition } from 'xstate'
import { useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { navigationGuardMachine, type NavigationRequest } from '@/machines/navigationGuard'
import { inspectFor } from '@/lib/inspection'
import { useSessionRuntime } from '@/runtime/session/runtimeContext'
import { useSession } from '@/runtime/session/useSession'
import { pathOf } from '@/routes/match'
import type { RouteMatch } from '@/routes/match'

export type NavigationDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'pending' }

const guardPaths = () => ({
  root: pathOf('root'),
  login: pathOf('login'),
  notAuthorized: pathOf('not-authorized'),
  dashboards: pathOf('dashboards'),
})

/** Asks the navigation guard (docs/product.md, "Navigation guard") about the current location. */
export function useNavigationDecision(match: RouteMatch, pathname: string, search: string): NavigationDecision {
  const { stored } = useSessionRuntime()
  const storedSession = useSyncExternalStore(stored.subscribe, stored.get, stored.get)
  const { ability } = useSession()
  const [guardLogic] = useState(() =>
    navigationGuardMachine.provide({ actions: { clearAccessData: () => stored.clear() } }),
  )
  const guard = useActorRef(guardLogic, { input: { paths: guardPaths() }, inspect: inspectFor('navigationGuard') })

  const { record } = match
  const request = useMemo<NavigationRequest>(
    () => ({
      route: {
        name: record.name,
        access: record.access,
        action: record.action,
        subject: record.subject,
        redirectTo: record.redirectTo,
      },
      pathname,
      search,
      session: {
        hasUserData: storedSession !== null,
        hasAccessToken: storedSession !== null && storedSession.accessToken.length > 0,
        hasRole:
          storedSession !== null && storedSession.userData.role !== undefined && storedSession.userData.role !== null,
      },
      can: (action, subject) => ability.can(action, subject),
    }),
    [record, pathname, search, storedSession, ability],
  )

  // The decision is read synchronously from the guard's pure transition, so a change of session
  // never unmounts the screen; the actor then takes the same step and runs its effects (rule 2).
  const decision = useMemo(() => {
    const [next] = transition(guardLogic, guard.getSnapshot(), { type: 'NAVIGATE', request })
    return next.context.decision ?? PENDING
  }, [guardLogic, guard, request])

  useLayoutEffect(() => {
    guard.send({ type: 'NAVIGATE', request })
  }, [guard, request])

  return decision
}

const PENDING: NavigationDecision = { kind: 'pending' }
