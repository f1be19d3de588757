import { Trans } from '@lingui/react/macro'
import { Button, Container, Flex, Text } from '@radix-ui/themes'
import { Link } from 'wouter'
import { hrefOf, pathOf } from '@/routes/match'
import { FrontShell } from './FrontShell'
import { PeriodSwitch, PlanCards, PlanComparison, usePeriod } from '@/components/pricing'

/** `/front-pages/pricing`: the plans, a monthly / annual switch and what each plan includes. */
export default function FrontPricingScreen() {
  const [period, setPeriod] = usePeriod()
  return (
    <FrontShell>
      <Container size="4" px="5" py="8">
        <Flex direction="column" gap="6">
          <Flex direction="column" align="center" gap="3" className="front-centered">
            <h1 className="front-hero-title">
              <Trans>Pricing that grows with your conversations</Trans>
            </h1>
            <Text as="p" size="3" color="gray">
              <Trans>Every plan respects Instagram’s messaging rules. Change or cancel at the end of any period.</Trans>
            </Text>
          </Flex>
          <PeriodSwitch period={period} onChange={setPeriod} />
          <PlanCards period={period} />
          <Flex justify="center" gap="3" wrap="wrap">
            <Button asChild size="3">
              <Link href={`${pathOf('front-payment')}?${new URLSearchParams({ plan: 'pro', period })}`}>
                <Trans>Pay for Pro now</Trans>
              </Link>
            </Button>
            <Button asChild size="3" variant="outline">
              <Link href={pathOf('front-checkout')}>
                <Trans>Go to checkout</Trans>
              </Link>
            </Button>
          </Flex>
          <PlanComparison />
          <Flex direction="column" align="center" gap="2" className="front-centered">
            <Text as="p">
              <Trans>Not sure which plan fits? Read how the messaging limits work before you choose.</Trans>
            </Text>
            <Button variant="soft" asChild>
              <Link href={hrefOf('front-help-article', { title: 'messaging-window' })}>
                <Trans>The 24-hour messaging window</Trans>
              </Link>
            </Button>
          </Flex>
        </Flex>
      </Container>
    </FrontShell>
  )
}
