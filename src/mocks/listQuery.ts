import { HttpResponse } from 'msw'

/**
 * The list query every list endpoint of the mock takes (and a real backend would): search `q`,
 * `sortBy` with `orderBy`, `page` and `itemsPerPage` (-1: everything), answered as
 * `{ items, total }`. One definition, so every template app's lists behave alike.
 */
export interface ListQuery {
  q: string
  sortBy: string | null
  orderBy: 'asc' | 'desc'
  page: number
  itemsPerPage: number
}

export interface ListPage<T> {
  items: T[]
  /** How many match the search, over all pages. */
  total: number
}

export interface ListSpec<T> {
  /** The texts `q` searches, ignoring case and accents. */
  searchIn: (item: T) => readonly (string | null | undefined)[]
  /** The fields `sortBy` accepts and the value each sorts on. */
  sortable: Record<string, (item: T) => string | number | null | undefined>
  /** The order without `sortBy`; the collection's own order when absent. */
  defaultSort?: { sortBy: string; orderBy: 'asc' | 'desc' }
  /** Page sizes a client may ask for (-1: everything); the first is the default. */
  itemsPerPage?: readonly number[]
}

export type ListQueryParse = { ok: true; query: ListQuery } | { ok: false; fields: Record<string, string> }

const PAGE_SIZES = [10, 5, 25, 50, 100, -1]

/** Reads the list query from the URL; an unknown field or a bad number is an error, never a guess. */
export function parseListQuery<T>(url: URL, spec: ListSpec<T>): ListQueryParse {
  const params = url.searchParams
  const sizes = spec.itemsPerPage ?? PAGE_SIZES
  const fields: Record<string, string> = {}
  const integer = (name: string, fallback: number) => {
    const raw = params.get(name)
    if (raw === null || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value)) fields[name] = 'not-an-integer'
    return value
  }
  const sortBy = params.get('sortBy') || null
  if (sortBy !== null && !(sortBy in spec.sortable)) fields.sortBy = 'unknown-field'
  const orderBy = params.get('orderBy') || 'asc'
  if (orderBy !== 'asc' && orderBy !== 'desc') fields.orderBy = 'not-asc-or-desc'
  const page = integer('page', 1)
  if (!fields.page && page < 1) fields.page = 'below-one'
  const itemsPerPage = integer('itemsPerPage', sizes[0] ?? 10)
  if (!fields.itemsPerPage && !sizes.includes(itemsPerPage)) fields.itemsPerPage = 'not-offered'
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    query: { q: params.get('q')?.trim() ?? '', sortBy, orderBy: orderBy as 'asc' | 'desc', page, itemsPerPage },
  }
}

/** Searches, sorts (stably: equal values keep the collection's order) and cuts out one page. */
export function queryList<T>(all: readonly T[], query: ListQuery, spec: ListSpec<T>): ListPage<T> {
  const needle = fold(query.q)
  const found = needle
    ? all.filter((item) => spec.searchIn(item).some((text) => text && fold(text).includes(needle)))
    : [...all]
  const sortBy = query.sortBy ?? spec.defaultSort?.sortBy
  const value = sortBy ? spec.sortable[sortBy] : undefined
  if (value) {
    const direction = (query.sortBy ? query.orderBy : (spec.defaultSort?.orderBy ?? 'asc')) === 'desc' ? -1 : 1
    const keyed = found.map((item, index) => ({ item, index, key: value(item) }))
    keyed.sort((a, b) => emptyLast(a.key, b.key) || compare(a.key, b.key) * direction || a.index - b.index)
    found.splice(0, found.length, ...keyed.map(({ item }) => item))
  }
  if (query.itemsPerPage === -1) return { items: found, total: found.length }
  const start = (query.page - 1) * query.itemsPerPage
  return { items: found.slice(start, start + query.itemsPerPage), total: found.length }
}

/** The 400 a list endpoint answers to a query it cannot read. */
export function invalidListQuery(fields: Record<string, string>): Response {
  return HttpResponse.json(
    { error: { code: 'list/invalid-query', message: 'The list query has invalid parameters.', fields } },
    { status: 400 },
  )
}

type SortValue = string | number | null | undefined
const isEmpty = (value: SortValue) => value === null || value === undefined || value === ''

/** Empty values go last whatever the order. */
function emptyLast(a: SortValue, b: SortValue): number {
  return Number(isEmpty(a)) - Number(isEmpty(b))
}

/** Numbers by value, text as people read it (2 before 10, case and accents aside). */
function compare(a: SortValue, b: SortValue): number {
  if (isEmpty(a) || isEmpty(b)) return 0
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}
