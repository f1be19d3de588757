import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { DataTable, DateCell, MoneyCell, PersonCell, useListQuery, type DataColumn } from '@/components/data-table'
import { StatusBadge } from '@/components/status-badge'
import type { ShopTransaction } from '@/domain/shop/apiTypes'
import { PAYMENT_STATUSES, SHOP_CURRENCY } from '@/domain/shop/model'
import { invoicesQuery } from './api'
import { PAYMENT_LABELS, PAYMENT_TONES } from './labels'

function Payment({ invoice }: { invoice: ShopTransaction }) {
  const { i18n } = useLingui()
  return <StatusBadge tone={PAYMENT_TONES[invoice.payment]}>{i18n._(PAYMENT_LABELS[invoice.payment])}</StatusBadge>
}

const COLUMNS: DataColumn<ShopTransaction>[] = [
  { id: 'number', header: <Trans>Invoice</Trans>, cell: (row) => `#${row.number}`, sortable: true, rowHeader: true },
  {
    id: 'customer',
    header: <Trans>Client</Trans>,
    sortable: true,
    cell: (row) => <PersonCell name={row.customer} detail={row.email} />,
  },
  { id: 'day', header: <Trans>Issued</Trans>, cell: (row) => <DateCell value={row.day} />, sortable: true },
  {
    id: 'total',
    header: <Trans>Total</Trans>,
    cell: (row) => <MoneyCell amount={row.total} currency={SHOP_CURRENCY} />,
    sortable: true,
    align: 'end',
  },
  {
    id: 'balance',
    header: <Trans>Balance</Trans>,
    cell: (row) => <MoneyCell amount={row.balance} currency={SHOP_CURRENCY} />,
    sortable: true,
    align: 'end',
  },
  { id: 'payment', header: <Trans>Status</Trans>, cell: (row) => <Payment invoice={row} /> },
]

/** The shop's invoices, one per order. */
export function InvoicesTable() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    filters: ['payment'],
    sortable: ['number', 'customer', 'day', 'total', 'balance'],
    defaults: { sortBy: 'number', orderBy: 'desc', itemsPerPage: 10 },
  })
  const result = useQuery(invoicesQuery(list.query))
  return (
    <DataTable
      caption={t`Invoices`}
      columns={COLUMNS}
      list={list}
      result={result}
      getRowId={(row) => row.id}
      rowLabel={(row) => t`invoice ${row.number}`}
      search={{ label: t`Search invoices` }}
      filters={[
        {
          name: 'payment',
          label: t`Status`,
          options: PAYMENT_STATUSES.map((value) => ({ value, label: i18n._(PAYMENT_LABELS[value]) })),
        },
      ]}
    />
  )
}
