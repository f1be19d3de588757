import { useCallback } from 'react'
import { useSearchParams } from 'wouter'
import { useListQuery } from '@/components/data-table'
import { INBOX_FILTERS, type InboxFilter } from '@/domain/chat/inbox'

/**
 * The conversations' search, filters (account, assignee, status, tag) and page, kept in the URL by the kit's list query
 * (docs/kit.md, "Data table"): Back, reload and a shared link show the same list; typing in the
 * search waits for a pause and adds no history entry per keystroke.
 */
export function useThreadList() {
  return useListQuery<InboxFilter>({ filters: INBOX_FILTERS, defaults: { itemsPerPage: 20 } })
}

/** The open conversation (`?thread=`), beside the list's own parameters; '' when none is open. */
export function useOpenThread(): [string, (threadId: string) => void] {
  const [params, setParams] = useSearchParams()
  const open = useCallback(
    (threadId: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (threadId) next.set('thread', threadId)
        else next.delete('thread')
        return next
      }),
    [setParams],
  )
  return [params.get('thread') ?? '', open]
}
