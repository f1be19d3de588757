import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'

export interface InboxUrlState {
  thread: string
  q: string
  account: string
}

/**
 * The open thread, the search and the account filter live in the query string (docs/architecture.md,
 * "Screens and data"): Back, reload and a shared link restore them. Typing in the search replaces
 * the entry instead of adding one per keystroke.
 */
export function useInboxUrl(): [InboxUrlState, (patch: Partial<InboxUrlState>, replace?: boolean) => void] {
  const search = useSearch()
  const [, navigate] = useLocation()
  const state = useMemo(() => {
    const params = new URLSearchParams(search)
    return { thread: params.get('thread') ?? '', q: params.get('q') ?? '', account: params.get('account') ?? '' }
  }, [search])
  const update = useCallback(
    (patch: Partial<InboxUrlState>, replace = false) => {
      const next = new URLSearchParams(window.location.search)
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      const query = next.toString()
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace })
    },
    [navigate],
  )
  return [state, update]
}
