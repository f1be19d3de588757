import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import { PLAN_COPY } from '@/components/pricing/planCopy'
import { chargesOf } from '@/domain/account/billing'
import type { Subscription } from '@/domain/account/settings'
import { PRICING_CURRENCY } from '@/domain/pages/pricing'

/** What a subscription has charged up to `now`, newest first, or that nothing has been. */
export function ChargesTable({ subscription, now }: { subscription: Subscription | null; now: number }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const charges = chargesOf(subscription, now)
  if (!subscription || charges.length === 0)
    return (
      <Text as="p" color="gray">
        <Trans>Nothing has been charged yet.</Trans>
      </Text>
    )
  const plan = i18n._(PLAN_COPY[subscription.plan].name)
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <Trans>Date</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <Trans>Plan</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">
            <Trans>Amount</Trans>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {charges.map((charge) => (
          <Table.Row key={charge.date}>
            <Table.RowHeaderCell>{format.date(charge.date)}</Table.RowHeaderCell>
            <Table.Cell>{plan}</Table.Cell>
            <Table.Cell justify="end">{format.money(charge.amount, PRICING_CURRENCY)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}

/** The billing history as a card of its own (account settings and the users app). */
export function BillingHistoryCard({ subscription, now }: { subscription: Subscription | null; now: number }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          <Trans>Billing history</Trans>
        </Heading>
        <ChargesTable subscription={subscription} now={now} />
      </Flex>
    </Card>
  )
}
