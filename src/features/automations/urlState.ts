import { useListQuery } from '@/components/data-table'
import { RUN_STATUSES } from '@/domain/automations/runs'

/**
 * The automation list's search, status filter, sorting and page, kept in the URL by the kit's list
 * query (docs/kit.md, "Data table"): Back, reload and a shared link show the same list, and a value
 * the list does not know (a page size of 7, a status of "lost") reads as the default.
 */
export function useAutomationList() {
  return useListQuery<'status'>({
    filters: ['status'],
    filterValues: { status: ['active', 'paused'] },
    sortable: ['name', 'priority'],
  })
}

/** The run history's status filter and page, in the URL; newest runs first. */
export function useRunList() {
  return useListQuery<'status'>({ filters: ['status'], filterValues: { status: RUN_STATUSES } })
}
