import { Trans, useLingui } from '@lingui/react/macro'
import { IconPencil } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DataTable, type DataColumn } from '@/components/data-table'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { contactsQuery, type ContactFilter } from '../api'
import { ContactEditDialog } from '../ContactEditDialog'
import { ContactName, ContactStatusBadge } from '../contactCells'
import { useLocalList } from '../localList'

const COLUMNS: DataColumn<CatalogueContact>[] = [
  { id: 'name', header: <Trans>Contact</Trans>, rowHeader: true, cell: (row) => <ContactName contact={row} /> },
  { id: 'email', header: <Trans>Email</Trans>, cell: (row) => <bdi dir="ltr">{row.email}</bdi> },
  { id: 'city', header: <Trans>City</Trans>, cell: (row) => row.city },
  { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <ContactStatusBadge status={row.status} /> },
]

/**
 * "Edit" in the row's actions opens a dialog (react-hook-form + zod); saving sends
 * `PATCH /api/catalogue/contacts/:id`, and the list refreshes with the backend's answer. Focus goes
 * back to the row's actions button when the dialog closes.
 */
export default function DataRowEditing() {
  const { t } = useLingui()
  const list = useLocalList<ContactFilter>({ sortBy: 'name', itemsPerPage: 5 })
  const result = useQuery(contactsQuery(list.query))
  const [editing, setEditing] = useState<CatalogueContact | null>(null)
  return (
    <>
      <DataTable
        caption={t`Contacts to edit`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        rowActions={(row) => [{ label: t`Edit`, icon: IconPencil, onSelect: () => setEditing(row) }]}
      />
      <ContactEditDialog contact={editing} onClose={() => setEditing(null)} />
    </>
  )
}
