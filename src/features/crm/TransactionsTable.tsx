import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { DataTable, DateCell, MoneyCell, useListQuery, type DataColumn } from '@/components/data-table'
import { StatusBadge } from '@/components/status-badge'
import type { ShopTransaction } from '@/domain/shop/apiTypes'
import { PAYMENT_METHODS, PAYMENT_STATUSES, SHOP_CURRENCY } from '@/domain/shop/model'
import { transactionsQuery } from './api'
import { METHOD_LABELS, PAYMENT_LABELS, PAYMENT_TONES } from './labels'

function Payment({ transaction }: { transaction: ShopTransaction }) {
  const { i18n } = useLingui()
  return (
    <StatusBadge tone={PAYMENT_TONES[transaction.payment]}>{i18n._(PAYMENT_LABELS[transaction.payment])}</StatusBadge>
  )
}
function Method({ transaction }: { transaction: ShopTransaction }) {
  const { i18n } = useLingui()
  return <>{i18n._(METHOD_LABELS[transaction.method])}</>
}

const COLUMNS: DataColumn<ShopTransaction>[] = [
  { id: 'number', header: <Trans>Order</Trans>, cell: (row) => `#${row.number}`, sortable: true, rowHeader: true },
  { id: 'customer', header: <Trans>Customer</Trans>, cell: (row) => <bdi>{row.customer}</bdi>, sortable: true },
  { id: 'day', header: <Trans>Date</Trans>, cell: (row) => <DateCell value={row.day} />, sortable: true },
  { id: 'method', header: <Trans>Method</Trans>, cell: (row) => <Method transaction={row} /> },
  {
    id: 'total',
    header: <Trans>Amount</Trans>,
    cell: (row) => <MoneyCell amount={row.total} currency={SHOP_CURRENCY} />,
    sortable: true,
    align: 'end',
  },
  { id: 'payment', header: <Trans>Status</Trans>, cell: (row) => <Payment transaction={row} /> },
]

/** Recent payments, newest first. */
export function TransactionsTable() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    filters: ['payment', 'method'],
    sortable: ['number', 'customer', 'day', 'total'],
    defaults: { sortBy: 'number', orderBy: 'desc', itemsPerPage: 5 },
  })
  const result = useQuery(transactionsQuery(list.query))
  return (
    <DataTable
      caption={t`Recent transactions`}
      columns={COLUMNS}
      list={list}
      result={result}
      getRowId={(row) => row.id}
      rowLabel={(row) => t`order ${row.number}`}
      search={{ label: t`Search transactions` }}
      filters={[
        {
          name: 'payment',
          label: t`Status`,
          options: PAYMENT_STATUSES.map((value) => ({ value, label: i18n._(PAYMENT_LABELS[value]) })),
        },
        {
          name: 'method',
          label: t`Method`,
          options: PAYMENT_METHODS.map((value) => ({ value, label: i18n._(METHOD_LABELS[value]) })),
        },
      ]}
    />
  )
}
