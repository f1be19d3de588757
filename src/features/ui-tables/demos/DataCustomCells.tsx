import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable, type DataColumn } from '@/components/data-table'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { ContactName, ContactStatusBadge, LoyaltyProgress, Spend } from '../contactCells'
import { localResult, pageOf, useLocalList } from '../localList'
import { SAMPLE_CONTACTS, SAMPLE_READ } from '../sampleContacts'

/**
 * A cell renders any component: avatar with name and username, a status badge (the word carries
 * the meaning, the colour repeats it), money in the current language, a progress bar with a name.
 */
const COLUMNS: DataColumn<CatalogueContact>[] = [
  {
    id: 'name',
    header: <Trans>Contact</Trans>,
    rowHeader: true,
    sortable: true,
    cell: (row) => <ContactName contact={row} />,
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    sortable: true,
    cell: (row) => <ContactStatusBadge status={row.status} />,
  },
  {
    id: 'spend',
    header: <Trans>Spent</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <Spend euros={row.spend} />,
  },
  {
    id: 'stamps',
    header: <Trans>Loyalty card</Trans>,
    sortable: true,
    width: '10rem',
    cell: (row) => <LoyaltyProgress contact={row} />,
  },
]

export default function DataCustomCells() {
  const { t } = useLingui()
  const list = useLocalList({ sortBy: 'spend', orderBy: 'desc', itemsPerPage: 5 })
  return (
    <DataTable
      caption={t`Contacts with their status and loyalty card`}
      columns={COLUMNS}
      list={list}
      result={localResult(pageOf(SAMPLE_CONTACTS, list.query, SAMPLE_READ))}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
    />
  )
}
