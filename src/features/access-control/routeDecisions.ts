import type { MessageDescriptor } from '@lingui/core'
import { createActor } from 'xstate'
import { permissionsOf, type AbilityRule, type Action, type Subject } from '@/lib/ability'
import { guardedRoute, navigationGuardMachine, type GuardPaths, type GuardSession } from '@/machines/navigationGuard'
import { hrefOfData, pathOf } from '@/routes/match'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'

/** Where the guard sends someone who opens a screen: the screen, sign-in, not-authorized, or home. */
export type RouteOutcome = 'opens' | 'sign-in' | 'not-authorized' | 'home'

export interface RouteDecision {
  name: string
  title: MessageDescriptor
  path: string
  /** The rule the screen asks for; null when signing in is enough (or nothing at all). */
  needs: { action: Action; subject: Subject } | null
  outcome: RouteOutcome
}

/** Someone who is not signed in; a signed-in person is their role's rules. */
export const VISITOR: GuardSession = { hasUserData: false, hasAccessToken: false, hasRole: false, permissions: [] }
export const signedInAs = (rules: AbilityRule[]): GuardSession => ({
  hasUserData: true,
  hasAccessToken: true,
  hasRole: true,
  permissions: permissionsOf(rules),
})

/**
 * What the navigation guard decides for each menu screen, asked of the guard statechart itself
 * (docs/product.md, "Navigation guard") with a pretend session: the access-control pages show the
 * app's real rules, not a copy of them. Nothing is stored or cleared: the pretend guard's effect is
 * a no-op.
 */
export function decideMenuScreens(session: GuardSession): RouteDecision[] {
  const paths: GuardPaths = {
    root: pathOf('root'),
    login: pathOf('login'),
    notAuthorized: pathOf('not-authorized'),
    dashboards: pathOf('dashboards'),
  }
  const guard = createActor(navigationGuardMachine.provide({ actions: { clearAccessData: () => {} } }), {
    input: { paths, session },
  }).start()
  const decisions = (routes as readonly RouteRecord[])
    .filter((record) => record.nav !== undefined && !record.redirectTo)
    .map((record): RouteDecision => {
      const path = (record.sample && hrefOfData(record.name, record.sample)) || record.path
      guard.send({ type: 'NAVIGATE', location: { pathname: path, search: '' }, route: guardedRoute(record) })
      const decision = guard.getSnapshot().context.decision
      const to = decision?.kind === 'redirect' ? decision.to.split('?')[0] : null
      const outcome: RouteOutcome =
        to === null ? 'opens' : to === paths.login ? 'sign-in' : to === paths.notAuthorized ? 'not-authorized' : 'home'
      const needs = record.action && record.subject ? { action: record.action, subject: record.subject } : null
      return { name: record.name, title: record.title, path, needs, outcome }
    })
  guard.stop()
  return decisions
}
