import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Flex, Grid, Heading, Spinner, Tabs, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'wouter'
import { ErrorState } from '@/components/feedback'
import type { CustomerDetail } from '@/domain/shop/customers'
import type { ScreenProps } from '@/routes/types'
import { AddressesTab } from './AddressesTab'
import { customerQuery } from './api'
import { NotificationsTab } from './NotificationsTab'
import { OverviewTab } from './OverviewTab'
import { ProfilePanel } from './ProfilePanel'
import { SecurityTab } from './SecurityTab'
import { TAB_LABELS, TABS, type CustomerTab } from './labels'

/** /apps/ecommerce/customer/details/:id: who the customer is, and four tabs (`?tab=`) about them. */
export default function CustomerDetailsScreen({ params }: ScreenProps) {
  const id = params.id ?? ''
  const customer = useQuery(customerQuery(id))
  return (
    <Flex direction="column" gap="4">
      {customer.data ? (
        <Details customer={customer.data} />
      ) : (
        <>
          <Heading as="h1" size="6">
            <Trans>Customer details</Trans>
          </Heading>
          {customer.error ? (
            <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />
          ) : (
            <Flex align="center" gap="2">
              <Spinner />
              <Text>
                <Trans>Loading…</Trans>
              </Text>
            </Flex>
          )}
        </>
      )}
    </Flex>
  )
}

function Details({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab: CustomerTab = TABS.find((each) => each === asked) ?? 'overview'
  const choose = (next: string) =>
    setParams((current) => {
      // Another tab's list query means nothing here: only the tab stays.
      const kept = new URLSearchParams()
      if (next !== 'overview') kept.set('tab', next)
      for (const [name, value] of current) if (name !== 'tab' && tab === next) kept.set(name, value)
      return kept
    })
  return (
    <>
      <Heading as="h1" size="6">
        <bdi>{customer.name}</bdi>
      </Heading>
      <Grid columns={{ initial: '1', md: '20rem 1fr' }} gap="4" align="start">
        <ProfilePanel customer={customer} />
        <Tabs.Root value={tab} onValueChange={choose}>
          <Tabs.List aria-label={t`Customer sections`}>
            {TABS.map((each) => (
              <Tabs.Trigger key={each} value={each}>
                {i18n._(TAB_LABELS[each])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="overview">
              <OverviewTab customer={customer} />
            </Tabs.Content>
            <Tabs.Content value="security">
              <SecurityTab customer={customer} />
            </Tabs.Content>
            <Tabs.Content value="addresses">
              <AddressesTab customer={customer} />
            </Tabs.Content>
            <Tabs.Content value="notifications">
              <NotificationsTab customer={customer} />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Grid>
    </>
  )
}
