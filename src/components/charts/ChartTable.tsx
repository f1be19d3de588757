import { Table } from '@radix-ui/themes'
import { HiddenCaption } from '../HiddenCaption'

export interface ChartTableData {
  /** Column titles: the category first, then one per series. */
  columns: readonly string[]
  /** Formatted cells, row by row. */
  rows: readonly (readonly string[])[]
}

/** The chart's figures as a table: what the picture shows, readable by anyone and any device. */
export function ChartTable({ title, data }: { title: string; data: ChartTableData }) {
  return (
    <Table.Root size="1" variant="ghost">
      <HiddenCaption>{title}</HiddenCaption>
      <Table.Header>
        <Table.Row>
          {data.columns.map((column, index) => (
            <Table.ColumnHeaderCell key={column} align={index === 0 ? undefined : 'right'}>
              {column}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {data.rows.map((row, rowIndex) => (
          <Table.Row key={rowIndex}>
            {row.map((cell, index) =>
              index === 0 ? (
                <Table.RowHeaderCell key={index}>{cell}</Table.RowHeaderCell>
              ) : (
                <Table.Cell key={index} align="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {cell}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
