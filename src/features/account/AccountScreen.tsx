import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, TabNav } from '@radix-ui/themes'
import { Link, Redirect } from 'wouter'
import type { ScreenProps } from '@/routes/types'
import { ProfileTab } from './ProfileTab'
import { SecurityTab } from './SecurityTab'
import { accountTabPath, isAccountTab } from './accountTabs'

/** /minha-conta/{tab}. An unknown tab goes to the account tab, as /minha-conta itself does. */
export default function AccountScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const tab = params.tab
  if (!isAccountTab(tab)) return <Redirect to={accountTabPath('account')} replace />
  return (
    <Flex direction="column" gap="4" maxWidth="720px">
      <Heading as="h1" size="6">
        <Trans>My account</Trans>
      </Heading>
      <TabNav.Root aria-label={t`Account sections`}>
        <TabNav.Link asChild active={tab === 'account'}>
          <Link href={accountTabPath('account')} aria-current={tab === 'account' ? 'page' : undefined}>
            <Trans>Account</Trans>
          </Link>
        </TabNav.Link>
        <TabNav.Link asChild active={tab === 'security'}>
          <Link href={accountTabPath('security')} aria-current={tab === 'security' ? 'page' : undefined}>
            <Trans>Security</Trans>
          </Link>
        </TabNav.Link>
      </TabNav.Root>
      {tab === 'account' ? <ProfileTab /> : <SecurityTab />}
    </Flex>
  )
}
