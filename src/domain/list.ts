import { TABLE_PAGE_SIZES } from '@/config/app'

/**
 * The list query every list endpoint of the template world takes (q, sortBy, orderBy, page,
 * itemsPerPage, plus named filters) and the page it answers with. The data table writes it into
 * the URL's query string, the feature's `api.ts` sends it to the backend, and the mock backend's
 * list helper reads it with the same parser, so the three never disagree on a name or a default.
 */
export type SortOrder = 'asc' | 'desc'
export type PageSize = (typeof TABLE_PAGE_SIZES)[number]

export const PAGE_SIZES: readonly PageSize[] = TABLE_PAGE_SIZES

/** Names the list itself uses; a named filter may not take one of them. */
export const LIST_PARAMS = ['q', 'sortBy', 'orderBy', 'page', 'itemsPerPage'] as const

export interface ListQuery<TFilter extends string = string> {
  /** Free-text search; '' when none. */
  q: string
  /** Column the server sorts by; null for the endpoint's natural order. */
  sortBy: string | null
  orderBy: SortOrder
  /** 1-based. */
  page: number
  itemsPerPage: PageSize
  /** Named filters (status, role, …); an absent key means "any". */
  filters: Partial<Record<TFilter, string>>
}

export interface ListPage<T> {
  items: T[]
  /** Matching items across all pages. */
  total: number
}

export interface ListDefaults {
  sortBy?: string | null
  orderBy?: SortOrder
  itemsPerPage?: PageSize
}

export interface ListQueryOptions<TFilter extends string> {
  /** The named filters this list accepts; anything else in the query string is ignored. */
  filters?: readonly TFilter[]
  /** The values a filter accepts, when the list knows them: another value reads as "any". */
  filterValues?: { readonly [Name in TFilter]?: readonly string[] }
  /** Columns the list may sort by; an unknown `sortBy` falls back to the default. */
  sortable?: readonly string[]
  defaults?: ListDefaults
}

const DEFAULT_ITEMS_PER_PAGE: PageSize = 10

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value)
}

/** Reads a list query from a query string; anything missing or malformed takes its default. */
export function parseListQuery<TFilter extends string = never>(
  params: URLSearchParams,
  { filters = [], filterValues = {}, sortable, defaults = {} }: ListQueryOptions<TFilter> = {},
): ListQuery<TFilter> {
  assertFilterNames(filters)
  const page = Number(params.get('page'))
  const itemsPerPage = Number(params.get('itemsPerPage'))
  const sortBy = params.get('sortBy')
  const orderBy = params.get('orderBy')
  const sortAllowed = sortBy !== null && sortBy !== '' && (sortable === undefined || sortable.includes(sortBy))
  const chosen: Partial<Record<TFilter, string>> = {}
  for (const name of filters) {
    const value = params.get(name)
    const known = filterValues[name]
    if (value !== null && value !== '' && (known === undefined || known.includes(value))) chosen[name] = value
  }
  return {
    q: params.get('q')?.trim() ?? '',
    sortBy: sortAllowed ? sortBy : (defaults.sortBy ?? null),
    orderBy: orderBy === 'asc' || orderBy === 'desc' ? orderBy : (defaults.orderBy ?? 'asc'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    itemsPerPage: isPageSize(itemsPerPage) ? itemsPerPage : (defaults.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE),
    filters: chosen,
  }
}

/**
 * Writes a list query as query-string parameters. With `omitDefaults` (the address bar), values
 * equal to the defaults are left out so links stay short; without it (a request to the backend),
 * every list parameter is explicit.
 */
export function listQueryToParams<TFilter extends string>(
  query: ListQuery<TFilter>,
  omitDefaults?: ListDefaults,
): URLSearchParams {
  const params = new URLSearchParams()
  const keep = (differs: boolean) => omitDefaults === undefined || differs
  const defaults = omitDefaults ?? {}
  if (keep(query.q !== '')) params.set('q', query.q)
  if (query.sortBy !== null) {
    if (keep(query.sortBy !== (defaults.sortBy ?? null))) params.set('sortBy', query.sortBy)
    if (keep(query.orderBy !== (defaults.orderBy ?? 'asc'))) params.set('orderBy', query.orderBy)
  }
  if (keep(query.page !== 1)) params.set('page', String(query.page))
  if (keep(query.itemsPerPage !== (defaults.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE)))
    params.set('itemsPerPage', String(query.itemsPerPage))
  for (const [name, value] of Object.entries(query.filters) as [TFilter, string | undefined][]) {
    if (value !== undefined && value !== '') params.set(name, value)
  }
  return params
}

/** The last page that has items (1 for an empty list). */
export function lastPageOf(total: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(total / itemsPerPage))
}

/** True when a search or a filter narrows the list (its empty state then offers to clear them). */
export function isNarrowed(query: ListQuery<string>): boolean {
  return query.q !== '' || Object.values(query.filters).some((value) => value !== undefined && value !== '')
}

function assertFilterNames(filters: readonly string[]): void {
  for (const name of filters) {
    if ((LIST_PARAMS as readonly string[]).includes(name))
      throw new Error(`"${name}" is a list parameter and cannot name a filter`)
  }
}
