import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Button, Callout, Card, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import type { InstagramConnection } from '@/domain/instagram/apiTypes'
import { integrationErrorMessage, STATUS_COLORS, STATUS_LABELS } from '@/domain/instagram/messages'
import { instagramAccountsQuery, useDisconnect, useRefreshAccess, useStartConnection } from './api'
import { rememberOAuthState } from './oauthState'
import { hrefOf } from '@/routes/match'
import { Handle } from '@/components/handle'
import { useSubmissionKey } from '@/components/form'

type Notice = { kind: 'renewed' | 'disconnected'; username: string } | { kind: 'failed'; cause: unknown }

/** /integracoes: connect Instagram accounts, see their access and webhook status, renew, disconnect. */
export default function IntegrationsScreen() {
  const { t, i18n } = useLingui()
  const accounts = useQuery(instagramAccountsQuery())
  const start = useStartConnection()
  const connectKey = useSubmissionKey()
  const refresh = useRefreshAccess()
  const disconnect = useDisconnect()
  const [notice, setNotice] = useState<Notice | null>(null)
  const busyId = refresh.isPending ? refresh.variables : disconnect.isPending ? disconnect.variables : null

  const connect = () => {
    setNotice(null)
    start.mutate(
      { idempotencyKey: connectKey.keyFor() },
      {
        onSuccess: ({ authorizeUrl, state }) => {
          connectKey.succeeded()
          rememberOAuthState(state)
          window.location.assign(authorizeUrl)
        },
        onError: (cause) => setNotice({ kind: 'failed', cause }),
      },
    )
  }
  const renew = (account: InstagramConnection) => {
    setNotice(null)
    refresh.mutate(account.id, {
      onSuccess: () => setNotice({ kind: 'renewed', username: account.username }),
      onError: (cause) => setNotice({ kind: 'failed', cause }),
    })
  }
  const remove = (account: InstagramConnection) => {
    setNotice(null)
    disconnect.mutate(account.id, {
      onSuccess: () => setNotice({ kind: 'disconnected', username: account.username }),
      onError: (cause) => setNotice({ kind: 'failed', cause }),
    })
  }
  const noticeText = (shown: Notice): ReactNode => {
    switch (shown.kind) {
      case 'renewed':
        return (
          <Trans>
            The access of <Handle username={shown.username} /> was renewed.
          </Trans>
        )
      case 'disconnected':
        return (
          <Trans>
            <Handle username={shown.username} /> was disconnected. Its automations are stopped until you connect it
            again.
          </Trans>
        )
      case 'failed':
        return i18n._(integrationErrorMessage(shown.cause))
    }
  }

  const formatDate = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const connecting = start.isPending || start.isSuccess

  return (
    <Flex direction="column" gap="4" maxWidth="860px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          <Trans>Integrations</Trans>
        </Heading>
        <Button onClick={connect} disabled={connecting}>
          {connecting ? <Spinner /> : null}
          <Trans>Connect an Instagram account</Trans>
        </Button>
      </Flex>
      <Text as="p" color="gray">
        <Trans>Connect the Instagram professional accounts whose messages and comments Conversa should answer.</Trans>
      </Text>

      {notice ? (
        <Callout.Root
          color={notice.kind === 'failed' ? 'red' : undefined}
          role={notice.kind === 'failed' ? 'alert' : 'status'}
        >
          <Callout.Text>{noticeText(notice)}</Callout.Text>
        </Callout.Root>
      ) : null}

      {accounts.error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(integrationErrorMessage(accounts.error))}</Callout.Text>
          <Button variant="soft" onClick={() => void accounts.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Callout.Root>
      ) : !accounts.data ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>
            <Trans>Loading connected accounts…</Trans>
          </Text>
        </Flex>
      ) : accounts.data.length === 0 ? (
        <Card>
          <Text as="p">
            <Trans>No Instagram account is connected yet.</Trans>
          </Text>
        </Card>
      ) : (
        <ul
          aria-label={t`Connected Instagram accounts`}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-3)' }}
        >
          {accounts.data.map((account) => (
            <li key={account.id}>
              <Card size="2">
                <Flex gap="4" align="start" wrap="wrap">
                  <Avatar
                    src={account.pictureUrl || undefined}
                    fallback={account.username.slice(0, 1).toUpperCase()}
                    radius="full"
                    size="5"
                    alt=""
                  />
                  <Flex direction="column" gap="2" flexGrow="1">
                    <Flex align="center" gap="2" wrap="wrap">
                      <Heading as="h2" size="4">
                        <Handle username={account.username} />
                      </Heading>
                      <Badge color={STATUS_COLORS[account.status]} highContrast>
                        {i18n._(STATUS_LABELS[account.status])}
                      </Badge>
                    </Flex>
                    <Text size="2" color="gray">
                      {account.name}
                    </Text>
                    <DataList.Root size="1">
                      <DataList.Item>
                        <DataList.Label>
                          <Trans>Access expires</Trans>
                        </DataList.Label>
                        <DataList.Value>{formatDate(account.tokenExpiresAt)}</DataList.Value>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.Label>
                          <Trans>Webhooks</Trans>
                        </DataList.Label>
                        <DataList.Value>
                          {account.webhook.subscribed ? (
                            <Badge color="green">
                              <Trans>Subscribed</Trans>
                            </Badge>
                          ) : (
                            <Badge color="gray">
                              <Trans>Not subscribed</Trans>
                            </Badge>
                          )}
                        </DataList.Value>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.Label>
                          <Trans>Last event</Trans>
                        </DataList.Label>
                        <DataList.Value>
                          {account.webhook.lastEventAt ? formatDate(account.webhook.lastEventAt) : t`None yet`}
                        </DataList.Value>
                      </DataList.Item>
                    </DataList.Root>
                    {!account.canRefresh && (account.status === 'connected' || account.status === 'expiring') ? (
                      <Text size="1" color="gray">
                        <Trans>The access can be renewed from {formatDate(account.refreshableAt)}.</Trans>
                      </Text>
                    ) : null}
                  </Flex>
                  <Flex gap="2" wrap="wrap">
                    <Button asChild variant="soft">
                      <Link
                        href={hrefOf('integration-entry-points', { id: account.accountId })}
                        aria-label={t`Entry points of @${account.username}`}
                      >
                        <Trans>Entry points</Trans>
                      </Link>
                    </Button>
                    <Button
                      variant="soft"
                      disabled={!account.canRefresh || busyId === account.id}
                      onClick={() => renew(account)}
                      aria-label={t`Renew access of @${account.username}`}
                    >
                      <Trans>Renew access</Trans>
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="soft"
                          color="red"
                          disabled={busyId === account.id}
                          aria-label={t`Disconnect @${account.username}`}
                        >
                          <Trans>Disconnect</Trans>
                        </Button>
                      }
                      title={
                        <Trans>
                          Disconnect <Handle username={account.username} />?
                        </Trans>
                      }
                      description={
                        <Trans>
                          Conversa will stop receiving its messages and comments, and its automations will stop
                          answering. You can connect it again later.
                        </Trans>
                      }
                      cancelLabel={<Trans>Keep connected</Trans>}
                      confirmLabel={<Trans>Disconnect</Trans>}
                      onConfirm={() => remove(account)}
                    />
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  )
}
