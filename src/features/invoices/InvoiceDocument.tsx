import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Box, Card, Flex, Grid, Heading, Separator, Table, Text } from '@radix-ui/themes'
import { BrandMark } from '@/components/BrandMark'
import { useFormat } from '@/components/format'
import { lineTotals, type Invoice } from '@/domain/invoices'
import { InvoiceStatusBadge } from './InvoiceStatusBadge'
import { Money } from './Money'

/** The invoice as the client receives it: what the preview shows and what prints. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const format = useFormat()
  const figure = (label: ReactNode, cents: number, strong = false, testId?: string) => (
    <Flex justify="between" gap="6">
      <Text weight={strong ? 'bold' : 'regular'}>{label}</Text>
      <Text weight={strong ? 'bold' : 'regular'} data-testid={testId} data-cents={testId ? cents : undefined}>
        <Money cents={cents} />
      </Text>
    </Flex>
  )
  return (
    <Card size="3" className="invoice-document">
      <Flex direction="column" gap="5">
        <Flex justify="between" wrap="wrap" gap="4">
          <Flex direction="column" gap="1">
            <BrandMark />
            <Text size="2" color="gray">
              <Trans>Conversa Studio, 12 Rua Augusta, Lisbon</Trans>
            </Text>
          </Flex>
          <Flex direction="column" gap="1" align="end">
            <Heading as="h2" size="5">
              <Trans>Invoice #{invoice.number}</Trans>
            </Heading>
            <Text size="2">
              <Trans>Issued {format.date(invoice.issuedDate)}</Trans>
            </Text>
            <Text size="2">
              <Trans>Due {format.date(invoice.dueDate)}</Trans>
            </Text>
            <InvoiceStatusBadge status={invoice.status} />
          </Flex>
        </Flex>
        <Separator size="4" />
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="3">
              <Trans>Bill to</Trans>
            </Heading>
            <Text>
              <bdi>{invoice.client.name}</bdi>
            </Text>
            <Text color="gray">
              <bdi>{invoice.client.company}</bdi>
            </Text>
            <Text color="gray">
              <bdi>{invoice.client.address}</bdi>
            </Text>
            <Text color="gray">
              <bdi>{invoice.client.email}</bdi>
            </Text>
          </Flex>
          {invoice.salesperson && (
            <Flex direction="column" gap="1">
              <Heading as="h3" size="3">
                <Trans>Salesperson</Trans>
              </Heading>
              <Text>
                <bdi>{invoice.salesperson}</bdi>
              </Text>
            </Flex>
          )}
        </Grid>
        <Box className="invoice-document__lines">
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>
                  <Trans>Item</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">
                  <Trans>Cost</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">
                  <Trans>Quantity</Trans>
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">
                  <Trans>Amount</Trans>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoice.items.map((line, index) => (
                <Table.Row key={index}>
                  <Table.RowHeaderCell>
                    <Text as="div" weight="medium">
                      <bdi>{line.item}</bdi>
                    </Text>
                    {line.description && (
                      <Text as="div" size="1" color="gray">
                        <bdi>{line.description}</bdi>
                      </Text>
                    )}
                  </Table.RowHeaderCell>
                  <Table.Cell justify="end">
                    <Money cents={line.cost} />
                  </Table.Cell>
                  <Table.Cell justify="end">{format.number(line.quantity)}</Table.Cell>
                  <Table.Cell justify="end">
                    <Money cents={lineTotals(line).gross} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <Box>
            {invoice.note && (
              <Text as="p" size="2">
                <Text weight="bold">
                  <Trans>Note:</Trans>
                </Text>{' '}
                <bdi>{invoice.note}</bdi>
              </Text>
            )}
          </Box>
          <Flex direction="column" gap="2" className="invoice-totals">
            {figure(<Trans>Subtotal</Trans>, invoice.subtotal)}
            {figure(<Trans>Discount</Trans>, -invoice.discount)}
            {figure(<Trans>Tax</Trans>, invoice.tax)}
            <Separator size="4" />
            {figure(<Trans>Total</Trans>, invoice.total, true, 'invoice-total')}
            {figure(<Trans>Paid</Trans>, invoice.total - invoice.balance)}
            {figure(<Trans>Balance due</Trans>, invoice.balance, true, 'invoice-balance')}
          </Flex>
        </Grid>
      </Flex>
    </Card>
  )
}
