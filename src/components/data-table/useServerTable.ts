import {
  columnFilteringFeature,
  functionalUpdate,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { isPageSize } from '@/domain/list'
import type { DataColumn } from './types'
import type { ListState } from './useListQuery'
import type { RowSelection } from './useRowSelection'

/**
 * TanStack Table in manual mode: the server sorts, filters and pages, the table holds that state
 * (read from the URL through the list) and the selection, and turns each change back into a list
 * change. Only the features used here are bundled.
 */
export const serverTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnFilteringFeature,
  globalFilteringFeature,
})

type Features = typeof serverTableFeatures
const NO_ROWS: never[] = []
const NO_SELECTION = {}

interface ServerTableOptions<T, TFilter extends string> {
  columns: readonly DataColumn<T>[]
  list: ListState<TFilter>
  rows: T[] | undefined
  total: number | undefined
  getRowId: (row: T) => string
  selection?: RowSelection
}

export function useServerTable<T extends RowData, TFilter extends string>({
  columns,
  list,
  rows,
  total,
  getRowId,
  selection,
}: ServerTableOptions<T, TFilter>) {
  const { query } = list
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, T> => ({
        id: column.id,
        // TanStack sorts only columns with an accessor; the server does the sorting, so it reads
        // the row's field of the same name, when there is one, for nothing but that check.
        accessorFn: (row) => (row as Record<string, unknown>)[column.id],
        header: () => column.header,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: column.sortable === true,
      })),
    [columns],
  )
  const sorting: SortingState = useMemo(
    () => (query.sortBy ? [{ id: query.sortBy, desc: query.orderBy === 'desc' }] : []),
    [query.sortBy, query.orderBy],
  )
  const pagination: PaginationState = useMemo(
    () => ({ pageIndex: query.page - 1, pageSize: query.itemsPerPage }),
    [query.page, query.itemsPerPage],
  )
  const columnFilters: ColumnFiltersState = useMemo(
    () => Object.entries(query.filters).map(([id, value]) => ({ id, value })),
    [query.filters],
  )

  return useTable({
    features: serverTableFeatures,
    columns: columnDefs,
    data: rows ?? NO_ROWS,
    rowCount: total ?? 0,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    // The page changes only when the person (or the URL) changes it, never because rows arrived.
    autoResetPageIndex: false,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: selection !== undefined,
    enableRowRangeSelection: false,
    state: {
      sorting,
      pagination,
      columnFilters,
      globalFilter: query.q,
      rowSelection: selection?.state ?? NO_SELECTION,
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting)
      list.setSort(next?.id ?? null, next?.desc ? 'desc' : 'asc')
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination)
      if (next.pageSize !== pagination.pageSize && isPageSize(next.pageSize)) list.setItemsPerPage(next.pageSize)
      else if (next.pageIndex !== pagination.pageIndex) list.setPage(next.pageIndex + 1)
    },
    onGlobalFilterChange: (updater: Updater<string>) => list.setSearch(functionalUpdate(updater, query.q) ?? ''),
    onColumnFiltersChange: (updater: Updater<ColumnFiltersState>) => {
      const next = functionalUpdate(updater, columnFilters)
      const names = new Set([...columnFilters.map((filter) => filter.id), ...next.map((filter) => filter.id)])
      for (const name of names) {
        const value = next.find((filter) => filter.id === name)?.value
        if (value !== query.filters[name as TFilter])
          list.setFilter(name as TFilter, (value as string | undefined) ?? null)
      }
    },
    onRowSelectionChange: selection?.onChange,
  })
}
