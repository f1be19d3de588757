import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Button, Callout, Card, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useCallback, useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { api } from '@/runtime/api'
import type { InstagramConnection, StartConnectionResponse } from '@/domain/instagram/apiTypes'
import { integrationErrorMessage, STATUS_COLORS, STATUS_LABELS } from '@/domain/instagram/messages'
import { rememberOAuthState } from './oauthState'

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; accounts: InstagramConnection[] }
  | { kind: 'failed'; message: MessageDescriptor }
type Notice = { tone: 'green' | 'red'; message: MessageDescriptor | string } | null

/** /integracoes: connect Instagram accounts, see their access and webhook status, renew, disconnect. */
export default function IntegrationsScreen() {
  const { t, i18n } = useLingui()
  const search = useSearch()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [connecting, setConnecting] = useState(false)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice>(null)
  const justConnected = new URLSearchParams(search).get('connected')

  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((count) => count + 1), [])

  useEffect(() => {
    let current = true
    api.get<InstagramConnection[]>('/integrations/instagram').then(
      (accounts) => current && setLoad({ kind: 'ready', accounts }),
      (cause: unknown) => current && setLoad({ kind: 'failed', message: integrationErrorMessage(cause) }),
    )
    return () => {
      current = false
    }
  }, [version])

  const connect = async () => {
    setConnecting(true)
    setNotice(null)
    try {
      const { authorizeUrl, state } = await api.post<StartConnectionResponse>('/integrations/instagram/connect')
      rememberOAuthState(state)
      window.location.assign(authorizeUrl)
    } catch (cause) {
      setNotice({ tone: 'red', message: integrationErrorMessage(cause) })
      setConnecting(false)
    }
  }

  const refresh = async (account: InstagramConnection) => {
    setBusyId(account.id)
    setNotice(null)
    try {
      await api.post<InstagramConnection>(`/integrations/instagram/${encodeURIComponent(account.id)}/refresh`)
      setNotice({ tone: 'green', message: t`The access of @${account.username} was renewed.` })
    } catch (cause) {
      setNotice({ tone: 'red', message: integrationErrorMessage(cause) })
    }
    reload()
    setBusyId(null)
  }

  const disconnect = async (account: InstagramConnection) => {
    setBusyId(account.id)
    setNotice(null)
    try {
      await api.delete(`/integrations/instagram/${encodeURIComponent(account.id)}`)
      setNotice({ tone: 'green', message: t`@${account.username} was disconnected.` })
    } catch (cause) {
      setNotice({ tone: 'red', message: integrationErrorMessage(cause) })
    }
    reload()
    setBusyId(null)
  }

  const formatDate = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const connectedAccount =
    load.kind === 'ready' ? load.accounts.find((account) => account.id === justConnected) : undefined

  return (
    <Flex direction="column" gap="4" maxWidth="860px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          <Trans>Integrations</Trans>
        </Heading>
        <Button onClick={() => void connect()} disabled={connecting}>
          {connecting ? <Spinner /> : null}
          <Trans>Connect an Instagram account</Trans>
        </Button>
      </Flex>
      <Text as="p" color="gray">
        <Trans>Connect the Instagram professional accounts whose messages and comments Conversa should answer.</Trans>
      </Text>

      {connectedAccount ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>
            <Trans>@{connectedAccount.username} is connected.</Trans>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {notice ? (
        <Callout.Root color={notice.tone} role={notice.tone === 'red' ? 'alert' : 'status'}>
          <Callout.Text>{typeof notice.message === 'string' ? notice.message : i18n._(notice.message)}</Callout.Text>
        </Callout.Root>
      ) : null}

      {load.kind === 'loading' ? (
        <Flex align="center" gap="2">
          <Spinner />
          <Text>
            <Trans>Loading connected accounts…</Trans>
          </Text>
        </Flex>
      ) : load.kind === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(load.message)}</Callout.Text>
          <Button variant="soft" onClick={reload}>
            <Trans>Try again</Trans>
          </Button>
        </Callout.Root>
      ) : load.accounts.length === 0 ? (
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
          {load.accounts.map((account) => (
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
                        @{account.username}
                      </Heading>
                      <Badge color={STATUS_COLORS[account.status]}>{i18n._(STATUS_LABELS[account.status])}</Badge>
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
                    <Button
                      variant="soft"
                      disabled={!account.canRefresh || busyId === account.id}
                      onClick={() => void refresh(account)}
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
                      title={<Trans>Disconnect @{account.username}?</Trans>}
                      description={
                        <Trans>
                          Conversa will stop receiving its messages and comments, and its automations will stop
                          answering. You can connect it again later.
                        </Trans>
                      }
                      cancelLabel={<Trans>Keep connected</Trans>}
                      confirmLabel={<Trans>Disconnect</Trans>}
                      onConfirm={() => void disconnect(account)}
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
