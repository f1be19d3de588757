import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { toastUndo } from '@/components/toast'
import { EVENT_KIND_LABELS, RUN_STATUS_LABELS } from '@/domain/automations/messages'
import type { DashboardResponse } from '@/domain/automations/apiTypes'
import { RUN_STATUSES } from '@/domain/automations/runs'
import { ActionCard } from './ActionCard'
import { overviewCardsQuery } from './api'
import './pages.css'

type CardId = 'runs' | 'messages' | 'top' | 'events'
const CARDS: readonly CardId[] = ['runs', 'messages', 'top', 'events']

/**
 * `/pages/cards/card-actions`: the workspace's live overview as cards that collapse, refresh (a
 * real request to the backend, an overlay until it answers) and go away, with Undo and a way to
 * bring every removed card back.
 */
export default function CardActionsScreen() {
  const { t } = useLingui()
  const format = useFormat()
  const overview = useQuery(overviewCardsQuery())
  const [removed, setRemoved] = useState<CardId[]>([])
  const titles: Record<CardId, string> = {
    runs: t`Runs by status`,
    messages: t`Messages sent`,
    top: t`Top automations`,
    events: t`Latest events`,
  }
  const remove = (card: CardId) => {
    setRemoved((current) => [...current, card])
    toastUndo({
      message: t`${titles[card]} removed.`,
      onUndo: () => setRemoved((current) => current.filter((each) => each !== card)),
    })
  }
  const shown = CARDS.filter((card) => !removed.includes(card))
  const removedNames = format.list(removed.map((card) => titles[card]))
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="6">
          <Trans>Card actions</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>
            Dashboard cards can be collapsed, refreshed and removed. These show your workspace’s live figures: refresh
            asks the server again.
          </Trans>
        </Text>
      </Flex>
      {removed.length > 0 && (
        <Flex align="center" gap="3" wrap="wrap">
          <Text size="2" color="gray">
            <Trans>Removed: {removedNames}</Trans>
          </Text>
          <Button variant="soft" size="1" onClick={() => setRemoved([])}>
            <Trans>Bring back removed cards</Trans>
          </Button>
        </Flex>
      )}
      <QueryContent query={overview} loading={<Trans>Loading your figures…</Trans>}>
        {(data) =>
          shown.length === 0 ? (
            <EmptyState title={t`Every card is removed`} description={t`Bring them back with the button above.`} />
          ) : (
            <div className="action-cards">
              {shown.map((card) => (
                <ActionCard
                  key={card}
                  title={titles[card]}
                  updatedAt={overview.dataUpdatedAt}
                  onRefresh={() => overview.refetch()}
                  onRemove={() => remove(card)}
                >
                  <CardBody card={card} data={data} />
                </ActionCard>
              ))}
            </div>
          )
        }
      </QueryContent>
    </Flex>
  )
}

function CardBody({ card, data }: { card: CardId; data: DashboardResponse }): ReactNode {
  const { t } = useLingui()
  const format = useFormat()
  if (card === 'runs')
    return (
      <dl className="action-card__figures">
        {RUN_STATUSES.map((status) => (
          <div key={status}>
            <dt>{t(RUN_STATUS_LABELS[status])}</dt>
            <dd>{format.number(data.totals[status])}</dd>
          </div>
        ))}
      </dl>
    )
  if (card === 'messages')
    return (
      <Flex direction="column" gap="1">
        <Text size="7" weight="bold">
          {format.number(data.messagesSent)}
        </Text>
        <Text size="2" color="gray">
          <Trans>reached Instagram; {format.number(data.queued)} waiting in the queue</Trans>
        </Text>
      </Flex>
    )
  if (card === 'top')
    return data.top.length === 0 ? (
      <Text size="2" color="gray">
        <Trans>No automation has run yet.</Trans>
      </Text>
    ) : (
      <ol className="action-card__list">
        {data.top.map((automation) => (
          <li key={automation.automationId}>
            <Text size="2">{automation.name}</Text>
            <Text size="2" color="gray">
              {format.number(automation.total)}
            </Text>
          </li>
        ))}
      </ol>
    )
  return data.latestEvents.length === 0 ? (
    <Text size="2" color="gray">
      <Trans>No Instagram event received yet.</Trans>
    </Text>
  ) : (
    <ol className="action-card__list">
      {data.latestEvents.map((event) => (
        <li key={event.key}>
          <Text size="2">
            {t(EVENT_KIND_LABELS[event.kind])}
            {event.from?.username ? ` · @${event.from.username}` : ''}
          </Text>
          <Text size="1" color="gray">
            {format.relative(event.at)}
          </Text>
        </li>
      ))}
    </ol>
  )
}
