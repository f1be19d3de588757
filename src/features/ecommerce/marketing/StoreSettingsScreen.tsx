import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Heading, Tabs, VisuallyHidden } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState, type ComponentType } from 'react'
import { useSearchParams } from 'wouter'
import { ErrorState } from '@/components/feedback'
import { useUnsavedChangesGuard } from '@/components/form'
import { PageSpinner } from '@/components/PageSpinner'
import { isSettingsTab, SETTINGS_TABS, type SettingsTab } from '@/domain/shop/storeSettings'
import { useSession } from '@/runtime/session/useSession'
import { storeSettingsQuery } from './api'
import {
  CheckoutTab,
  DetailsTab,
  LocationsTab,
  NotificationsTab,
  PaymentsTab,
  ShippingTab,
  type TabProps,
} from './settingsTabs'
import { TAB_LABELS } from './labels'

const TAB_FORMS: Record<SettingsTab, ComponentType<TabProps>> = {
  details: DetailsTab,
  payments: PaymentsTab,
  checkout: CheckoutTab,
  shipping: ShippingTab,
  locations: LocationsTab,
  notifications: NotificationsTab,
}

/**
 * /apps/ecommerce/settings: the store's settings in six tabs (`?tab=`), each a form saved on its
 * own. Every tab's form stays mounted, so moving between tabs keeps what was typed in each.
 */
export default function StoreSettingsScreen() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab: SettingsTab = isSettingsTab(asked) ? asked : 'details'
  const settings = useQuery(storeSettingsQuery())
  const owner = useSession().user?.id ?? ''
  const [dirtyTabs, setDirtyTabs] = useState<ReadonlySet<SettingsTab>>(new Set())
  const onDirtyChange = useCallback(
    (changed: SettingsTab, dirty: boolean) =>
      setDirtyTabs((current) => {
        if (current.has(changed) === dirty) return current
        const next = new Set(current)
        if (dirty) next.add(changed)
        else next.delete(changed)
        return next
      }),
    [],
  )
  // Leaving inside the app keeps every tab's draft (SettingsTabForm): only closing the page asks.
  useUnsavedChangesGuard(dirtyTabs.size > 0, { inApp: false })

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Store settings</Trans>
      </Heading>
      {settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <PageSpinner />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setParams((current) => ({ ...Object.fromEntries(current), tab: value }))}
        >
          <Tabs.List aria-label={t`Settings`} wrap="wrap">
            {SETTINGS_TABS.map((each) => (
              <Tabs.Trigger key={each} value={each}>
                {i18n._(TAB_LABELS[each])}
                {dirtyTabs.has(each) && (
                  <>
                    <span aria-hidden>&nbsp;•</span>
                    <VisuallyHidden>{t`(unsaved changes)`}</VisuallyHidden>
                  </>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {SETTINGS_TABS.map((each) => {
            const Form = TAB_FORMS[each]
            return (
              <Tabs.Content key={each} value={each} forceMount style={each === tab ? undefined : { display: 'none' }}>
                <Card size="3" mt="4">
                  <Flex direction="column" gap="4">
                    <Heading as="h2" size="4">
                      {i18n._(TAB_LABELS[each])}
                    </Heading>
                    <Form settings={settings.data} owner={owner} onDirtyChange={onDirtyChange} />
                  </Flex>
                </Card>
              </Tabs.Content>
            )
          })}
        </Tabs.Root>
      )}
    </Flex>
  )
}
