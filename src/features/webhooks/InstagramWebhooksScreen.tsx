import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Callout, Card, Code, Flex, Heading, Select, Spinner, Text } from '@radix-ui/themes'
import { useCallback, useEffect, useId, useState } from 'react'
import { api } from '@/runtime/api'
import type {
  SentByAccount,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookSimulatorSetup,
} from '@/domain/instagram/apiTypes'
import type { InstagramEventKind } from '@/domain/instagram/events'
import { integrationErrorMessage } from '@/domain/instagram/messages'
import { describeEvent, KIND_LABELS, PARSE_ERRORS, verdictText } from './eventText'
import { SentByAccounts } from './SentByAccounts'
import { WebhookSimulator } from './WebhookSimulator'

/** Webhook deliveries are fetched again this often while the screen is open. */
const POLL_MS = 2000

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; data: WebhookDeliveriesResponse }
  | { kind: 'failed'; message: MessageDescriptor }
type Filter = 'all' | InstagramEventKind

/** /webhooks/instagram: every delivery the receiver got, newest first, live, with a simulator. */
export default function InstagramWebhooksScreen() {
  const { t, i18n } = useLingui()
  const filterLabel = useId()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [setup, setSetup] = useState<WebhookSimulatorSetup | null>(null)
  const [filter, setFilter] = useState<Filter>('all')
  const [outbox, setOutbox] = useState<SentByAccount[] | null>(null)

  const reload = useCallback(async () => {
    try {
      const [data, sent] = await Promise.all([
        api.get<WebhookDeliveriesResponse>('/webhooks/instagram/deliveries'),
        // Only the mock backend keeps an outbox; elsewhere the panel is not shown.
        api.get<SentByAccount[]>('/webhooks/instagram/outbox').catch(() => null),
      ])
      setLoad({ kind: 'ready', data })
      setOutbox(sent)
    } catch (cause) {
      setLoad((previous) =>
        previous.kind === 'ready' ? previous : { kind: 'failed', message: integrationErrorMessage(cause) },
      )
    }
  }, [])

  useEffect(() => {
    void reload()
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void reload()
    }, POLL_MS)
    return () => window.clearInterval(timer)
  }, [reload])

  useEffect(() => {
    // Only the mock backend offers a simulator; against Meta the panel simply is not shown.
    api
      .get<WebhookSimulatorSetup>('/webhooks/instagram/simulator')
      .then(setSetup)
      .catch(() => setSetup(null))
  }, [])

  const deliveries = load.kind === 'ready' ? load.data.deliveries : []
  const shown =
    filter === 'all'
      ? deliveries
      : deliveries.filter((delivery) => delivery.events.some((event) => event.kind === filter))

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Instagram webhooks</Trans>
      </Heading>
      {setup ? <WebhookSimulator setup={setup} onDelivered={() => void reload()} /> : null}
      {outbox ? <SentByAccounts entries={outbox} /> : null}

      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          <Trans>Received events</Trans>
        </Heading>
        {load.kind === 'ready' ? (
          <Text size="2" color="gray" aria-live="polite">
            <Trans>
              Verified deliveries: {load.data.counts.verified} · Rejected: {load.data.counts.rejected} · Events acted
              on: {load.data.counts.events}
            </Trans>
          </Text>
        ) : null}
        <Flex direction="column" gap="1">
          <Text size="2" weight="bold" id={filterLabel}>
            <Trans>Kind</Trans>
          </Text>
          <Select.Root value={filter} onValueChange={(value) => setFilter(value as Filter)}>
            <Select.Trigger aria-labelledby={filterLabel} />
            <Select.Content>
              <Select.Item value="all">{t`All kinds`}</Select.Item>
              {(Object.keys(KIND_LABELS) as InstagramEventKind[]).map((kind) => (
                <Select.Item key={kind} value={kind}>
                  {i18n._(KIND_LABELS[kind])}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>

      {load.kind === 'loading' ? (
        <Flex gap="2" align="center">
          <Spinner />
          <Text>
            <Trans>Loading events…</Trans>
          </Text>
        </Flex>
      ) : load.kind === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(load.message)}</Callout.Text>
        </Callout.Root>
      ) : shown.length === 0 ? (
        <Text as="p" color="gray">
          <Trans>No events yet.</Trans>
        </Text>
      ) : (
        <ol
          aria-label={t`Webhook deliveries, newest first`}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-3)' }}
        >
          {shown.map((delivery) => (
            <li key={delivery.id}>
              <DeliveryCard delivery={delivery} filter={filter} />
            </li>
          ))}
        </ol>
      )}
    </Flex>
  )
}

function DeliveryCard({ delivery, filter }: { delivery: WebhookDelivery; filter: Filter }) {
  const { i18n } = useLingui()
  const duplicates = new Set(delivery.duplicateKeys)
  const events = filter === 'all' ? delivery.events : delivery.events.filter((event) => event.kind === filter)
  const verified = delivery.verdict.verified
  return (
    <Card size="2" data-verdict={verified ? 'verified' : 'rejected'}>
      <Flex direction="column" gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color={verified ? 'green' : 'red'}>{verdictText(delivery.verdict, i18n)}</Badge>
          <Text size="1" color="gray">
            {i18n.date(new Date(delivery.receivedAt), { dateStyle: 'short', timeStyle: 'medium' })}
          </Text>
          {!verified ? (
            <Text size="1" color="red">
              <Trans>Not trusted: nothing was done with it.</Trans>
            </Text>
          ) : null}
        </Flex>
        {delivery.parseError ? (
          <Text size="2" color="red">
            {i18n._(PARSE_ERRORS[delivery.parseError])}
          </Text>
        ) : null}
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {events.map((event, index) => (
            <li key={`${event.dedupeKey}-${index}`}>
              <Flex gap="2" align="center" wrap="wrap">
                <Badge variant="soft">{i18n._(KIND_LABELS[event.kind])}</Badge>
                <Text size="2">{describeEvent(event, i18n)}</Text>
                {verified && duplicates.has(event.dedupeKey) ? (
                  <Badge color="gray" variant="outline">
                    <Trans>Redelivery, already handled</Trans>
                  </Badge>
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
        <details>
          <summary>
            <Text size="2">
              <Trans>Raw JSON</Trans>
            </Text>
          </summary>
          <Code asChild variant="ghost">
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
              {prettyJson(delivery.rawBody)}
            </pre>
          </Code>
        </details>
      </Flex>
    </Card>
  )
}

/** Shown as text, never as HTML: React escapes whatever the body contains. */
function prettyJson(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2)
  } catch {
    return raw
  }
}
