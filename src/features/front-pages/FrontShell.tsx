import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Container, Flex, Link as RadixLink, Separator, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { BrandMark } from '@/components/BrandMark'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { Section, SectionBody } from '@/components/section'
import { pathOf } from '@/routes/match'
import type { FixedRouteName } from '@/routes/table'
import './frontPages.css'

const SECTIONS: { route: FixedRouteName; label: ReactNode }[] = [
  { route: 'front-landing', label: <Trans>Product</Trans> },
  { route: 'front-pricing', label: <Trans>Pricing</Trans> },
  { route: 'front-help-center', label: <Trans>Help center</Trans> },
]

function NavLink({ to, children }: { to: FixedRouteName; children: ReactNode }) {
  return (
    <RadixLink asChild size="2" weight="medium" color="gray" highContrast>
      <Link href={pathOf(to)}>{children}</Link>
    </RadixLink>
  )
}

/**
 * The public site's frame: its own navbar (the site's sections, language, sign-in and sign-up)
 * and footer, around the page's main content. The front pages use the bare layout and bring it.
 */
export function FrontShell({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Flex direction="column" minHeight="100vh">
      <header className="front-header">
        <Container size="4" px="5" py="3">
          <Flex justify="between" align="center" gap="4" wrap="wrap">
            <BrandMark />
            <nav aria-label={t`Conversa website`}>
              <Flex gap="4" wrap="wrap" asChild>
                <ul className="front-plain-list">
                  {SECTIONS.map((section) => (
                    <li key={section.route}>
                      <NavLink to={section.route}>{section.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </Flex>
            </nav>
            <Flex gap="3" align="center" wrap="wrap">
              <LanguageSwitcher />
              <Button asChild variant="ghost">
                <Link href={pathOf('login')}>
                  <Trans>Sign in</Trans>
                </Link>
              </Button>
              <Button asChild>
                <Link href={pathOf('register')}>
                  <Trans>Start for free</Trans>
                </Link>
              </Button>
            </Flex>
          </Flex>
        </Container>
      </header>
      <Separator size="4" />
      <Box asChild flexGrow="1">
        <main id="main-content">{children}</main>
      </Box>
      <Separator size="4" />
      <footer>
        <Container size="4" px="5" py="5">
          <Flex justify="between" gap="4" wrap="wrap" align="center">
            <Text size="2" color="gray">
              <Trans>Conversa answers your Instagram conversations, within Instagram’s rules.</Trans>
            </Text>
            <Flex gap="4" wrap="wrap" asChild>
              <ul className="front-plain-list">
                <li>
                  <NavLink to="front-help-center">
                    <Trans>Help center</Trans>
                  </NavLink>
                </li>
                <li>
                  <NavLink to="privacy-policy">
                    <Trans>Privacy policy</Trans>
                  </NavLink>
                </li>
                <li>
                  <NavLink to="terms">
                    <Trans>Terms of service</Trans>
                  </NavLink>
                </li>
              </ul>
            </Flex>
          </Flex>
        </Container>
      </footer>
    </Flex>
  )
}

/**
 * A section of a front page: a titled band with its id for in-page links. Its content draws after
 * the titles when a click opens the page (the kit's `Section`).
 */
export function FrontSection({
  id,
  title,
  lead,
  children,
}: {
  id: string
  title: ReactNode
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} className="front-section">
      <Container size="4" px="5" py="8">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="2" align="center" className="front-centered">
            <h2 id={`${id}-title`} className="front-section-title">
              {title}
            </h2>
            {lead && (
              <Text as="p" size="3" color="gray">
                {lead}
              </Text>
            )}
          </Flex>
          <SectionBody>{children}</SectionBody>
        </Flex>
      </Container>
    </Section>
  )
}
