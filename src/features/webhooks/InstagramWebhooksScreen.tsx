import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Code, Flex, Heading, Select, Text } from '@radix-ui/themes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useSearchParams } from 'wouter'
import { QueryContent } from '@/components/feedback'
import { ItemList } from '@/components/item-list'
import { StatusBadge } from '@/components/status-badge'
import type { NameDirectory, WebhookDeliveriesResponse, WebhookDelivery } from '@/domain/instagram/apiTypes'
import type { InstagramEventKind } from '@/domain/instagram/events'
import { describeEvent, KIND_LABELS, PARSE_ERRORS, verdictText } from './labels'
import { SentByAccounts } from './SentByAccounts'
import { MockAccountTools } from './MockAccountTools'
import { WebhookSimulator } from './WebhookSimulator'
import { useSimulatedDelivery, webhookDeliveriesQuery, webhookOutboxQuery, webhookSimulatorQuery } from './api'
import { tapWebhook } from './tapAsPerson'

type Filter = 'all' | InstagramEventKind

/** The kind filter lives in the address (`?kind=`), so reload, Back and a shared link show the same list. */
function useKindFilter(): [Filter, (filter: Filter) => void] {
  const [params, setParams] = useSearchParams()
  const kind = params.get('kind')
  const filter: Filter = kind !== null && kind in KIND_LABELS ? (kind as InstagramEventKind) : 'all'
  const setFilter = (next: Filter) =>
    setParams((current) => {
      const merged = new URLSearchParams(current)
      if (next === 'all') merged.delete('kind')
      else merged.set('kind', next)
      return merged
    })
  return [filter, setFilter]
}

/**
 * /webhooks/instagram: every delivery for the workspace's accounts, newest first, refreshed every
 * two seconds in the background (never through the loading bar), with the mock's simulator.
 */
export default function InstagramWebhooksScreen() {
  const { t, i18n } = useLingui()
  const filterLabel = useId()
  const [filter, setFilter] = useKindFilter()
  const deliveries = useQuery(webhookDeliveriesQuery())
  const outbox = useQuery(webhookOutboxQuery())
  const setup = useQuery(webhookSimulatorQuery())
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: ['webhooks'] })
  const delivery = useSimulatedDelivery()

  const data = deliveries.data

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Instagram webhooks</Trans>
      </Heading>
      {setup.data ? <WebhookSimulator setup={setup.data} onDelivered={refresh} /> : null}
      {setup.data ? <MockAccountTools setup={setup.data} /> : null}
      {outbox.data ? (
        <SentByAccounts
          entries={outbox.data}
          onTap={
            setup.data
              ? async (tap) => {
                  const { status } = await delivery.mutateAsync({ payload: tapWebhook(tap), forged: false })
                  refresh()
                  return status
                }
              : undefined
          }
        />
      ) : null}

      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          <Trans>Received events</Trans>
        </Heading>
        {data ? <DeliveryCounts counts={data.counts} /> : null}
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
      <Text size="1" color="gray">
        <Trans>
          An event is acted on when one of your automations sent, queued or tried to send something for it. Events of
          accounts you have not connected never reach this list.
        </Trans>{' '}
        <Trans>
          A delivery is waiting until its events are worked on; it has failed when they could not be, even after every
          retry.
        </Trans>
      </Text>

      <QueryContent query={deliveries} loading={<Trans>Loading events…</Trans>}>
        {({ deliveries: all, names }) => {
          const shown =
            filter === 'all' ? all : all.filter((delivery) => delivery.events.some((event) => event.kind === filter))
          return shown.length === 0 ? (
            <Text as="p" color="gray">
              <Trans>No events yet.</Trans>
            </Text>
          ) : (
            <ItemList
              ordered
              aria-label={t`Webhook deliveries, newest first`}
              style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-3)' }}
            >
              {shown.map((delivery) => (
                <li key={delivery.id}>
                  <DeliveryCard delivery={delivery} filter={filter} names={names} />
                </li>
              ))}
            </ItemList>
          )
        }}
      </QueryContent>
    </Flex>
  )
}

/** The summary above the list: what was received, and how much of it is still waiting or has failed. */
export function DeliveryCounts({ counts }: { counts: WebhookDeliveriesResponse['counts'] }) {
  return (
    <Text size="2" color="gray">
      <Trans>
        Verified deliveries: {counts.verified} · Rejected: {counts.rejected} · Events received: {counts.events} · Events
        acted on: {counts.actedOn} · Waiting: {counts.waiting} · Failed: {counts.failed}
      </Trans>
    </Text>
  )
}

/** A delivery's work after Meta's 200: "Waiting" until a job works its events, "Failed" when one gave up. */
function ProcessingBadge({ state }: { state: WebhookDelivery['state'] }) {
  if (state === 'waiting')
    return (
      <StatusBadge tone="info">
        <Trans>Waiting</Trans>
      </StatusBadge>
    )
  if (state === 'failed')
    return (
      <StatusBadge tone="danger">
        <Trans>Failed</Trans>
      </StatusBadge>
    )
  return null
}

export function DeliveryCard({
  delivery,
  filter,
  names,
}: {
  delivery: WebhookDelivery
  filter: Filter
  names: NameDirectory
}) {
  const { i18n } = useLingui()
  const duplicates = new Set(delivery.duplicateKeys)
  const stale = new Set(delivery.staleKeys)
  const events = filter === 'all' ? delivery.events : delivery.events.filter((event) => event.kind === filter)
  const verified = delivery.verdict.verified
  // The worker's own words (an exception's message): shown as they are, set apart from the sentence.
  const reason = delivery.processError
  return (
    <Card size="2" data-verdict={verified ? 'verified' : 'rejected'}>
      <Flex direction="column" gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color={verified ? 'green' : 'red'}>{verdictText(delivery.verdict, i18n)}</Badge>
          <ProcessingBadge state={delivery.state} />
          <Text size="1" color="gray">
            {i18n.date(new Date(delivery.receivedAt), { dateStyle: 'short', timeStyle: 'medium' })}
          </Text>
          {!verified ? (
            <Text size="1" color="red">
              <Trans>Not trusted: nothing was done with it.</Trans>
            </Text>
          ) : null}
        </Flex>
        {delivery.state === 'failed' ? (
          <Text size="2" color="red" style={{ overflowWrap: 'anywhere' }}>
            {reason ? (
              <Trans>
                Given up on after every retry. Reason: <bdi>{reason}</bdi>
              </Trans>
            ) : (
              <Trans>Given up on after every retry.</Trans>
            )}
          </Text>
        ) : null}
        {delivery.parseError ? (
          <Text size="2" color="red">
            {i18n._(PARSE_ERRORS[delivery.parseError])}
          </Text>
        ) : null}
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {events.map((event, index) => {
            const line = describeEvent(event, i18n, names)
            return (
              <li key={`${event.dedupeKey}-${index}`}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge variant="soft">{i18n._(KIND_LABELS[event.kind])}</Badge>
                  <Text size="2">{line.text}</Text>
                  {verified && duplicates.has(event.dedupeKey) ? (
                    <Badge color="gray" variant="outline">
                      <Trans>Redelivery, already handled</Trans>
                    </Badge>
                  ) : null}
                  {verified && stale.has(event.dedupeKey) ? (
                    <Badge color="orange" variant="outline" highContrast>
                      <Trans>Too old to act on: it happened more than 36 hours ago</Trans>
                    </Badge>
                  ) : null}
                </Flex>
                <Text as="p" size="1" color="gray" style={{ margin: 0, overflowWrap: 'anywhere' }}>
                  {line.ids}
                </Text>
              </li>
            )
          })}
        </ul>
        {delivery.partial ? (
          <Text size="1" color="gray">
            <Trans>This delivery also carried events of accounts outside your workspace; they are not shown.</Trans>
          </Text>
        ) : null}
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
