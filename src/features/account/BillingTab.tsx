import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Dialog, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { BillingHistoryCard } from '@/components/account-settings'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { QueryContent, apiErrorMessage } from '@/components/feedback'
import { Form, FormAlert, RadioGroupField, SubmitButton, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { PLAN_COPY } from '@/components/pricing/planCopy'
import { notify } from '@/components/toast'
import { periodEnd } from '@/domain/account/billing'
import { planChoiceSchema, type Subscription } from '@/domain/account/settings'
import { monthlyPrice, PLANS, pricePerPayment, PRICING_CURRENCY } from '@/domain/pages/pricing'
import { cancelSubscription, chooseSubscription, settingsQuery, useSettingsChange } from './api'
import { BillingAddressCard } from './BillingAddressCard'
import { PaymentCardsCard } from './PaymentCardsCard'

/** The billing tab: the plan, how it is paid, where invoices go, and what was charged. */
export function BillingTab() {
  const { t } = useLingui()
  const settings = useQuery(settingsQuery())
  // Renewal and history as of when the settings were last read (or changed): a plan chosen a
  // moment ago has its first charge.
  const now = settings.dataUpdatedAt
  return (
    <QueryContent query={settings} loading={t`Loading your settings…`}>
      {(data) => (
        <Flex direction="column" gap="4">
          <PlanCard subscription={data.subscription} now={now} />
          <PaymentCardsCard cards={data.cards} />
          <BillingAddressCard key={JSON.stringify(data.billingAddress)} address={data.billingAddress} />
          <BillingHistoryCard subscription={data.subscription} now={now} />
        </Flex>
      )}
    </QueryContent>
  )
}

const planOf = (subscription: Subscription | null) =>
  PLANS.find((plan) => plan.id === (subscription?.plan ?? 'starter')) ?? PLANS[0]!

function PlanCard({ subscription, now }: { subscription: Subscription | null; now: number }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const [choosing, setChoosing] = useState(false)
  const cancel = useSettingsChange(cancelSubscription)
  const plan = planOf(subscription)
  const name = i18n._(PLAN_COPY[plan.id].name)
  const paid = subscription !== null && plan.monthly > 0
  const price = format.money(pricePerPayment(plan, subscription?.period ?? 'monthly'), PRICING_CURRENCY)
  const until = subscription?.endsAt ? format.date(subscription.endsAt) : null
  const renews = subscription && paid && !until ? format.date(periodEnd(subscription, now)) : null
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          <Trans>Current plan</Trans>
        </Heading>
        {cancel.isError && <FormAlert message={apiErrorMessage(cancel.error)} />}
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="5" weight="bold">
            {name}
          </Text>
          {paid && (
            <Text color="gray">
              {subscription?.period === 'annual' ? <Trans>{price} per year</Trans> : <Trans>{price} per month</Trans>}
            </Text>
          )}
          {until && (
            <Badge color="orange">
              <Trans>Cancelled</Trans>
            </Badge>
          )}
        </Flex>
        <Text as="p" color="gray">
          {i18n._(PLAN_COPY[plan.id].pitch)}{' '}
          {until ? (
            <Trans>The plan stays until {until}, then the account moves to Starter.</Trans>
          ) : renews ? (
            <Trans>It renews on {renews}.</Trans>
          ) : (
            <Trans>Starter is free, for as long as you like.</Trans>
          )}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Dialog.Root open={choosing} onOpenChange={setChoosing}>
            <Dialog.Trigger>
              <Button>{paid && !until ? <Trans>Change plan</Trans> : <Trans>Upgrade plan</Trans>}</Button>
            </Dialog.Trigger>
            <Dialog.Content maxWidth="520px">
              <Dialog.Title>
                <Trans>Choose a plan</Trans>
              </Dialog.Title>
              <Dialog.Description size="2" color="gray" mb="4">
                <Trans>The new plan starts today; the price follows from this payment on.</Trans>
              </Dialog.Description>
              {choosing && <ChoosePlanForm current={subscription} onDone={() => setChoosing(false)} />}
            </Dialog.Content>
          </Dialog.Root>
          {paid && !until && (
            <ConfirmDialog
              trigger={
                <Button variant="soft" color="red">
                  <Trans>Cancel subscription</Trans>
                </Button>
              }
              title={t`Cancel the subscription?`}
              description={t`${name} stays until the end of the period already paid; nothing more is charged.`}
              cancelLabel={t`Keep the plan`}
              confirmLabel={t`Cancel subscription`}
              onConfirm={() =>
                cancel.mutate(undefined, { onSuccess: () => notify.success(t`The subscription is cancelled.`) })
              }
            />
          )}
        </Flex>
      </Flex>
    </Card>
  )
}

function ChoosePlanForm({ current, onDone }: { current: Subscription | null; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const choose = useSettingsChange(chooseSubscription)
  const form = useZodForm(planChoiceSchema, {
    defaultValues: { plan: current?.plan ?? 'pro', period: current?.period ?? 'monthly' },
  })
  const period = form.watch('period') ?? 'monthly'
  const plans = PLANS.map((plan) => {
    const price = format.money(monthlyPrice(plan, period), PRICING_CURRENCY)
    return { value: plan.id, label: t`${i18n._(PLAN_COPY[plan.id].name)}: ${price} per month` }
  })
  return (
    <Form
      form={form}
      aria-label={t`Choose a plan`}
      onSubmit={async (values) => {
        await choose.mutateAsync(values)
        notify.success(t`Your plan is now ${i18n._(PLAN_COPY[values.plan].name)}.`)
        onDone()
      }}
    >
      <RadioGroupField control={form.control} name="plan" label={t`Plan`} options={plans} required />
      <RadioGroupField
        control={form.control}
        name="period"
        label={t`Billing`}
        direction="row"
        hint={t`Annual billing: pay ten months, get twelve.`}
        options={[
          { value: 'monthly', label: t`Monthly` },
          { value: 'annual', label: t`Annual` },
        ]}
        required
      />
      <Flex gap="3" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.Close>
        <SubmitButton>
          <Trans>Choose this plan</Trans>
        </SubmitButton>
      </Flex>
    </Form>
  )
}
