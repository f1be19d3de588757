import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes'
import { IconCash, IconDownload, IconPencil, IconPrinter, IconSend } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import type { Invoice } from '@/domain/invoices'
import { hrefOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { invoiceQuery } from './api'
import { InvoiceDocument } from './InvoiceDocument'
import { METHOD_LABELS } from './labels'
import { Money } from './Money'
import { PaymentDrawer } from './PaymentDrawer'
import { SendDrawer } from './SendDrawer'
import { useDownloadInvoice } from './useDownload'
import './invoices.css'

/** /apps/invoice/preview/:id: the invoice as it prints, and what can be done with it. */
export default function InvoicePreviewScreen({ params }: ScreenProps) {
  const id = params.id ?? ''
  const invoice = useQuery(invoiceQuery(id))
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Invoice #{id}</Trans>
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
        <Preview invoice={invoice.data} />
      )}
    </Flex>
  )
}

function Preview({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui()
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null)
  const { download, busy } = useDownloadInvoice()
  return (
    <Grid columns={{ initial: '1', md: '1fr 16rem' }} gap="4" align="start">
      <Flex direction="column" gap="4">
        <InvoiceDocument invoice={invoice} />
        <Payments invoice={invoice} />
      </Flex>
      <Card data-print="hide">
        <Flex direction="column" gap="2">
          <Button onClick={() => setDrawer('send')}>
            <IconSend size={16} aria-hidden />
            <Trans>Send invoice</Trans>
          </Button>
          <Button
            variant="soft"
            loading={busy === invoice.id}
            onClick={() =>
              void download(invoice.id).catch(() => notify.error(t`The PDF could not be made. Try again.`))
            }
          >
            <IconDownload size={16} aria-hidden />
            <Trans>Download</Trans>
          </Button>
          <Button variant="soft" onClick={() => window.print()}>
            <IconPrinter size={16} aria-hidden />
            <Trans>Print</Trans>
          </Button>
          <Button variant="soft" asChild>
            <Link href={hrefOf('invoice-edit', { id: invoice.id })}>
              <IconPencil size={16} aria-hidden />
              <Trans>Edit</Trans>
            </Link>
          </Button>
          <Button variant="soft" color="grass" disabled={invoice.balance === 0} onClick={() => setDrawer('payment')}>
            <IconCash size={16} aria-hidden />
            <Trans>Add payment</Trans>
          </Button>
        </Flex>
      </Card>
      <SendDrawer invoice={invoice} open={drawer === 'send'} onOpenChange={(open) => setDrawer(open ? 'send' : null)} />
      <PaymentDrawer
        invoice={invoice}
        open={drawer === 'payment'}
        onOpenChange={(open) => setDrawer(open ? 'payment' : null)}
      />
    </Grid>
  )
}

function Payments({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui()
  const format = useFormat()
  if (invoice.payments.length === 0) return null
  return (
    <Card data-print="hide">
      <Heading as="h2" size="4" mb="2">
        <Trans>Payments</Trans>
      </Heading>
      <Flex direction="column" gap="2">
        {invoice.payments.map((payment) => (
          <Flex key={payment.id} justify="between" gap="3" wrap="wrap">
            <Box>
              <Text>{format.date(payment.date)}</Text> ·{' '}
              <Text color="gray">{i18n._(METHOD_LABELS[payment.method])}</Text>
              {payment.note && (
                <Text as="div" size="1" color="gray">
                  <bdi>{payment.note}</bdi>
                </Text>
              )}
            </Box>
            <Money cents={payment.amount} />
          </Flex>
        ))}
      </Flex>
    </Card>
  )
}
