import { useLingui } from '@lingui/react/macro'
import { Box, Flex, Link as RadixLink, Separator } from '@radix-ui/themes'
import { Link } from 'wouter'
import { routes } from '@/app/routes'
import type { RouteRecord } from '@/app/routeTypes'
import { BrandMark } from '@/components/BrandMark'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import type { LayoutProps } from './types'

const menu = (routes as readonly RouteRecord[]).filter((record) => record.nav)

/** The signed-in shell: navbar with the menu built from the route table. */
export function DefaultLayout({ activeRoute, children }: LayoutProps) {
  const { i18n, t } = useLingui()
  return (
    <Flex direction="column" minHeight="100vh">
      <Box asChild px="5" py="3">
        <header>
          <Flex justify="between" align="center" gap="4">
            <BrandMark />
            <nav aria-label={t`Main`}>
              <Flex gap="4">
                {menu.map((record) => (
                  <RadixLink key={record.name} asChild weight={record.name === activeRoute ? 'bold' : 'regular'}>
                    <Link href={record.path.replace(':tab', 'account')}>{record.nav && i18n._(record.nav.label)}</Link>
                  </RadixLink>
                ))}
              </Flex>
            </nav>
            <LanguageSwitcher />
          </Flex>
        </header>
      </Box>
      <Separator size="4" />
      <Box asChild flexGrow="1" p="5">
        <main id="main-content">{children}</main>
      </Box>
    </Flex>
  )
}
