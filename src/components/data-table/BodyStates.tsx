import { Skeleton, Table } from '@radix-ui/themes'
import type { ReactNode } from 'react'

/** Placeholder rows while the first page loads: as many as a page holds, so nothing jumps. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Row key={row} aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        <Table.Cell key={column}>
          <Skeleton height="16px" width={column === 0 ? '70%' : '50%'} />
        </Table.Cell>
      ))}
    </Table.Row>
  ))
}

/**
 * One row across the table for what stands in for rows: the empty state, an error. Its content
 * keeps to the frame's visible width, so on a phone, where the table scrolls sideways, it is read
 * whole rather than centred on columns out of view.
 */
export function FullWidthRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <div className="data-table__in-view">{children}</div>
      </Table.Cell>
    </Table.Row>
  )
}
