import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Flex, Table } from '@radix-ui/themes'
import type { RowData } from '@tanstack/react-table'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { isNarrowed, lastPageOf } from '@/domain/list'
import { EmptyState } from '../empty-state/EmptyState'
import { useDrawnAfterOpening } from '../deferred'
import { ErrorState } from '../feedback/ErrorState'
import { HiddenCaption } from '../HiddenCaption'
import { Pagination } from '../Pagination'
import { FullWidthRow, SkeletonRows } from './BodyStates'
import { RowActionsMenu } from './RowActionsMenu'
import { ariaSort, SortableHeader } from './SortableHeader'
import { TableToolbar } from './TableToolbar'
import type { DataColumn, ListResult, RowAction, TableFilter } from './types'
import type { ListState } from './useListQuery'
import type { RowSelection } from './useRowSelection'
import { useServerTable } from './useServerTable'
import './dataTable.css'

export interface DataTableProps<T extends RowData, TFilter extends string> {
  /** Names the table (a hidden caption) and its scroll region. */
  caption: string
  columns: readonly DataColumn<T>[]
  /** From `useListQuery`: search, filters, sorting and page, kept in the URL. */
  list: ListState<TFilter>
  /** The list query's result: `useQuery(invoicesQuery(list.query))`. */
  result: ListResult<T>
  getRowId: (row: T) => string
  /** How the row is called in "Select …" and "Actions for …" (a name, a number). */
  rowLabel: (row: T) => string
  search?: { label: string; placeholder?: string }
  filters?: readonly TableFilter<TFilter>[]
  /** From `useRowSelection`; adds a checkbox column. */
  selection?: RowSelection
  /** Shown above the table while rows are selected. */
  bulkActions?: (ids: string[]) => ReactNode
  rowActions?: (row: T) => readonly RowAction[]
  /** Buttons at the toolbar's end ("Add user", "Export"). */
  toolbarEnd?: ReactNode
  /** The header stays in view while the rows scroll (the table gets a maximum height). */
  stickyHeader?: boolean
  /** What an empty list (no search, no filter) shows: usually an EmptyState with a way to add one. */
  empty?: ReactNode
}

/**
 * A server-side list as a table (docs/kit.md, "Data table"): the server pages, sorts and filters;
 * the URL holds that state; rows keep their space while loading; empty and failed lists say so.
 */
export function DataTable<T extends RowData, TFilter extends string>(props: DataTableProps<T, TFilter>) {
  const { caption, columns, list, result, getRowId, rowLabel, selection, rowActions, stickyHeader } = props
  const { t } = useLingui()
  const captionId = useId()
  const drawn = useDrawnAfterOpening()
  const { query } = list
  const table = useServerTable({
    columns,
    list,
    rows: result.data?.items,
    total: result.data?.total,
    getRowId,
    selection,
  })
  // The pagination describes the rows on screen: while the next page loads, those of the last one.
  const [shown, setShown] = useState({ page: query.page, itemsPerPage: query.itemsPerPage })
  if (!result.isPlaceholderData && (shown.page !== query.page || shown.itemsPerPage !== query.itemsPerPage))
    setShown({ page: query.page, itemsPerPage: query.itemsPerPage })

  const total = result.data?.total
  // A page past the end (rows deleted, an old link) goes to the last page that has rows.
  useEffect(() => {
    if (total !== undefined && total > 0 && query.page > lastPageOf(total, query.itemsPerPage))
      list.setPage(lastPageOf(total, query.itemsPerPage), { replace: true })
  }, [total, query.page, query.itemsPerPage, list])

  // When a click opens the screen, the table (toolbar, header and rows: most of a list screen's
  // elements) draws in the render after the screen's heading (`useDrawnAfterOpening`).
  if (!drawn) return <div className="data-table__pending" />

  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0)
  const rows = table.getRowModel().rows
  const byId = new Map(columns.map((column) => [column.id, column]))

  let body: ReactNode
  if (result.data === undefined && result.error) {
    body = (
      <FullWidthRow columns={span}>
        <ErrorState error={result.error} onRetry={result.refetch} />
      </FullWidthRow>
    )
  } else if (result.data === undefined) {
    body = <SkeletonRows rows={query.itemsPerPage} columns={span} />
  } else if (rows.length === 0) {
    body = (
      <FullWidthRow columns={span}>
        {isNarrowed(query) ? (
          <EmptyState
            title={<Trans>Nothing matches your search</Trans>}
            description={<Trans>Try other words, or clear the search and filters.</Trans>}
            action={
              <Button type="button" variant="soft" onClick={list.clearFilters}>
                <Trans>Clear search and filters</Trans>
              </Button>
            }
          />
        ) : (
          (props.empty ?? <EmptyState title={<Trans>Nothing here yet</Trans>} />)
        )}
      </FullWidthRow>
    )
  } else {
    body = rows.map((row) => (
      <Table.Row key={row.id} data-selected={row.getIsSelected() || undefined}>
        {selection && (
          <Table.Cell className="data-table__narrow">
            <Checkbox
              aria-label={t`Select ${rowLabel(row.original)}`}
              checked={row.getIsSelected()}
              onCheckedChange={(checked) => row.toggleSelected(checked === true)}
            />
          </Table.Cell>
        )}
        {row.getAllCells().map((cell) => {
          const column = byId.get(cell.column.id)
          const Cell = column?.rowHeader ? Table.RowHeaderCell : Table.Cell
          return (
            <Cell key={cell.id} data-align={column?.align}>
              <table.FlexRender cell={cell} />
            </Cell>
          )
        })}
        {rowActions && (
          <Table.Cell className="data-table__narrow" data-align="end">
            <RowActionsMenu label={t`Actions for ${rowLabel(row.original)}`} actions={rowActions(row.original)} />
          </Table.Cell>
        )}
      </Table.Row>
    ))
  }

  const pageRows = table.getRowModel().rows.length
  return (
    <Flex direction="column" gap="3">
      <TableToolbar
        list={list}
        search={props.search}
        filters={props.filters}
        onSearch={(q) => table.setGlobalFilter(q)}
        onFilter={(name, value) =>
          table.setColumnFilters((filters) => [
            ...filters.filter((filter) => filter.id !== name),
            ...(value === null ? [] : [{ id: name, value }]),
          ])
        }
        selection={selection}
        bulkActions={props.bulkActions}
        end={props.toolbarEnd}
      />
      {result.data !== undefined && result.error !== null && result.error !== undefined && (
        <ErrorState error={result.error} onRetry={result.refetch} />
      )}
      <div
        className="data-table__frame"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        data-sticky={stickyHeader || undefined}
      >
        <table className="data-table__table">
          <HiddenCaption id={captionId}>{caption}</HiddenCaption>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {selection && (
                  <Table.ColumnHeaderCell className="data-table__narrow">
                    <Checkbox
                      aria-label={t`Select all rows on this page`}
                      disabled={pageRows === 0}
                      checked={
                        table.getIsAllPageRowsSelected()
                          ? true
                          : table.getIsSomePageRowsSelected()
                            ? 'indeterminate'
                            : false
                      }
                      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
                    />
                  </Table.ColumnHeaderCell>
                )}
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id)
                  const sorted = header.column.getIsSorted()
                  return (
                    <Table.ColumnHeaderCell
                      key={header.id}
                      aria-sort={ariaSort(sorted)}
                      data-align={column?.align}
                      style={{ width: column?.width }}
                    >
                      {header.column.getCanSort() ? (
                        <SortableHeader sorted={sorted} onToggle={() => header.column.toggleSorting()}>
                          <table.FlexRender header={header} />
                        </SortableHeader>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.ColumnHeaderCell>
                  )
                })}
                {rowActions && (
                  <Table.ColumnHeaderCell className="data-table__narrow" data-align="end">
                    <Trans>Actions</Trans>
                  </Table.ColumnHeaderCell>
                )}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body aria-busy={result.isPlaceholderData || result.data === undefined}>{body}</Table.Body>
        </table>
      </div>
      {result.data !== undefined && (
        <Pagination
          label={t`Pages of ${caption}`}
          page={shown.page}
          pageSize={shown.itemsPerPage}
          total={result.data.total}
          onPage={(page) => table.setPageIndex(page - 1)}
          onPageSize={(size) => table.setPageSize(size)}
        />
      )}
    </Flex>
  )
}
