import { json } from '@/server/http/route'
import { PAGE_SIZES as CLIENT_PAGE_SIZES, type ListPage } from '@/domain/list'

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
  /** The named filters the request chose (absent: any). */
  filters?: Record<string, string>
}

/** The page and how many match over all pages: the same shape the data table reads. */
export type { ListPage } from '@/domain/list'

export interface ListSpec<T> {
  /** The texts `q` searches, ignoring case and accents. */
  searchIn: (item: T) => readonly (string | null | undefined)[]
  /** The fields `sortBy` accepts and the value each sorts on. */
  sortable: Record<string, (item: T) => string | number | null | undefined>
  /** The order without `sortBy`; the collection's own order when absent. */
  defaultSort?: { sortBy: string; orderBy: 'asc' | 'desc' }
  /** Page sizes a client may ask for (-1: everything); the first is the default. */
  itemsPerPage?: readonly number[]
  /**
   * Named filters (`?status=late`): the values each accepts and whether an item matches one.
   * Another value is refused (400), never ignored.
   */
  filters?: Record<string, { values: readonly string[]; matches: (item: T, value: string) => boolean }>
}

export type ListQueryParse = { ok: true; query: ListQuery } | { ok: false; fields: Record<string, string> }

/** The data table's sizes (src/domain/list.ts), 10 first as its default, and -1 for everything. */
const PAGE_SIZES = [10, ...CLIENT_PAGE_SIZES.filter((size) => size !== 10), -1]

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
  const filters: Record<string, string> = {}
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    const value = params.get(name)
    if (value === null || value === '') continue
    if (filter.values.includes(value)) filters[name] = value
    else fields[name] = 'unknown-value'
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    query: {
      q: params.get('q')?.trim() ?? '',
      sortBy,
      orderBy: orderBy as 'asc' | 'desc',
      page,
      itemsPerPage,
      filters,
    },
  }
}

/** Searches, sorts (stably: equal values keep the collection's order) and cuts out one page. */
export function queryList<T>(all: readonly T[], query: ListQuery, spec: ListSpec<T>): ListPage<T> {
  const needle = foldText(query.q)
  const chosen = Object.entries(query.filters ?? {}).flatMap(([name, value]) => {
    const filter = spec.filters?.[name]
    return filter ? [(item: T) => filter.matches(item, value)] : []
  })
  const found = all.filter(
    (item) =>
      chosen.every((matches) => matches(item)) &&
      (!needle || spec.searchIn(item).some((text) => text && foldText(text).includes(needle))),
  )
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
  return json(
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

/** The text as a search compares it: accents and case folded, so "execucao" finds "Execução". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}
