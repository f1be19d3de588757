import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { ErrorState } from '@/components/feedback'
import { notify } from '@/components/toast'
import { hrefOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { invoiceQuery, useUpdateInvoice } from './api'
import { InvoiceForm } from './InvoiceForm'
import { fromInvoice } from './invoiceForm'

/** /apps/invoice/edit/:id: the same form, filled in; the number stays. */
export default function InvoiceEditScreen({ params }: ScreenProps) {
  const id = params.id ?? ''
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const invoice = useQuery(invoiceQuery(id))
  const update = useUpdateInvoice(id)
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Edit invoice #{id}</Trans>
      </Heading>
      {invoice.error ? (
        <ErrorState error={invoice.error} onRetry={() => void invoice.refetch()} />
      ) : !invoice.data ? (
        <Flex align="center" gap="2">
          <Spinner />
          <Text>
            <Trans>Loading…</Trans>
          </Text>
        </Flex>
      ) : (
        <InvoiceForm
          // A fresh form when another invoice opens in the same screen.
          key={invoice.data.id}
          initial={fromInvoice(invoice.data)}
          numberLocked
          submitLabel={t`Save changes`}
          onSubmit={(input) => update.mutateAsync(input)}
          onSaved={(saved) => {
            notify.success(t`Invoice #${saved.number} saved`)
            navigate(hrefOf('invoice-preview', { id: saved.id }))
          }}
        />
      )}
    </Flex>
  )
}
