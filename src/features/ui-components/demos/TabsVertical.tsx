import { Trans } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { Tabs } from 'radix-ui'

/**
 * Radix Themes' Tabs are horizontal only, so this uses the radix-ui primitive with
 * `orientation="vertical"`: ↑ and ↓ move between tabs. The list sits at the inline start.
 */
export default function TabsVertical() {
  return (
    <Tabs.Root defaultValue="account" orientation="vertical" className="cb-tabs-vertical">
      <Tabs.List className="cb-tabs-vertical__list">
        <Tabs.Trigger value="account" className="cb-tabs-vertical__trigger">
          <Trans>Account</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="notifications" className="cb-tabs-vertical__trigger">
          <Trans>Notifications</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="billing" className="cb-tabs-vertical__trigger">
          <Trans>Billing</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="account" className="cb-tabs-vertical__panel">
        <Text size="2">
          <Trans>Aurora Coffee Roasters, professional account since 2021.</Trans>
        </Text>
      </Tabs.Content>
      <Tabs.Content value="notifications" className="cb-tabs-vertical__panel">
        <Text size="2">
          <Trans>An e-mail when an automation fails, a daily summary at 6 pm.</Trans>
        </Text>
      </Tabs.Content>
      <Tabs.Content value="billing" className="cb-tabs-vertical__panel">
        <Text size="2">
          <Trans>Pro plan, renewed on the 1st of each month.</Trans>
        </Text>
      </Tabs.Content>
    </Tabs.Root>
  )
}
