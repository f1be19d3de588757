import { Trans, useLingui } from '@lingui/react/macro'
import { DataList, IconButton, Table } from '@radix-ui/themes'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { rowExpandingFeature, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table'
import { Fragment, useId } from 'react'
import { HiddenCaption } from '@/components/HiddenCaption'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { ContactName, ContactStatusBadge, LastMessage, LoyaltyProgress, Spend } from '../contactCells'
import { SAMPLE_CONTACTS } from '../sampleContacts'

// Only the feature this table uses is bundled: expanding rows.
const features = tableFeatures({ rowExpandingFeature })

// Stable across renders: new data would reset the expanded rows (TanStack's autoResetExpanded).
const ROWS = SAMPLE_CONTACTS.slice(0, 5)

const COLUMNS: ColumnDef<typeof features, CatalogueContact>[] = [
  { id: 'name', header: () => <Trans>Contact</Trans>, cell: ({ row }) => <ContactName contact={row.original} /> },
  {
    id: 'status',
    header: () => <Trans>Status</Trans>,
    cell: ({ row }) => <ContactStatusBadge status={row.original.status} />,
  },
  { id: 'spend', header: () => <Trans>Spent</Trans>, cell: ({ row }) => <Spend euros={row.original.spend} /> },
]

/**
 * Details under a row: TanStack Table's expanding state, a button per row that says whether its
 * details are open (`aria-expanded`) and which row holds them (`aria-controls`).
 */
export default function DataExpandable() {
  const { t } = useLingui()
  const baseId = useId()
  const table = useTable({
    features,
    columns: COLUMNS,
    data: ROWS as CatalogueContact[],
    getRowId: (row) => row.id,
    getRowCanExpand: () => true,
  })
  const span = COLUMNS.length + 1

  return (
    <Table.Root variant="surface" className="tables-table">
      <HiddenCaption>{t`Contacts with their details`}</HiddenCaption>
      <Table.Header>
        {table.getHeaderGroups().map((group) => (
          <Table.Row key={group.id}>
            <Table.ColumnHeaderCell className="tables-narrow">
              <span className="tables-visually-hidden">{t`Details`}</span>
            </Table.ColumnHeaderCell>
            {group.headers.map((header) => (
              <Table.ColumnHeaderCell key={header.id}>
                <table.FlexRender header={header} />
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        ))}
      </Table.Header>
      <Table.Body>
        {table.getRowModel().rows.map((row) => {
          const open = row.getIsExpanded()
          const detailsId = `${baseId}-${row.id}`
          const Chevron = open ? IconChevronDown : IconChevronRight
          return (
            <Fragment key={row.id}>
              <Table.Row align="center">
                <Table.Cell className="tables-narrow">
                  <IconButton
                    variant="ghost"
                    color="gray"
                    aria-expanded={open}
                    aria-controls={open ? detailsId : undefined}
                    aria-label={t`Details of ${row.original.name}`}
                    onClick={() => row.toggleExpanded()}
                  >
                    {/* The chevron points to the reading direction's end while closed. */}
                    <Chevron size={16} aria-hidden className="tables-chevron" />
                  </IconButton>
                </Table.Cell>
                {row.getAllCells().map((cell) => (
                  <Table.Cell key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </Table.Cell>
                ))}
              </Table.Row>
              {open && (
                <Table.Row id={detailsId} className="tables-details">
                  <Table.Cell colSpan={span}>
                    <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                      <DataList.Item>
                        <DataList.Label>{t`Email`}</DataList.Label>
                        <DataList.Value>
                          <bdi dir="ltr">{row.original.email}</bdi>
                        </DataList.Value>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.Label>{t`City`}</DataList.Label>
                        <DataList.Value>{row.original.city}</DataList.Value>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.Label>{t`Last message`}</DataList.Label>
                        <DataList.Value>
                          <LastMessage at={row.original.lastMessageAt} />
                        </DataList.Value>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.Label>{t`Loyalty card`}</DataList.Label>
                        <DataList.Value>
                          <LoyaltyProgress contact={row.original} />
                        </DataList.Value>
                      </DataList.Item>
                    </DataList.Root>
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          )
        })}
      </Table.Body>
    </Table.Root>
  )
}
