import { matchPath } from '@/routes/match'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { createAbility, type AbilityRule } from '@/lib/ability'
import { ROLE_RULES } from '@/mocks/api/roles'
import { workspaceRules } from '@/domain/workspaces'
import type { Role } from '@/mocks/demoUsers'

export type VisitorName = 'logged-out' | Role

/**
 * One concrete URL per pattern of the route table (paths and aliases), parameters filled from the
 * record's `sample`: the table is the only list, so a new route is visited by every test built on it.
 * A sample naming a record (`@automation`) takes its id from `records`, else the name itself (a
 * record nobody created: enough where only the guard matters).
 */
export function routeTargets(
  records: Readonly<Record<string, string>> = {},
): { record: RouteRecord; target: string }[] {
  return (routes as readonly RouteRecord[]).flatMap((record) =>
    [record.path, ...(record.aliases ?? [])].map((pattern) => {
      const sample = record.sample ?? {}
      const target = pattern.replace(/:(\w+)/g, (_whole, key: string) => {
        const value = sample[key]
        if (value === undefined) throw new Error(`Route ${record.name} needs sample.${key} for ${pattern}`)
        const resolved = value.startsWith('@') ? (records[value.slice(1)] ?? value.slice(1)) : value
        return encodeURIComponent(resolved)
      })
      return { record, target: target.replace('*', sample.wild ?? 'some/where') }
    }),
  )
}

/**
 * Where docs/product.md ("Navigation guard") says a visit ends, following redirects: the guard's five rules, the
 * root redirect and route-level redirects, written out independently of the app's guard.
 */
export function expectedLanding(target: string, visitor: VisitorName): string {
  // A signed-in visitor acts in their personal workspace, as its owner (docs/product.md, "Workspaces").
  const rules: AbilityRule[] = visitor === 'logged-out' ? [] : workspaceRules(ROLE_RULES[visitor], 'owner')
  const ability = createAbility(rules)
  const loggedIn = visitor !== 'logged-out'
  let current = target
  for (let hop = 0; hop < 6; hop += 1) {
    const url = new URL(current, 'http://app.test')
    const search = url.search.slice(1)
    const { record } = matchPath(url.pathname)
    let next: string | null = null
    if (record.redirectTo) next = record.redirectTo
    else if (record.name === 'root') next = loggedIn ? '/dashboards' : `/login${url.search}`
    else if (record.access === 'public') next = null
    else if (!loggedIn)
      next =
        record.access === 'unauthenticatedOnly'
          ? null
          : `/login?to=${encodeURIComponent(`${url.pathname}${url.search}`)}`
    else if (record.access === 'unauthenticatedOnly') next = '/'
    else if (record.action && record.subject && !ability.can(record.action, record.subject)) next = '/not-authorized'
    if (next === null) return `${url.pathname}${search ? `?${search}` : ''}`
    current = next
  }
  throw new Error(`redirect loop from ${target}`)
}
