import { http, json } from '@/server/http/route'
import { z } from 'zod'
import { SEARCH_HITS_PER_SOURCE, SEARCH_MAX_QUERY, type SearchHit, type SearchResponse } from '@/domain/shell/search'
import type { AppAbility } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint } from '../endpoint'
import { API } from '../http'
import type { MockBackend } from '../types'
import type { CallerWorkspace } from './workspaces'

/** What a source searches with: the caller, the workspace they act in and their CASL rules there. */
export interface SearchContext {
  backend: MockBackend
  user: VerifiedIdToken
  workspace: CallerWorkspace
  ability: AppAbility
}

/**
 * One app's contribution to global search (src/mocks/README.md, "Global search"). It returns only
 * records of the caller's workspace that their rules let them read, and nothing at all when they
 * may not read the kind; `GET /api/search` keeps its first SEARCH_HITS_PER_SOURCE hits.
 */
export interface SearchSource {
  /** The hits' `source`, a key of SEARCH_SOURCE_LABELS (the dialog's group heading). */
  name: string
  search(query: string, context: SearchContext): Promise<SearchHit[]>
}

const searchQuery = z.object({ q: z.string().trim().max(SEARCH_MAX_QUERY).default('') })

/**
 * `GET /api/search?q=`: every source's hits for the caller, grouped by source in the given order.
 * Any signed-in caller: each source answers only what their rules let them read.
 */
export function searchHandlers(backend: MockBackend, sources: readonly SearchSource[]) {
  return [
    http.get(
      `${API}/search`,
      endpoint(
        backend,
        { can: 'signedIn', query: searchQuery },
        async ({ user, workspace, ability, query: { q: query } }) => {
          if (query === '') return json<SearchResponse>({ hits: [] })
          const context: SearchContext = { backend, user, workspace, ability }
          const found = await Promise.all(
            sources.map(async (source) =>
              (await source.search(query, context))
                .slice(0, SEARCH_HITS_PER_SOURCE)
                .map((hit) => ({ ...hit, source: source.name })),
            ),
          )
          return json<SearchResponse>({ hits: found.flat() })
        },
      ),
    ),
  ]
}
