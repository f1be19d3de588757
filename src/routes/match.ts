import { parse } from 'regexparam'
import { routes, type FixedRouteName, type ParamRouteName, type RouteName, type RouteParams } from './table'
import type { RouteRecord } from './types'
import type { AppAbility } from '@/lib/ability'

export interface RouteMatch {
  record: RouteRecord
  /** The pattern that matched (the path or one of its aliases). */
  pattern: string
  params: Record<string, string | undefined>
}

const compiled = routes.flatMap((record: RouteRecord) =>
  [record.path, ...(record.aliases ?? [])].map((pattern) => {
    const { pattern: regex, keys } = parse(pattern)
    return { record, pattern, regex, keys }
  }),
)

/** Finds the route record for a pathname. Never fails: the catch-all matches everything. */
export function matchPath(pathname: string): RouteMatch {
  for (const entry of compiled) {
    const found = entry.regex.exec(pathname)
    if (!found) continue
    const params: Record<string, string | undefined> = {}
    entry.keys.forEach((key, index) => {
      const value = found[index + 1]
      params[key === '*' ? 'wild' : key] = value === undefined ? undefined : safeDecode(value)
    })
    return { record: entry.record, pattern: entry.pattern, params }
  }
  throw new Error(`The route table has no catch-all for ${pathname}`)
}

export function routeByName(name: RouteName): RouteRecord {
  const record = routes.find((candidate) => candidate.name === name)
  if (!record) throw new Error(`Unknown route ${name}`)
  return record
}

/** The literal path of a parameterless route: the single place links get their targets from. */
export function pathOf(name: FixedRouteName): string {
  return routeByName(name).path
}

/**
 * The path of a parameterised route, e.g. `hrefOf('automation-edit', { id })`: each `:name` is
 * replaced by its encoded value. The table's literal paths type the parameters, so a missing or
 * misnamed one does not compile; an empty value still throws, so a broken link fails loudly.
 */
export function hrefOf<Name extends ParamRouteName>(name: Name, params: RouteParams<Name>): string {
  return fillPath(routeByName(name), params)
}

/**
 * Where a link that arrives as data opens (a search hit, a notification, a table's sample): a route
 * name and parameters nobody could check when the code was compiled. Null for a name the table does
 * not have or a parameter missing, never an exception.
 */
export function hrefOfData(name: string, params: Readonly<Record<string, string>> = {}): string | null {
  const record = (routes as readonly RouteRecord[]).find((candidate) => candidate.name === name)
  if (!record) return null
  try {
    return fillPath(record, params)
  } catch {
    return null
  }
}

function fillPath(record: RouteRecord, params: Readonly<Record<string, string>>): string {
  return record.path.replace(/:(\w+)/g, (_whole, key: string) => {
    const value = params[key]
    if (value === undefined || value === '') throw new Error(`Route ${record.name} needs the parameter ${key}`)
    return encodeURIComponent(value)
  })
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Whether a route renders a screen (src/screens/index.ts): all but the root and the redirects. */
export function rendersScreen(record: RouteRecord): boolean {
  return record.name !== 'root' && record.redirectTo === undefined
}

/** Whether the user may open a route: a route without an action and subject is not checked. */
export function mayOpen(record: RouteRecord, ability: AppAbility): boolean {
  return !(record.action && record.subject) || ability.can(record.action, record.subject)
}
