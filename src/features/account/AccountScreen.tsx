import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Flex, Heading, TabNav } from '@radix-ui/themes'
import { createElement, type ComponentType } from 'react'
import { Link, Redirect } from 'wouter'
import { splitPart } from '@/components/deferred'
import type { ScreenProps } from '@/routes/types'
import './account.css'
import { accountTabPath, ACCOUNT_TABS, isAccountTab, type AccountRoute, type AccountTab } from './accountTabs'

const TAB_LABELS: Record<AccountTab, MessageDescriptor> = {
  account: msg`Account`,
  security: msg`Security`,
  'billing-plans': msg`Billing & plans`,
  notifications: msg`Notifications`,
  connections: msg`Connections`,
}

// Each tab's forms are a chunk of their own, fetched as the tab first draws: the heading and the
// tab links do not wait for them.
const TAB_CONTENT: Record<AccountTab, ComponentType> = {
  account: splitPart(() => import('./ProfileTab'), 'ProfileTab'),
  security: splitPart(() => import('./SecurityTab'), 'SecurityTab'),
  'billing-plans': splitPart(() => import('./BillingTab'), 'BillingTab'),
  notifications: splitPart(() => import('./NotificationsTab'), 'NotificationsTab'),
  connections: splitPart(() => import('./ConnectionsTab'), 'ConnectionsTab'),
}

/**
 * /minha-conta/{tab} and /pages/account-settings/{tab}: one screen under two addresses, each
 * keeping its own tab links. An unknown tab goes to the account tab, as the bare path does.
 */
export default function AccountScreen({ params, route }: ScreenProps) {
  const { t, i18n } = useLingui()
  const accountRoute: AccountRoute = route === 'account-settings-tab' ? 'account-settings-tab' : 'account-tab'
  const tab = params.tab
  if (!isAccountTab(tab)) return <Redirect to={accountTabPath('account', accountRoute)} replace />
  return (
    <Flex direction="column" gap="4" maxWidth="880px">
      <Heading as="h1" size="6">
        {accountRoute === 'account-settings-tab' ? t`Account settings` : t`My account`}
      </Heading>
      <TabNav.Root aria-label={t`Account sections`} className="account-tabs">
        {ACCOUNT_TABS.map((each) => (
          <TabNav.Link key={each} asChild active={tab === each}>
            <Link href={accountTabPath(each, accountRoute)} aria-current={tab === each ? 'page' : undefined}>
              {i18n._(TAB_LABELS[each])}
            </Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      {createElement(TAB_CONTENT[tab])}
    </Flex>
  )
}
