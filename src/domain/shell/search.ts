import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The longest query `GET /api/search` takes, and how many hits each source may return. */
export const SEARCH_MAX_QUERY = 100
export const SEARCH_HITS_PER_SOURCE = 5

/**
 * One record found by `GET /api/search?q=`: which source found it (one per app of the mock
 * backend, src/mocks/README.md "Global search"), what to show, and the route (a name of the
 * route table, with its parameters) where it opens.
 */
export interface SearchHit {
  source: string
  id: string
  title: string
  subtitle?: string
  route: string
  params?: Record<string, string>
}

export interface SearchResponse {
  hits: SearchHit[]
}

/** Headings of the search dialog's groups, one per source; an app adds its own here. */
export const SEARCH_SOURCE_LABELS: Record<string, MessageDescriptor> = {
  automations: msg`Automations`,
  accounts: msg`Instagram accounts`,
  invoices: msg`Invoices`,
  products: msg`Products`,
  orders: msg`Orders`,
  customers: msg`Customers`,
}

export const OTHER_SOURCE_LABEL: MessageDescriptor = msg`Records`

/** Folds case and accents, so "execucao" finds "Execução" (and "İ" does not trip the search). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en')
}

/** Whether every word of the query is in the text (folded): "promo story" finds "Story promo". */
export function matchesQuery(query: string, ...texts: readonly (string | undefined)[]): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return false
  const haystack = foldForSearch(texts.filter(Boolean).join(' '))
  return words.every((word) => haystack.includes(word))
}
