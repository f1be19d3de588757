import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Container, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { Form, InputField, RadioGroupField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { CARD_REASON_MESSAGES, CardFields, cardFormMessages, emptyCard } from '@/components/payment'
import { PLAN_COPY } from '@/components/pricing/planCopy'
import { frontPaymentSchema, PAID_PLANS, type FrontOrderReceipt, type PaidPlan } from '@/domain/pages/frontOrders'
import { PLANS, PRICING_CURRENCY, pricePerPayment, type BillingPeriod } from '@/domain/pages/pricing'
import { COUNTRIES } from '@/domain/wizards/schemas'
import { pathOf } from '@/routes/match'
import { usePayForPlan } from './api'
import { FrontShell } from './FrontShell'

/** `?plan=business&period=annual` chooses the plan the page opens with (the pricing page's links). */
function planFromQuery(search: string): { plan: PaidPlan; period: BillingPeriod } {
  const params = new URLSearchParams(search)
  const plan = params.get('plan')
  return {
    plan: (PAID_PLANS as readonly string[]).includes(plan ?? '') ? (plan as PaidPlan) : 'pro',
    period: params.get('period') === 'annual' ? 'annual' : 'monthly',
  }
}

/**
 * `/front-pages/payment`: pay for a Conversa plan in one page (public): the plan and billing
 * period with the amount due, who pays, and the card, checked as a bank would. The backend keeps
 * the card's brand and last four digits only and answers with the order's reference.
 */
export default function FrontPaymentScreen() {
  const [receipt, setReceipt] = useState<FrontOrderReceipt | null>(null)
  return (
    <FrontShell>
      <Container size="3" px="5" py="8">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="2">
            <h1 className="front-hero-title">
              <Trans>Payment</Trans>
            </h1>
            <Text as="p" color="gray">
              <Trans>One page, one payment: your Conversa plan starts as soon as it goes through.</Trans>
            </Text>
          </Flex>
          {receipt ? <Receipt receipt={receipt} /> : <PaymentForm onPaid={setReceipt} />}
        </Flex>
      </Container>
    </FrontShell>
  )
}

function PaymentForm({ onPaid }: { onPaid: (receipt: FrontOrderReceipt) => void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const format = useFormat()
  const pay = usePayForPlan()
  const form = useZodForm(frontPaymentSchema(cardFormMessages()), {
    defaultValues: { ...planFromQuery(useSearch()), email: '', fullName: '', country: 'FR', ...emptyCard },
  })
  const plan = PLANS.find((candidate) => candidate.id === form.watch('plan'))!
  const period = form.watch('period')
  const amount = format.money(pricePerPayment(plan, period), PRICING_CURRENCY)
  const countryNames = new Intl.DisplayNames([format.locale], { type: 'region' })
  return (
    <Form
      form={form}
      serverMessages={CARD_REASON_MESSAGES}
      aria-label={t`Payment`}
      onSubmit={async (values, { idempotencyKey }) =>
        onPaid(await pay.mutateAsync({ payment: values, idempotencyKey }))
      }
    >
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="5">
        <Card size="3">
          <Flex direction="column" gap="4">
            <Heading as="h2" size="4">
              <Trans>Who pays</Trans>
            </Heading>
            <InputField
              control={form.control}
              name="email"
              type="email"
              label={t`Email`}
              autoComplete="email"
              required
            />
            <InputField control={form.control} name="fullName" label={t`Full name`} autoComplete="name" required />
            <SelectField
              control={form.control}
              name="country"
              label={t`Country`}
              options={COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))}
              required
            />
            <Heading as="h2" size="4">
              <Trans>Card</Trans>
            </Heading>
            <CardFields control={form.control} />
          </Flex>
        </Card>
        <Card size="3">
          <Flex direction="column" gap="4">
            <Heading as="h2" size="4">
              <Trans>Your plan</Trans>
            </Heading>
            <RadioGroupField
              control={form.control}
              name="plan"
              label={t`Plan`}
              options={PAID_PLANS.map((id) => ({ value: id, label: i18n._(PLAN_COPY[id].name) }))}
              required
            />
            <RadioGroupField
              control={form.control}
              name="period"
              label={t`Billing`}
              hint={t`Annual billing: pay ten months, get twelve.`}
              options={[
                { value: 'monthly', label: t`Monthly` },
                { value: 'annual', label: t`Annual` },
              ]}
              required
            />
            <Text as="p" size="4" weight="bold" aria-live="polite">
              {period === 'annual' ? (
                <Trans>Due today: {amount} for a year</Trans>
              ) : (
                <Trans>Due today: {amount} for a month</Trans>
              )}
            </Text>
            <SubmitButton size="3">
              <Trans>Pay {amount}</Trans>
            </SubmitButton>
            <Text as="p" size="1" color="gray">
              <Trans>Only the card's brand and last four digits are kept.</Trans>
            </Text>
          </Flex>
        </Card>
      </Grid>
    </Form>
  )
}

function Receipt({ receipt }: { receipt: FrontOrderReceipt }) {
  const format = useFormat()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const amount = format.money(receipt.amount, PRICING_CURRENCY)
  return (
    <Card size="3">
      <Flex direction="column" gap="4" align="start">
        <Heading as="h2" size="5" ref={heading} tabIndex={-1}>
          <Trans>Payment received</Trans>
        </Heading>
        <Callout.Root color="grass" role="status">
          <Callout.Icon>
            <IconCircleCheck size={18} aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>
            <Trans>
              Order {receipt.reference}: {amount} paid. A receipt is on its way to your inbox.
            </Trans>
          </Callout.Text>
        </Callout.Root>
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>
              <Trans>Reference</Trans>
            </DataList.Label>
            <DataList.Value>{receipt.reference}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>
              <Trans>Paid on</Trans>
            </DataList.Label>
            <DataList.Value>{format.dateTime(receipt.createdAt)}</DataList.Value>
          </DataList.Item>
          {receipt.card && (
            <DataList.Item>
              <DataList.Label>
                <Trans>Card</Trans>
              </DataList.Label>
              <DataList.Value>•••• {receipt.card.last4}</DataList.Value>
            </DataList.Item>
          )}
        </DataList.Root>
        <Button asChild>
          <Link href={pathOf('register')}>
            <Trans>Create your Conversa account</Trans>
          </Link>
        </Button>
      </Flex>
    </Card>
  )
}
