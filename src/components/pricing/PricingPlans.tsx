import { useLingui } from '@lingui/react'
import { Plural, Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, SegmentedControl, Text, VisuallyHidden } from '@radix-ui/themes'
import { IconCheck, IconMinus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'wouter'
import { useFormat } from '@/components/format'
import {
  monthlyPrice,
  PLAN_FEATURES,
  PLANS,
  planHasFeature,
  PRICING_CURRENCY,
  pricePerPayment,
  type BillingPeriod,
} from '@/domain/pages/pricing'
import { pathOf } from '@/routes/match'
import { useDrawnAfterOpening } from '../deferred'
import { FEATURE_COPY, PLAN_COPY } from './planCopy'
import './pricing.css'

// The plans of Conversa as the front site's pricing page and the signed-in /pages/pricing show them.
// Its words ride with the catalogs of the features that use it (lingui.config.ts, PRICING_KIT).

/** Monthly or annual billing, as a two-option radio group. */
export function usePeriod() {
  return useState<BillingPeriod>('monthly')
}

export function PeriodSwitch({
  period,
  onChange,
}: {
  period: BillingPeriod
  onChange: (period: BillingPeriod) => void
}) {
  const { t } = useLinguiMacro()
  return (
    <Flex direction="column" align="center" gap="2">
      <SegmentedControl.Root
        value={period}
        onValueChange={(value) => onChange(value as BillingPeriod)}
        aria-label={t`Billing period`}
      >
        <SegmentedControl.Item value="monthly">
          <Trans>Monthly</Trans>
        </SegmentedControl.Item>
        <SegmentedControl.Item value="annual">
          <Trans>Annual</Trans>
        </SegmentedControl.Item>
      </SegmentedControl.Root>
      <Text size="2" color="gray">
        <Trans>Annual billing: pay ten months, get twelve.</Trans>
      </Text>
    </Flex>
  )
}

/** The three plans as cards, priced for the chosen period. */
export function PlanCards({ period }: { period: BillingPeriod }) {
  const { i18n } = useLingui()
  const format = useFormat()
  // Three cards of figures and lists: drawn after the screen's heading when a click opens it.
  const drawn = useDrawnAfterOpening()
  return (
    <div className="pricing-grid">
      {drawn &&
        PLANS.map((plan) => {
          const name = i18n._(PLAN_COPY[plan.id].name)
          const perMonth = format.money(monthlyPrice(plan, period), PRICING_CURRENCY)
          const perYear = format.money(pricePerPayment(plan, period), PRICING_CURRENCY)
          const automations = plan.automations
          return (
            <Card
              key={plan.id}
              size="3"
              className={plan.recommended ? 'pricing-plan--recommended' : undefined}
              aria-labelledby={`plan-${plan.id}`}
              asChild
            >
              <article>
                <Flex direction="column" gap="3">
                  <Flex justify="between" align="center" gap="2">
                    <h3 id={`plan-${plan.id}`} style={{ margin: 0 }}>
                      {name}
                    </h3>
                    {plan.recommended && (
                      <Badge color="amber">
                        <Trans>Most popular</Trans>
                      </Badge>
                    )}
                  </Flex>
                  <Text as="p" color="gray" size="2">
                    {i18n._(PLAN_COPY[plan.id].pitch)}
                  </Text>
                  <Text as="p" size="6" weight="bold">
                    <Trans>{perMonth} per month</Trans>
                  </Text>
                  {period === 'annual' && plan.monthly > 0 && (
                    <Text as="p" size="2" color="gray">
                      <Trans>Billed {perYear} a year</Trans>
                    </Text>
                  )}
                  <ul>
                    <li>
                      <Plural value={plan.accounts} one="# Instagram account" other="# Instagram accounts" />
                    </li>
                    <li>
                      {automations === null ? (
                        <Trans>Unlimited automations</Trans>
                      ) : (
                        <Plural value={automations} one="# active automation" other="# active automations" />
                      )}
                    </li>
                    <li>
                      <Trans>{format.number(plan.messagesPerMonth)} automated messages a month</Trans>
                    </li>
                  </ul>
                  <Button asChild variant={plan.recommended ? 'solid' : 'outline'}>
                    <Link href={pathOf('register')}>
                      {plan.monthly === 0 ? <Trans>Start for free</Trans> : <Trans>Choose {name}</Trans>}
                    </Link>
                  </Button>
                </Flex>
              </article>
            </Card>
          )
        })}
    </div>
  )
}

/** Which plan has which feature, as a table (scrolls sideways on a phone). */
export function PlanComparison() {
  const { i18n } = useLingui()
  return (
    <div className="pricing-table-frame" role="region" aria-labelledby="plan-comparison" tabIndex={0}>
      <table>
        <caption id="plan-comparison">
          <Trans>Compare the plans</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Feature</Trans>
            </th>
            {PLANS.map((plan) => (
              <th scope="col" key={plan.id}>
                {i18n._(PLAN_COPY[plan.id].name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_FEATURES.map((feature) => (
            <tr key={feature.id}>
              <th scope="row">{i18n._(FEATURE_COPY[feature.id])}</th>
              {PLANS.map((plan) =>
                planHasFeature(plan.id, feature.id) ? (
                  <td key={plan.id}>
                    <IconCheck size={18} aria-hidden="true" />
                    <VisuallyHidden>
                      <Trans>Included</Trans>
                    </VisuallyHidden>
                  </td>
                ) : (
                  <td key={plan.id}>
                    <IconMinus size={18} aria-hidden="true" />
                    <VisuallyHidden>
                      <Trans>Not included</Trans>
                    </VisuallyHidden>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
