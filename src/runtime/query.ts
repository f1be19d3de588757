import { QueryClient } from '@tanstack/react-query'
import type { Resource } from '@/domain/sync/resources'
import { ApiError } from '@/lib/apiClient'

/**
 * What a query key starts with: a backend resource (`src/domain/sync/resources.ts`), whose changes
 * the backend announces, or one of the few views it never announces a change of (a sign-in code
 * being checked, help pages, the search box, a combobox's suggestions).
 */
export type QueryRoot = Resource | 'auth' | 'session' | 'help' | 'faq' | 'search' | 'demo-logins' | 'combobox'

declare module '@tanstack/react-query' {
  // Every query key in the app starts with its root: a misspelled resource does not compile.
  interface Register {
    queryKey: readonly [QueryRoot, ...unknown[]]
  }
}

/**
 * Server state for every feature (docs/architecture.md, "Data"). Each feature declares its calls
 * in `features/<name>/api.ts` as query options and mutations; the first element of a query key
 * names the backend resource (`['automations', …]`), so a mutation or a change announced by the
 * backend invalidates every view of that resource at once. Errors stay what they are (ApiError):
 * screens turn them into translated messages when they render, so a language switch re-translates.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // A refusal (4xx) will not change by asking again; a network error or a 5xx may.
        retry: (failures, error) => failures < 2 && isTransient(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
      },
      mutations: { retry: false },
    },
  })
}

function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.isNetworkError || error.status >= 500
}

/** The app's one client; tests make their own with `createQueryClient`. */
export const queryClient = createQueryClient()
