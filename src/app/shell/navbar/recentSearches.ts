import { browserStore, readJson, writeJson } from '@/lib/storage'

/** A result the person opened from global search: a route of the table, or a record with its own title. */
export type RecentSearch =
  { kind: 'route'; name: string } | { kind: 'record'; source: string; id: string; title: string; href: string }

const KEPT = 5

const isRecent = (value: unknown): value is RecentSearch[] =>
  Array.isArray(value) &&
  value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      (((item as RecentSearch).kind === 'route' && typeof (item as { name?: unknown }).name === 'string') ||
        ((item as RecentSearch).kind === 'record' &&
          ['source', 'id', 'title', 'href'].every(
            (key) => typeof (item as Record<string, unknown>)[key] === 'string',
          ))),
  )

/** Kept per user in this browser (a route is kept by name, so its title follows the language). */
const keyOf = (userId: string) => `recentSearches:${userId}`

export function readRecentSearches(userId: string): RecentSearch[] {
  return readJson(browserStore(), keyOf(userId), isRecent) ?? []
}

const identity = (item: RecentSearch) => (item.kind === 'route' ? `route:${item.name}` : `${item.source}:${item.id}`)

export function rememberSearch(userId: string, item: RecentSearch): void {
  const others = readRecentSearches(userId).filter((other) => identity(other) !== identity(item))
  writeJson(browserStore(), keyOf(userId), [item, ...others].slice(0, KEPT))
}
