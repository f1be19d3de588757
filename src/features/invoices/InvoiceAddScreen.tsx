import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { ErrorState } from '@/components/feedback'
import { notify } from '@/components/toast'
import { hrefOf } from '@/routes/match'
import { nextNumberQuery, useCreateInvoice } from './api'
import { InvoiceForm } from './InvoiceForm'
import { emptyLine } from './invoiceForm'

/** Today and a day some days later, as calendar days in the person's time zone. */
function days(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

/** /apps/invoice/add: a new invoice, numbered after the workspace's last one. */
export default function InvoiceAddScreen() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const next = useQuery(nextNumberQuery())
  const create = useCreateInvoice()
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>New invoice</Trans>
      </Heading>
      {next.error ? (
        <ErrorState error={next.error} onRetry={() => void next.refetch()} />
      ) : next.data === undefined ? (
        <Flex align="center" gap="2">
          <Spinner />
          <Text>
            <Trans>Loading…</Trans>
          </Text>
        </Flex>
      ) : (
        <InvoiceForm
          initial={{
            number: String(next.data),
            issuedDate: days(0),
            dueDate: days(30),
            clientEmail: '',
            salesperson: '',
            note: '',
            paymentTerms: 'net-30',
            items: [emptyLine()],
          }}
          submitLabel={t`Create invoice`}
          onSubmit={(input, { idempotencyKey }) => create.mutateAsync({ input, idempotencyKey })}
          onSaved={(invoice) => {
            notify.success(t`Invoice #${invoice.number} created`)
            navigate(hrefOf('invoice-preview', { id: invoice.id }))
          }}
        />
      )}
    </Flex>
  )
}
