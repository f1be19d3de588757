import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { Link } from 'wouter'
import type { WebhookSimulatorSetup } from '@/domain/instagram/apiTypes'
import { integrationErrorMessage } from '@/domain/instagram/messages'
import { pathOf } from '@/routes/match'
import { useExpireSoon } from './api'
import { Handle } from '@/components/handle'

/**
 * Mock only, next to the simulator: make an account's access expire soon, so the integrations
 * screen shows "Expiring soon" and "Renew access" can be tried without waiting 59 days.
 */
export function MockAccountTools({ setup }: { setup: WebhookSimulatorSetup }) {
  const { t, i18n } = useLingui()
  const expireSoon = useExpireSoon()
  const connected = setup.accounts.filter((account) => account.connected)
  if (connected.length === 0) return null
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          <Trans>Access tokens (test tool)</Trans>
        </Heading>
        <Text size="2" color="gray">
          <Trans>
            Make an account's access expire in two days, then renew it in{' '}
            <Link href={pathOf('integrations')}>Integrations</Link>.
          </Trans>
        </Text>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-2)' }}>
          {connected.map((account) => (
            <li key={account.accountId}>
              <Flex gap="2" align="center" wrap="wrap">
                <Text size="2" weight="medium">
                  <Handle username={account.username} />
                </Text>
                {account.tokenExpiresAt ? (
                  <Text size="1" color="gray">
                    <Trans>
                      expires {i18n.date(new Date(account.tokenExpiresAt), { dateStyle: 'medium', timeStyle: 'short' })}
                    </Trans>
                  </Text>
                ) : null}
                <Button
                  size="1"
                  variant="soft"
                  disabled={expireSoon.isPending}
                  onClick={() => expireSoon.mutate(account.accountId)}
                  aria-label={t`Make the access of @${account.username} expire in two days`}
                >
                  <Trans>Expire in two days</Trans>
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
        {expireSoon.isSuccess ? (
          <Callout.Root role="status">
            <Callout.Text>
              <Trans>The access now expires in two days. Renew it in Integrations.</Trans>
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {expireSoon.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{i18n._(integrationErrorMessage(expireSoon.error))}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </Card>
  )
}
