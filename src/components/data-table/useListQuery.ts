import { useMemo } from 'react'
import { useSearchParams } from 'wouter'
import {
  listQueryToParams,
  parseListQuery,
  type ListQuery,
  type ListQueryOptions,
  type PageSize,
  type SortOrder,
} from '@/domain/list'

export interface ListState<TFilter extends string = string> {
  /** The list query the address bar holds (defaults filled in). Put it in the query key. */
  query: ListQuery<TFilter>
  /** Typing in a search box: replaces the history entry (Back does not replay keystrokes), page 1. */
  setSearch: (q: string) => void
  /** null goes back to the default order. Page 1. */
  setSort: (sortBy: string | null, orderBy: SortOrder) => void
  setPage: (page: number, options?: { replace?: boolean }) => void
  /** Page 1. */
  setItemsPerPage: (itemsPerPage: PageSize) => void
  /** null or '' removes the filter. Page 1. `replace`: correcting the address rather than a choice. */
  setFilter: (name: TFilter, value: string | null, options?: { replace?: boolean }) => void
  /** Clears the search and every filter (the empty state's "clear filters"). */
  clearFilters: () => void
}

/**
 * A list's search, filters, sorting and paging, kept in the URL's query string (`q`, `sortBy`,
 * `orderBy`, `page`, `itemsPerPage` and the named filters), so reload, Back and a shared link show
 * the same list. Paging, sorting and filtering add a history entry; typing a search does not.
 * Parameters this list does not own are left alone.
 */
export function useListQuery<TFilter extends string = never>(
  options: ListQueryOptions<TFilter> = {},
): ListState<TFilter> {
  const [params, setParams] = useSearchParams()
  // Read through their JSON, so options written inline do not re-parse the list on every render.
  const optionsKey = JSON.stringify(options)
  const stable = useMemo(() => JSON.parse(optionsKey) as ListQueryOptions<TFilter>, [optionsKey])
  const query = useMemo(() => parseListQuery(params, stable), [params, stable])

  return useMemo(() => {
    const owned = ['q', 'sortBy', 'orderBy', 'page', 'itemsPerPage', ...(stable.filters ?? [])]
    // Each change starts from the address bar as it is now (wouter hands the latest params to an
    // updater), so two changes in one event both land.
    const update = (change: (current: ListQuery<TFilter>) => ListQuery<TFilter>, replace = false) =>
      setParams(
        (current) => {
          const next = change(parseListQuery(current, stable))
          const merged = new URLSearchParams(current)
          owned.forEach((name) => merged.delete(name))
          listQueryToParams(next, stable.defaults ?? {}).forEach((value, name) => merged.set(name, value))
          return merged
        },
        { replace },
      )
    return {
      query,
      setSearch: (q) => update((current) => ({ ...current, q: q.trim(), page: 1 }), true),
      setSort: (sortBy, orderBy) =>
        update((current) =>
          sortBy === null
            ? {
                ...current,
                sortBy: stable.defaults?.sortBy ?? null,
                orderBy: stable.defaults?.orderBy ?? 'asc',
                page: 1,
              }
            : { ...current, sortBy, orderBy, page: 1 },
        ),
      setPage: (page, { replace = false } = {}) => update((current) => ({ ...current, page }), replace),
      setItemsPerPage: (itemsPerPage) => update((current) => ({ ...current, itemsPerPage, page: 1 })),
      setFilter: (name, value, { replace = false } = {}) =>
        update((current) => {
          const filters = { ...current.filters }
          if (value === null || value === '') delete filters[name]
          else filters[name] = value
          return { ...current, filters, page: 1 }
        }, replace),
      clearFilters: () => update((current) => ({ ...current, q: '', filters: {}, page: 1 })),
    }
  }, [query, setParams, stable])
}
