import { Trans, useLingui } from '@lingui/react/macro'
import { DataTable, type DataColumn } from '@/components/data-table'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { Followers } from '../contactCells'
import { localResult, pageOf, useLocalList } from '../localList'
import { SAMPLE_CONTACTS, SAMPLE_READ } from '../sampleContacts'

// Module scope: the columns are defined once, not on every render.
const COLUMNS: DataColumn<CatalogueContact>[] = [
  { id: 'name', header: <Trans>Name</Trans>, rowHeader: true, sortable: true, cell: (row) => <bdi>{row.name}</bdi> },
  { id: 'email', header: <Trans>Email</Trans>, cell: (row) => <bdi dir="ltr">{row.email}</bdi> },
  { id: 'city', header: <Trans>City</Trans>, sortable: true, cell: (row) => row.city },
  {
    id: 'followers',
    header: <Trans>Followers</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <Followers count={row.followers} />,
  },
]

/** The kit's DataTable over a short list paged in the browser: sortable headers, pages of 5. */
export default function DataBasic() {
  const { t } = useLingui()
  // Several tables share this page, so each keeps its state in memory; a screen with one table
  // uses useListQuery and the URL instead.
  const list = useLocalList({ itemsPerPage: 5 })
  return (
    <DataTable
      caption={t`Instagram contacts`}
      columns={COLUMNS}
      list={list}
      result={localResult(pageOf(SAMPLE_CONTACTS, list.query, SAMPLE_READ))}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
    />
  )
}
