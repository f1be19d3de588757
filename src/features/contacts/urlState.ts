import { useListQuery } from '@/components/data-table'
import { CONTACT_SOURCES } from '@/domain/contacts/source'
import type { ContactFilter } from './api'

/**
 * The contact list's search, filters, sorting and page, in the URL (docs/kit.md, "Data table").
 * Tags and segments are the workspace's own: their values are checked by the backend.
 */
export function useContactList() {
  return useListQuery<ContactFilter>({
    filters: ['tag', 'source', 'segment', 'optedOut'],
    filterValues: { source: CONTACT_SOURCES, optedOut: ['yes', 'no'] },
    sortable: ['username', 'firstInteractionAt', 'lastInteractionAt'],
    defaults: { sortBy: 'lastInteractionAt', orderBy: 'desc' },
  })
}
