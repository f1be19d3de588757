import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { DataTable, type DataColumn } from '@/components/data-table'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { contactsQuery, type ContactFilter } from '../api'
import { ContactName, ContactStatusBadge, Followers, LastMessage, Spend } from '../contactCells'
import { useLocalList } from '../localList'

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
 * The server pages and sorts: each page, page size or order is a request to
 * `GET /api/catalogue/contacts`, answered `{ items, total }`. While the next page loads, the
 * rows on screen stay, dimmed (`placeholderData: keepPreviousData` in `contactsQuery`); the first
 * load shows placeholder rows, a failure says why with "Try again".
 */
export default function DataServerPaging() {
  const { t } = useLingui()
  // In memory here (several tables share the page); the kitchen sink below keeps its list in the URL.
  const list = useLocalList<ContactFilter>({ sortBy: 'lastMessageAt', orderBy: 'desc', itemsPerPage: 10 })
  const result = useQuery(contactsQuery(list.query))
  return (
    <DataTable
      caption={t`Contacts paged by the server`}
      columns={COLUMNS}
      list={list}
      result={result}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
    />
  )
}
