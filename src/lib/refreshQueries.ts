import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query'

/**
 * `invalidateQueries`, and once more for every matching query caught in its first fetch.
 *
 * TanStack Query restarts an in-flight fetch on invalidation only when the query already has
 * data; a first fetch is reused, its result (read before the change) clears the invalidation and
 * the change is lost for good (TanStack/query#8530, #11526). A change announced while a screen is
 * still loading must reach it, so those queries are fetched again once their first fetch settles.
 */
export async function refreshQueries(queryClient: QueryClient, filters: InvalidateQueryFilters = {}): Promise<void> {
  const loading = queryClient
    .getQueryCache()
    .findAll(filters)
    .filter((query) => query.state.fetchStatus !== 'idle' && query.state.data === undefined)
  await queryClient.invalidateQueries(filters)
  await Promise.all(
    loading.map((query) => queryClient.invalidateQueries({ ...filters, queryKey: query.queryKey, exact: true })),
  )
}
