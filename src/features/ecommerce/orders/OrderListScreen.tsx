import type { MessageDescriptor } from '@lingui/core'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Grid, Heading } from '@radix-ui/themes'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClock,
  IconEye,
  IconReceiptRefund,
  IconTrash,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { DataTable, useListQuery, useRowSelection } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { useFormat } from '@/components/format'
import { StatCard } from '@/components/stat-card'
import { notify, toastUndo } from '@/components/toast'
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/domain/shop/model'
import { hrefOf } from '@/routes/match'
import { METHOD_LABELS, PAYMENT_LABELS } from '../labels'
import { orderStatsQuery, ordersQuery, useDeleteOrder, useRestoreOrder, type OrderFilter } from './api'
import { ORDER_SORTABLE, orderColumns } from './orderColumns'
import { ORDER_STATUS_LABELS } from './labels'

/** /apps/ecommerce/order/list: the four counts, then every order, searched, filtered and paged by the backend. */
export default function OrderListScreen() {
  const { t, i18n } = useLingui()
  const list = useListQuery<OrderFilter>({
    filters: ['payment', 'status', 'method'],
    sortable: ORDER_SORTABLE,
    defaults: { sortBy: 'number', orderBy: 'desc', itemsPerPage: 10 },
  })
  const result = useQuery(ordersQuery(list.query))
  const selection = useRowSelection()
  const columns = useMemo(() => orderColumns(), [])
  const [deleting, setDeleting] = useState<number[]>([])
  const remove = useDeleteOrder()
  const restore = useRestoreOrder()

  const confirmDelete = async (numbers: number[]) => {
    const done: number[] = []
    for (const number of numbers) {
      try {
        await remove.mutateAsync(number)
        done.push(number)
      } catch {
        notify.error(t`Order #${number} could not be deleted. Try again.`)
      }
    }
    selection.clear()
    if (done.length === 0) return
    const count = done.length
    const first = done[0]
    toastUndo({
      message:
        count === 1
          ? t`Order #${first} deleted`
          : t`${plural(count, { one: '# order deleted', other: '# orders deleted' })}`,
      onUndo: () => {
        for (const number of done) restore.mutate(number)
      },
    })
  }

  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) =>
    values.map((value) => ({ value, label: i18n._(labels[value]) }))

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Orders</Trans>
      </Heading>
      <OrderWidgets />
      <DataTable
        caption={t`Orders`}
        columns={columns}
        list={list}
        result={result}
        getRowId={(row) => row.id}
        rowLabel={(row) => t`order ${row.number}`}
        search={{ label: t`Search orders`, placeholder: t`Number, customer or e-mail` }}
        filters={[
          { name: 'payment', label: t`Payment`, options: options(PAYMENT_STATUSES, PAYMENT_LABELS) },
          { name: 'status', label: t`Status`, options: options(ORDER_STATUSES, ORDER_STATUS_LABELS) },
          { name: 'method', label: t`Method`, options: options(PAYMENT_METHODS, METHOD_LABELS) },
        ]}
        selection={selection}
        bulkActions={(ids) => (
          <Button variant="soft" color="red" onClick={() => setDeleting(ids.map(Number))}>
            <IconTrash size={16} aria-hidden />
            <Trans>Delete</Trans>
          </Button>
        )}
        rowActions={(row) => [
          { label: t`View`, icon: IconEye, href: hrefOf('ecommerce-order-details', { id: row.id }) },
          { label: t`Delete`, icon: IconTrash, tone: 'danger', onSelect: () => setDeleting([row.number]) },
        ]}
        empty={<EmptyState title={t`No orders yet`} description={t`Orders placed in the online shop appear here.`} />}
      />
      <ConfirmDialog
        open={deleting.length > 0}
        onOpenChange={(open) => !open && setDeleting([])}
        title={
          deleting.length === 1
            ? t`Delete order #${deleting[0]}?`
            : t`${plural(deleting.length, { one: 'Delete # order?', other: 'Delete # orders?' })}`
        }
        description={t`It leaves the list at once; you can undo it for a few seconds.`}
        cancelLabel={t`Cancel`}
        confirmLabel={t`Delete`}
        onConfirm={() => {
          void confirmDelete(deleting)
          setDeleting([])
        }}
      />
    </Flex>
  )
}

function OrderWidgets() {
  const { t } = useLingui()
  const format = useFormat()
  const stats = useQuery(orderStatsQuery())
  const value = (count: number | undefined) => (count === undefined ? '…' : format.number(count))
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4" aria-busy={stats.isPending}>
      <StatCard label={t`Pending payment`} value={value(stats.data?.pending)} icon={IconClock} tone="warning" />
      <StatCard label={t`Completed`} value={value(stats.data?.completed)} icon={IconCircleCheck} tone="success" />
      <StatCard label={t`Refunded`} value={value(stats.data?.refunded)} icon={IconReceiptRefund} tone="neutral" />
      <StatCard label={t`Failed`} value={value(stats.data?.failed)} icon={IconAlertTriangle} tone="danger" />
    </Grid>
  )
}
