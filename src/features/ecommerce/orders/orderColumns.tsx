import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { DateCell, MoneyCell, PersonCell, type DataColumn } from '@/components/data-table'
import { SHOP_CURRENCY } from '@/domain/shop/model'
import type { OrderRow } from '@/domain/shop/orders'
import { hrefOf } from '@/routes/match'
import { METHOD_LABELS } from '../labels'
import { OrderStatusChip, PaymentChip } from './statusChips'

function Method({ method }: { method: OrderRow['method'] }) {
  const { i18n } = useLingui()
  return <>{i18n._(METHOD_LABELS[method])}</>
}

export const ORDER_SORTABLE = ['number', 'day', 'customer', 'payment', 'status', 'method', 'total']

/** The orders table's columns; `withCustomer: false` in one customer's own orders. */
export function orderColumns(withCustomer = true): DataColumn<OrderRow>[] {
  return [
    {
      id: 'number',
      header: <Trans>Order</Trans>,
      rowHeader: true,
      sortable: true,
      cell: (row) => <Link href={hrefOf('ecommerce-order-details', { id: row.id })}>#{row.number}</Link>,
    },
    { id: 'day', header: <Trans>Date</Trans>, sortable: true, cell: (row) => <DateCell value={row.day} /> },
    ...(withCustomer
      ? [
          {
            id: 'customer',
            header: <Trans>Customer</Trans>,
            sortable: true,
            cell: (row: OrderRow) => <PersonCell name={row.customer} detail={row.email} />,
          },
        ]
      : []),
    {
      id: 'payment',
      header: <Trans>Payment</Trans>,
      sortable: true,
      cell: (row) => <PaymentChip payment={row.payment} />,
    },
    {
      id: 'status',
      header: <Trans>Status</Trans>,
      sortable: true,
      cell: (row) => <OrderStatusChip status={row.status} />,
    },
    { id: 'method', header: <Trans>Method</Trans>, sortable: true, cell: (row) => <Method method={row.method} /> },
    {
      id: 'total',
      header: <Trans>Total spent</Trans>,
      sortable: true,
      align: 'end',
      cell: (row) => <MoneyCell amount={row.total} currency={SHOP_CURRENCY} inCents />,
    },
  ]
}
