import { useMemo, useState } from 'react'
import type { ListResult, ListState } from '@/components/data-table'
import type { ListDefaults, ListPage, ListQuery } from '@/domain/list'

/**
 * A data table's list state kept in memory instead of the URL. The catalogue shows many tables on
 * one page and they cannot all own `?page=` and `?sortBy=`; a screen with one table uses
 * `useListQuery` (docs/kit.md, "Data table") so reload, Back and a shared link keep its state.
 */
export function useLocalList<TFilter extends string = never>(defaults: ListDefaults = {}): ListState<TFilter> {
  // The first render's defaults: "back to the default order" returns to them.
  const [initial] = useState<ListQuery<TFilter>>(() => ({
    q: '',
    sortBy: defaults.sortBy ?? null,
    orderBy: defaults.orderBy ?? 'asc',
    page: 1,
    itemsPerPage: defaults.itemsPerPage ?? 10,
    filters: {},
  }))
  const [query, setQuery] = useState(initial)
  return useMemo(() => {
    const update = (change: (current: ListQuery<TFilter>) => ListQuery<TFilter>) => setQuery(change)
    return {
      query,
      setSearch: (q) => update((current) => ({ ...current, q: q.trim(), page: 1 })),
      setSort: (sortBy, orderBy) =>
        update((current) => ({
          ...current,
          sortBy: sortBy ?? initial.sortBy,
          orderBy: sortBy === null ? initial.orderBy : orderBy,
          page: 1,
        })),
      setPage: (page) => update((current) => ({ ...current, page })),
      setItemsPerPage: (itemsPerPage) => update((current) => ({ ...current, itemsPerPage, page: 1 })),
      setFilter: (name, value) =>
        update((current) => {
          const filters = { ...current.filters }
          if (value === null || value === '') delete filters[name]
          else filters[name] = value
          return { ...current, filters, page: 1 }
        }),
      clearFilters: () => update((current) => ({ ...current, q: '', filters: {}, page: 1 })),
    }
  }, [query, initial])
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/**
 * One page of a small list held in the browser, as the server would answer it: searched, sorted
 * by the column's value, cut to the page. For a handful of fixed rows only; real lists page on the
 * server.
 */
export function pageOf<T>(
  rows: readonly T[],
  query: ListQuery<string>,
  read: { search: (row: T) => string; sort: (row: T, column: string) => string | number },
): ListPage<T> {
  const needle = query.q.toLocaleLowerCase()
  const found = rows.filter((row) => read.search(row).toLocaleLowerCase().includes(needle))
  const { sortBy } = query
  if (sortBy) {
    const direction = query.orderBy === 'desc' ? -1 : 1
    found.sort((a, b) => {
      const x = read.sort(a, sortBy)
      const y = read.sort(b, sortBy)
      return (
        (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))) * direction
      )
    })
  }
  const start = (query.page - 1) * query.itemsPerPage
  return { items: found.slice(start, start + query.itemsPerPage), total: found.length }
}

/** A page computed in the browser, shaped as the table reads a query's result. */
export function localResult<T>(page: ListPage<T>): ListResult<T> {
  return { data: page, error: null, isPending: false, isPlaceholderData: false, refetch: () => undefined }
}
