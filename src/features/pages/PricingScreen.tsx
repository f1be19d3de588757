import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { ErrorState } from '@/components/feedback'
import { faqQuery } from './api'
import { PeriodSwitch, PlanCards, PlanComparison, usePeriod } from '@/components/pricing'
import './pages.css'

/** `/pages/pricing`: monthly / annual switch, plan cards, the feature table and billing questions. */
export default function PricingScreen() {
  const { i18n } = useLinguiRuntime()
  const [period, setPeriod] = usePeriod()
  const faq = useQuery(faqQuery('', i18n.locale))
  const billing = faq.data?.items.filter((entry) => entry.category === 'billing') ?? []
  return (
    <Flex direction="column" gap="6">
      <Flex direction="column" align="center" gap="2" style={{ textAlign: 'center' }}>
        <Heading as="h1" size="7">
          <Trans>Pricing plans</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>All plans include the automations and the inbox. Pick the volume you need.</Trans>
        </Text>
      </Flex>
      <PeriodSwitch period={period} onChange={setPeriod} />
      <PlanCards period={period} />
      <PlanComparison />
      <section aria-labelledby="pricing-faq">
        <Heading as="h2" size="5" id="pricing-faq" mb="3">
          <Trans>Questions about billing</Trans>
        </Heading>
        {faq.isError ? (
          <ErrorState error={faq.error} onRetry={() => faq.refetch()} />
        ) : !faq.data ? (
          <Skeleton height="6rem" />
        ) : (
          <div className="pages-accordion">
            {billing.map((entry) => (
              <details key={entry.id}>
                <summary>{entry.question}</summary>
                <Text as="p" color="gray" mt="2">
                  {entry.answer}
                </Text>
              </details>
            ))}
          </div>
        )}
      </section>
    </Flex>
  )
}
