import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable, type DataColumn } from '@/components/data-table'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { Followers, LastMessage, Spend } from '../contactCells'
import { localResult, pageOf, useLocalList } from '../localList'
import { SAMPLE_CONTACTS, SAMPLE_READ } from '../sampleContacts'

const COLUMNS: DataColumn<CatalogueContact>[] = [
  { id: 'name', header: <Trans>Name</Trans>, rowHeader: true, sortable: true, cell: (row) => <bdi>{row.name}</bdi> },
  { id: 'username', header: <Trans>Username</Trans>, cell: (row) => <bdi dir="ltr">@{row.username}</bdi> },
  { id: 'city', header: <Trans>City</Trans>, sortable: true, cell: (row) => row.city },
  {
    id: 'followers',
    header: <Trans>Followers</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <Followers count={row.followers} />,
  },
  {
    id: 'spend',
    header: <Trans>Spent</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <Spend euros={row.spend} />,
  },
  {
    id: 'lastMessageAt',
    header: <Trans>Last message</Trans>,
    sortable: true,
    cell: (row) => <LastMessage at={row.lastMessageAt} />,
  },
]

/**
 * Tighter rows for a table read at a glance: the `tables-dense` class (tables.css) lowers the
 * kit's cell padding and minimum height. Rows stay at least 32 px high, still easy to hit.
 */
export default function DataDense() {
  const { t } = useLingui()
  const list = useLocalList({ itemsPerPage: 10 })
  return (
    <div className="tables-dense">
      <DataTable
        caption={t`Instagram contacts, dense`}
        columns={COLUMNS}
        list={list}
        result={localResult(pageOf(SAMPLE_CONTACTS, list.query, SAMPLE_READ))}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
      />
    </div>
  )
}
