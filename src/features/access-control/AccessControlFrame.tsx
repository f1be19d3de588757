import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Container, Flex, Link as RadixLink } from '@radix-ui/themes'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { BrandMark } from '@/components/BrandMark'
import { ErrorState } from '@/components/feedback'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { ApiError } from '@/lib/apiClient'
import { pathOf } from '@/routes/match'
import './accessControl.css'

/** The two access-control pages' frame: the brand, the language, and the page. Signed-out visitors only. */
export function AccessControlFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Container size="3" p="5" className="access-control">
      <Flex justify="between" align="center" gap="3" mb="6" wrap="wrap">
        <BrandMark />
        <Flex gap="4" align="center">
          <nav aria-label={t`Access control pages`}>
            <Flex gap="4">
              <RadixLink asChild size="2">
                <Link href={pathOf('access-control')}>
                  <Trans>Roles</Trans>
                </Link>
              </RadixLink>
              <RadixLink asChild size="2">
                <Link href={pathOf('access-control2')}>
                  <Trans>What each role may open</Trans>
                </Link>
              </RadixLink>
              <RadixLink asChild size="2">
                <Link href={pathOf('login')}>
                  <Trans>Sign in</Trans>
                </Link>
              </RadixLink>
            </Flex>
          </nav>
          <LanguageSwitcher />
        </Flex>
      </Flex>
      <Flex direction="column" gap="5">
        {children}
      </Flex>
    </Container>
  )
}

/** Why the demo logins are missing: a real backend has none (404), anything else may be retried. */
export function DemoLoginsUnavailable({ query }: { query: UseQueryResult }) {
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <Callout.Root color="gray">
        <Callout.Text>
          <Trans>
            Only the public demo offers ready-made logins. On your own installation, ask an admin for an account.
          </Trans>
        </Callout.Text>
      </Callout.Root>
    )
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
}
