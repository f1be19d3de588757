import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { IconMoonStars, IconPencil, IconStar } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DataTable, useListQuery, useRowSelection, type DataColumn } from '@/components/data-table'
import { notify } from '@/components/toast'
import { CONTACT_SORTABLE, type CatalogueContact, type ContactStatus } from '@/domain/catalogue/contacts'
import { contactsQuery, useChangeContactsStatus, type ContactFilter } from '../api'
import { ContactEditDialog } from '../ContactEditDialog'
import {
  ContactName,
  ContactStatusBadge,
  Followers,
  LastMessage,
  LoyaltyProgress,
  Spend,
  statusOptions,
} from '../contactCells'

const COLUMNS: DataColumn<CatalogueContact>[] = [
  {
    id: 'name',
    header: <Trans>Contact</Trans>,
    rowHeader: true,
    sortable: true,
    cell: (row) => <ContactName contact={row} />,
  },
  { id: 'city', header: <Trans>City</Trans>, sortable: true, cell: (row) => row.city },
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
    id: 'stamps',
    header: <Trans>Loyalty card</Trans>,
    width: '9rem',
    cell: (row) => <LoyaltyProgress contact={row} />,
  },
  {
    id: 'lastMessageAt',
    header: <Trans>Last message</Trans>,
    sortable: true,
    cell: (row) => <LastMessage at={row.lastMessageAt} />,
  },
]

/**
 * Everything at once, as a list screen does it: search, a status filter, sorting and paging kept
 * in the URL (`useListQuery`: reload, Back and a shared link show the same list), a selection
 * with bulk status changes, editing in a dialog, and a header that stays in view.
 */
export default function DataKitchenSink() {
  const { t, i18n } = useLingui()
  const list = useListQuery<ContactFilter>({
    filters: ['status'],
    sortable: CONTACT_SORTABLE,
    defaults: { sortBy: 'lastMessageAt', orderBy: 'desc', itemsPerPage: 10 },
  })
  const result = useQuery(contactsQuery(list.query))
  const selection = useRowSelection()
  const changeStatus = useChangeContactsStatus()
  const [editing, setEditing] = useState<CatalogueContact | null>(null)

  const mark = (ids: string[], status: ContactStatus) =>
    changeStatus.mutate(
      { ids, status },
      {
        onSuccess: ({ updated }) => {
          notify.success(
            status === 'vip'
              ? t`${plural(updated, { one: '# contact is now a VIP', other: '# contacts are now VIPs' })}`
              : t`${plural(updated, { one: '# contact marked inactive', other: '# contacts marked inactive' })}`,
          )
          selection.clear()
        },
        onError: () => notify.error(t`The contacts could not be changed. Try again.`),
      },
    )

  return (
    <>
      <DataTable
        caption={t`All contacts`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        search={{ label: t`Search contacts`, placeholder: t`Name, username, email or city` }}
        filters={[{ name: 'status', label: t`Status`, options: statusOptions(i18n) }]}
        selection={selection}
        bulkActions={(ids) => (
          <>
            <Button variant="soft" loading={changeStatus.isPending} onClick={() => mark(ids, 'vip')}>
              <IconStar size={16} aria-hidden />
              <Trans>Mark as VIP</Trans>
            </Button>
            <Button variant="soft" color="gray" loading={changeStatus.isPending} onClick={() => mark(ids, 'inactive')}>
              <IconMoonStars size={16} aria-hidden />
              <Trans>Mark inactive</Trans>
            </Button>
          </>
        )}
        rowActions={(row) => [{ label: t`Edit`, icon: IconPencil, onSelect: () => setEditing(row) }]}
        stickyHeader
      />
      <ContactEditDialog contact={editing} onClose={() => setEditing(null)} />
    </>
  )
}
