import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Grid, Heading } from '@radix-ui/themes'
import {
  IconCopy,
  IconDownload,
  IconFileInvoice,
  IconPencil,
  IconPlus,
  IconReceipt,
  IconUsers,
  IconCash,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import {
  DataTable,
  DateCell,
  MoneyCell,
  PersonCell,
  useConfirmDelete,
  useListQuery,
  useRowSelection,
  type DataColumn,
} from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { useSubmissionKey } from '@/components/form'
import { useFormat } from '@/components/format'
import { StatCard } from '@/components/stat-card'
import { notify, toastUndo } from '@/components/toast'
import { INVOICE_CURRENCY, INVOICE_STATUSES, type InvoiceSummary } from '@/domain/invoices'
import { hrefOf, pathOf } from '@/routes/match'
import { invoiceStatsQuery, invoicesQuery, useDeleteInvoice, useDuplicateInvoice, useRestoreInvoice } from './api'
import { InvoiceStatusBadge } from './InvoiceStatusBadge'
import { STATUS_LABELS } from './labels'
import { useMoney } from './Money'
import { useDownloadInvoice } from './useDownload'

const COLUMNS: DataColumn<InvoiceSummary>[] = [
  {
    id: 'number',
    header: '#',
    rowHeader: true,
    sortable: true,
    cell: (row) => <Link href={hrefOf('invoice-preview', { id: row.id })}>#{row.number}</Link>,
  },
  {
    id: 'client',
    header: <Trans>Client</Trans>,
    sortable: true,
    cell: (row) => <PersonCell name={row.client.name} detail={row.client.company} />,
  },
  {
    id: 'total',
    header: <Trans>Total</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <MoneyCell amount={row.total} currency={INVOICE_CURRENCY} inCents />,
  },
  {
    id: 'issuedDate',
    header: <Trans>Issued</Trans>,
    sortable: true,
    cell: (row) => <DateCell value={row.issuedDate} />,
  },
  { id: 'dueDate', header: <Trans>Due</Trans>, sortable: true, cell: (row) => <DateCell value={row.dueDate} /> },
  {
    id: 'balance',
    header: <Trans>Balance</Trans>,
    sortable: true,
    align: 'end',
    cell: (row) => <MoneyCell amount={row.balance} currency={INVOICE_CURRENCY} inCents />,
  },
  { id: 'status', header: <Trans>Status</Trans>, cell: (row) => <InvoiceStatusBadge status={row.status} /> },
]

/** /apps/invoice/list: the figures, then every invoice, searched, filtered and paged by the backend. */
export default function InvoiceListScreen() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    filters: ['status'],
    sortable: ['number', 'client', 'total', 'issuedDate', 'dueDate', 'balance'],
    defaults: { sortBy: 'number', orderBy: 'desc', itemsPerPage: 10 },
  })
  const result = useQuery(invoicesQuery(list.query))
  const selection = useRowSelection()
  const confirmRemove = useConfirmDelete<InvoiceSummary>({
    title: (row) => t`Delete invoice #${row.number}?`,
    description: t`It leaves the list at once; you can undo it for a few seconds.`,
    onConfirm: (row) => confirmDelete(row),
  })
  const remove = useDeleteInvoice()
  const restore = useRestoreInvoice()
  const duplicate = useDuplicateInvoice()
  // A second Duplicate of the same invoice while the first is on its way is the same request.
  const duplicateKeys = useSubmissionKey()
  const { download } = useDownloadInvoice()

  const confirmDelete = (invoice: InvoiceSummary) => {
    remove.mutate(invoice.id, {
      onSuccess: () =>
        toastUndo({
          message: t`Invoice #${invoice.number} deleted`,
          onUndo: () => restore.mutate(invoice.id),
        }),
      onError: () => notify.error(t`The invoice could not be deleted. Try again.`),
    })
  }

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Invoices</Trans>
      </Heading>
      <InvoiceStats />
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
            name: 'status',
            label: t`Status`,
            options: INVOICE_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) })),
          },
        ]}
        selection={selection}
        bulkActions={(ids) => (
          <Button
            variant="soft"
            onClick={() => {
              for (const id of ids)
                void download(id).catch(() => notify.error(t`The PDF could not be made. Try again.`))
            }}
          >
            <IconDownload size={16} aria-hidden />
            <Trans>Download</Trans>
          </Button>
        )}
        rowActions={(row) => [
          {
            label: t`Download`,
            icon: IconDownload,
            onSelect: () => void download(row.id).catch(() => notify.error(t`The PDF could not be made. Try again.`)),
          },
          { label: t`Edit`, icon: IconPencil, href: hrefOf('invoice-edit', { id: row.id }) },
          {
            label: t`Duplicate`,
            icon: IconCopy,
            onSelect: () =>
              duplicate.mutate(
                { id: row.id, idempotencyKey: duplicateKeys.keyFor(row.id) },
                {
                  onSuccess: (copy) => {
                    duplicateKeys.succeeded(row.id)
                    notify.success(t`Invoice #${copy.number} created from #${row.number}`)
                  },
                  onError: () => notify.error(t`The invoice could not be duplicated. Try again.`),
                },
              ),
          },
          confirmRemove.action(row),
        ]}
        toolbarEnd={
          <Button asChild>
            <Link href={pathOf('invoice-add')}>
              <IconPlus size={16} aria-hidden />
              <Trans>Create invoice</Trans>
            </Link>
          </Button>
        }
        empty={
          <EmptyState
            title={t`No invoices yet`}
            description={t`Create one to bill a client.`}
            action={
              <Button asChild>
                <Link href={pathOf('invoice-add')}>{t`Create invoice`}</Link>
              </Button>
            }
          />
        }
      />
      {confirmRemove.dialog}
    </Flex>
  )
}

function InvoiceStats() {
  const { t } = useLingui()
  const format = useFormat()
  const money = useMoney()
  const stats = useQuery(invoiceStatsQuery())
  const value = (show: (data: NonNullable<typeof stats.data>) => string) => (stats.data ? show(stats.data) : '…')
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4" aria-busy={stats.isPending}>
      <StatCard label={t`Clients`} value={value((data) => format.number(data.clients))} icon={IconUsers} />
      <StatCard label={t`Invoices`} value={value((data) => format.number(data.invoices))} icon={IconFileInvoice} />
      <StatCard label={t`Paid`} value={value((data) => money(data.paid))} icon={IconCash} tone="success" />
      <StatCard label={t`Unpaid`} value={value((data) => money(data.unpaid))} icon={IconReceipt} tone="warning" />
    </Grid>
  )
}
