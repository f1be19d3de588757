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

/** One row across the table for what stands in for rows: the empty state, an error. */
export function FullWidthRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>{children}</Table.Cell>
    </Table.Row>
  )
}
