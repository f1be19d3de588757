import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Table } from '@radix-ui/themes'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import {
  columnGroupingFeature,
  createExpandedRowModel,
  createGroupedRowModel,
  rowExpandingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table'
import { useFormat } from '@/components/format'
import { HiddenCaption } from '@/components/HiddenCaption'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { ContactName, Followers, Spend, STATUS_LABELS } from '../contactCells'
import { SAMPLE_CONTACTS } from '../sampleContacts'

// Grouping in the browser needs its feature and row model; expanding opens and closes a group.
const features = tableFeatures({
  columnGroupingFeature,
  rowExpandingFeature,
  groupedRowModel: createGroupedRowModel(),
  expandedRowModel: createExpandedRowModel(),
})

const COLUMNS: ColumnDef<typeof features, CatalogueContact>[] = [
  // The grouping column: its value names each group; it is not shown as a column of its own.
  { id: 'status', accessorFn: (row) => row.status },
  { id: 'name', header: () => <Trans>Contact</Trans>, cell: ({ row }) => <ContactName contact={row.original} /> },
  { id: 'city', header: () => <Trans>City</Trans>, cell: ({ row }) => row.original.city },
  {
    id: 'followers',
    header: () => <Trans>Followers</Trans>,
    cell: ({ row }) => <Followers count={row.original.followers} />,
  },
  { id: 'spend', header: () => <Trans>Spent</Trans>, cell: ({ row }) => <Spend euros={row.original.spend} /> },
]
const shown = (id: string) => id !== 'status'

/**
 * Rows grouped by status: one `<tbody>` per group, headed by a row header that names the group,
 * counts its contacts and sums their spending; its button folds the group (`aria-expanded`).
 */
export default function DataGrouped() {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const table = useTable({
    features,
    columns: COLUMNS,
    data: SAMPLE_CONTACTS as CatalogueContact[],
    getRowId: (row) => row.id,
    initialState: { grouping: ['status'], expanded: true },
  })
  const headers = table.getHeaderGroups()[0]!.headers.filter((header) => shown(header.column.id))

  return (
    <Table.Root variant="surface" className="tables-table">
      <HiddenCaption>{t`Contacts by status`}</HiddenCaption>
      <Table.Header>
        <Table.Row>
          {headers.map((header) => (
            <Table.ColumnHeaderCell key={header.id}>
              <table.FlexRender header={header} />
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      {table.getGroupedRowModel().rows.map((group) => {
        const open = group.getIsExpanded()
        const label = i18n._(STATUS_LABELS[group.original.status])
        const count = group.subRows.length
        const spend = group.subRows.reduce((sum, row) => sum + row.original.spend, 0)
        const Chevron = open ? IconChevronDown : IconChevronRight
        return (
          <Table.Body key={group.id}>
            <Table.Row className="tables-group">
              <Table.RowHeaderCell colSpan={headers.length} scope="rowgroup">
                <Button variant="ghost" color="gray" aria-expanded={open} onClick={() => group.toggleExpanded()}>
                  <Chevron size={16} aria-hidden className="tables-chevron" />
                  {label}
                </Button>{' '}
                <span className="tables-group__summary">
                  {t`${plural(count, { one: '# contact', other: '# contacts' })}`} · {format.money(spend, 'EUR')}
                </span>
              </Table.RowHeaderCell>
            </Table.Row>
            {open &&
              group.subRows.map((row) => (
                <Table.Row key={row.id} align="center">
                  {row
                    .getAllCells()
                    .filter((cell) => shown(cell.column.id))
                    .map((cell) => (
                      <Table.Cell key={cell.id}>
                        <table.FlexRender cell={cell} />
                      </Table.Cell>
                    ))}
                </Table.Row>
              ))}
          </Table.Body>
        )
      })}
    </Table.Root>
  )
}
