import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { IconStar } from '@tabler/icons-react'
import { useState } from 'react'
import { DataTable, useRowSelection, type DataColumn } from '@/components/data-table'
import { notify } from '@/components/toast'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import { ContactName, ContactStatusBadge, Followers } from '../contactCells'
import { localResult, pageOf, useLocalList } from '../localList'
import { SAMPLE_CONTACTS, SAMPLE_READ } from '../sampleContacts'

const COLUMNS: DataColumn<CatalogueContact>[] = [
  { id: 'name', header: <Trans>Contact</Trans>, rowHeader: true, cell: (row) => <ContactName contact={row} /> },
  { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <ContactStatusBadge status={row.status} /> },
  {
    id: 'followers',
    header: <Trans>Followers</Trans>,
    align: 'end',
    cell: (row) => <Followers count={row.followers} />,
  },
]

/**
 * Row selection: a checkbox per row and one for the page; the selection is kept by id across
 * pages, and the toolbar offers the bulk actions while rows are selected.
 */
export default function DataSelection() {
  const { t } = useLingui()
  const list = useLocalList({ itemsPerPage: 5 })
  const selection = useRowSelection()
  // Held here so the bulk action has something to change; a real list would call the backend.
  const [contacts, setContacts] = useState(SAMPLE_CONTACTS)

  const markVip = (ids: string[]) => {
    setContacts((all) => all.map((contact) => (ids.includes(contact.id) ? { ...contact, status: 'vip' } : contact)))
    notify.success(t`${plural(ids.length, { one: '# contact is now a VIP', other: '# contacts are now VIPs' })}`)
    selection.clear()
  }

  return (
    <DataTable
      caption={t`Contacts to select`}
      columns={COLUMNS}
      list={list}
      result={localResult(pageOf(contacts, list.query, SAMPLE_READ))}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
      selection={selection}
      bulkActions={(ids) => (
        <Button variant="soft" onClick={() => markVip(ids)}>
          <IconStar size={16} aria-hidden />
          <Trans>Mark as VIP</Trans>
        </Button>
      )}
    />
  )
}
