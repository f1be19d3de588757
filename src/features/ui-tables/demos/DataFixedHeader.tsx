import { Trans, useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { DataTable, type DataColumn } from '@/components/data-table'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { Followers, LastMessage } from '../contactCells'
import { localResult, pageOf, useLocalList } from '../localList'
import { SAMPLE_CONTACTS, SAMPLE_READ } from '../sampleContacts'

const COLUMNS: DataColumn<CatalogueContact>[] = [
  { id: 'name', header: <Trans>Name</Trans>, rowHeader: true, sortable: true, cell: (row) => <bdi>{row.name}</bdi> },
  { id: 'city', header: <Trans>City</Trans>, sortable: true, cell: (row) => row.city },
  {
    id: 'followers',
    header: <Trans>Followers</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <Followers count={row.followers} />,
  },
  {
    id: 'lastMessageAt',
    header: <Trans>Last message</Trans>,
    sortable: true,
    cell: (row) => <LastMessage at={row.lastMessageAt} />,
  },
]

/** The header stays in view while the rows scroll: `stickyHeader`, with the frame's height set by a CSS variable. */
export default function DataFixedHeader() {
  const { t } = useLingui()
  const list = useLocalList({ itemsPerPage: 25 })
  return (
    <div style={{ '--data-table-max-height': '18rem' } as CSSProperties}>
      <DataTable
        caption={t`Contacts with a fixed header`}
        columns={COLUMNS}
        list={list}
        result={localResult(pageOf(SAMPLE_CONTACTS, list.query, SAMPLE_READ))}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        stickyHeader
      />
    </div>
  )
}
