import { Trans, useLingui } from '@lingui/react/macro'
import { Box, TabNav, Text } from '@radix-ui/themes'
import { Link, useLocation, useSearch } from 'wouter'

const TABS = ['overview', 'runs', 'errors'] as const
type Tab = (typeof TABS)[number]
const isTab = (value: unknown): value is Tab => TABS.includes(value as Tab)

/**
 * TabNav: each tab is a link (`?tab=runs`), so the address holds the tab: reload, Back and a shared
 * link open the same one. Links, not tabs, for assistive technology: the current one is
 * `aria-current="page"`.
 */
export default function TabsUrl() {
  const { t } = useLingui()
  const [path] = useLocation()
  const asked = new URLSearchParams(useSearch()).get('tab')
  const tab: Tab = isTab(asked) ? asked : 'overview'
  const labels: Record<Tab, string> = { overview: t`Overview`, runs: t`Runs`, errors: t`Errors` }
  return (
    <>
      <TabNav.Root aria-label={t`Automation sections`}>
        {TABS.map((each) => (
          <TabNav.Link key={each} asChild active={tab === each}>
            <Link href={`${path}?tab=${each}`} aria-current={tab === each ? 'page' : undefined}>
              {labels[each]}
            </Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Box pt="3">
        <Text size="2">
          {tab === 'overview' && <Trans>“Price in DM” replies to comments with “PRICE” on every post.</Trans>}
          {tab === 'runs' && <Trans>Last run 2 minutes ago, for @lena.brews.</Trans>}
          {tab === 'errors' && <Trans>No error in the last 30 days.</Trans>}
        </Text>
      </Box>
    </>
  )
}
