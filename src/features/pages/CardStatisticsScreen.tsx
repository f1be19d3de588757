import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import {
  IconAlertTriangle,
  IconBolt,
  IconClockHour4,
  IconInbox,
  IconMessageCircle,
  IconPlayerSkipForward,
  IconSend,
  IconSend2,
  type Icon as TablerIcon,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { AreaChart, type ChartColor } from '@/components/charts'
import { EmptyState } from '@/components/empty-state'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel } from '@/components/panel'
import { StatCard } from '@/components/stat-card'
import type { StatusTone } from '@/components/status-badge'
import type { DashboardDay, DashboardResponse } from '@/domain/automations/apiTypes'
import { EVENT_KIND_LABELS, RUN_STATUS_LABELS } from '@/domain/automations/messages'
import { RUN_STATUSES, type RunStatus } from '@/domain/automations/runs'
import { weekOverWeek } from '@/domain/automations/weekOverWeek'
import type { InstagramEventKind } from '@/domain/instagram/events'
import { pathOf } from '@/routes/match'
import { overviewCardsQuery } from './api'

const allRuns = (day: DashboardDay) => RUN_STATUSES.reduce((sum, status) => sum + day[status], 0)

/** Each status's card: its icon, its meaning's colour, and whether more of it is good news. */
const STATUS_CARDS: Record<RunStatus, { icon: TablerIcon; tone: StatusTone; riseIsGood: boolean | null }> = {
  sent: { icon: IconSend, tone: 'success', riseIsGood: true },
  'partly-sent': { icon: IconSend2, tone: 'warning', riseIsGood: false },
  queued: { icon: IconClockHour4, tone: 'info', riseIsGood: null },
  failed: { icon: IconAlertTriangle, tone: 'danger', riseIsGood: false },
  skipped: { icon: IconPlayerSkipForward, tone: 'neutral', riseIsGood: null },
}

/** The small charts: what each counts, and its colour. */
const TRENDS: { key: string; pick: (day: DashboardDay) => number; color: ChartColor }[] = [
  { key: 'runs', pick: allRuns, color: 'accent' },
  { key: 'sent', pick: (day) => day.sent, color: 'success' },
  { key: 'failed', pick: (day) => day.failed, color: 'danger' },
]

/**
 * `/pages/cards/card-statistics`: the template's statistics cards (a figure with its trend, a
 * figure with its icon, a figure over a small chart), each filled with the workspace's own
 * activity from `GET /api/automations/dashboard`. Trends compare the last seven days with the
 * seven before (src/domain/automations/weekOverWeek.ts).
 */
export default function CardStatisticsScreen() {
  const overview = useQuery(overviewCardsQuery())
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="6">
          <Trans>Statistics cards</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>
            Your workspace’s activity as statistics cards: this week against the week before, running totals, and each
            day of the last two weeks.
          </Trans>
        </Text>
      </Flex>
      <QueryContent query={overview} loading={<Trans>Loading your figures…</Trans>}>
        {(data) => <Statistics data={data} />}
      </QueryContent>
    </Flex>
  )
}

function Statistics({ data }: { data: DashboardResponse }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const events = (Object.entries(data.eventsByKind) as [InstagramEventKind, number][])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
  const eventTotal = events.reduce((sum, [, count]) => sum + count, 0)
  const hasRuns = RUN_STATUSES.some((status) => data.totals[status] > 0)
  if (!hasRuns && eventTotal === 0)
    return (
      <Card>
        <EmptyState
          icon={IconBolt}
          headingLevel="h2"
          title={<Trans>No activity yet</Trans>}
          description={
            <Trans>
              These cards count what your automations do. Connect an Instagram account and create an automation: the
              figures start with its first run.
            </Trans>
          }
          action={
            <Button asChild>
              <Link href={pathOf('automations')}>
                <Trans>Go to automations</Trans>
              </Link>
            </Button>
          }
        />
      </Card>
    )

  const comparedWith = <Trans>vs the 7 days before</Trans>
  const trendTitles: Record<string, string> = {
    runs: t`Runs per day`,
    sent: t`Sent per day`,
    failed: t`Failed per day`,
  }
  return (
    <>
      <section aria-labelledby="statistics-week">
        <Heading as="h2" size="4" mb="3" id="statistics-week">
          <Trans>Runs in the last 7 days</Trans>
        </Heading>
        <Grid columns={{ initial: '1', xs: '2', md: '3', lg: '5' }} gap="4">
          {RUN_STATUSES.map((status) => {
            const week = weekOverWeek(data.days, (day) => day[status])
            const card = STATUS_CARDS[status]
            return (
              <StatCard
                key={status}
                label={i18n._(RUN_STATUS_LABELS[status])}
                value={format.number(week.current)}
                icon={card.icon}
                tone={card.tone}
                change={card.riseIsGood === null ? undefined : (week.change ?? undefined)}
                changeLabel={comparedWith}
                riseIsGood={card.riseIsGood ?? true}
                footer={
                  <Text size="1" color="gray">
                    <Trans>The 7 days before: {format.number(week.previous)}</Trans>
                  </Text>
                }
              />
            )
          })}
        </Grid>
      </section>

      <section aria-labelledby="statistics-totals">
        <Heading as="h2" size="4" mb="3" id="statistics-totals">
          <Trans>Running totals</Trans>
        </Heading>
        <Grid columns={{ initial: '1', xs: '3' }} gap="4">
          <StatCard
            label={<Trans>Messages sent to Instagram</Trans>}
            value={format.number(data.messagesSent)}
            icon={IconSend}
            footer={
              <Text size="1" color="gray">
                <Trans>Every private reply, comment reply and DM that reached Instagram: your outbox.</Trans>
              </Text>
            }
          />
          <StatCard
            label={<Trans>Waiting in the queue</Trans>}
            value={format.number(data.queued)}
            icon={IconClockHour4}
            tone="info"
            footer={
              <Text size="1" color="gray">
                <Trans>Sends held for Instagram’s hourly limits or a retry.</Trans>
              </Text>
            }
          />
          <StatCard
            label={<Trans>Events received</Trans>}
            value={format.number(eventTotal)}
            icon={IconInbox}
            tone="neutral"
            footer={
              <Text size="1" color="gray">
                {events.length > 0 ? (
                  <Trans>
                    Mostly: {i18n._(EVENT_KIND_LABELS[events[0]![0]])} ({format.number(events[0]![1])})
                  </Trans>
                ) : (
                  <Trans>No event received yet.</Trans>
                )}
              </Text>
            }
          />
        </Grid>
      </section>

      <section aria-labelledby="statistics-daily">
        <Heading as="h2" size="4" mb="3" id="statistics-daily">
          <Trans>Day by day, last 14 days</Trans>
        </Heading>
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          {TRENDS.map((trend) => {
            const values = data.days.map(trend.pick)
            const total = values.reduce((sum, value) => sum + value, 0)
            const title = trendTitles[trend.key]!
            return (
              <Panel
                key={trend.key}
                headingLevel="h3"
                title={title}
                description={<Trans>{format.number(total)} in 14 days</Trans>}
              >
                <AreaChart
                  title={title}
                  hideTitle
                  summary={t`${format.number(total)} over the last 14 days, at most ${format.number(Math.max(0, ...values))} in a day.`}
                  data={data.days.map((day, index) => ({ day: day.day, value: values[index]! }))}
                  x="day"
                  xLabel={t`Day`}
                  formatX={(day) => format.date(String(day), { day: 'numeric', month: 'short' })}
                  series={[{ key: 'value', label: title, color: trend.color }]}
                  height={140}
                />
              </Panel>
            )
          })}
        </Grid>
      </section>

      {events.length > 0 && (
        <section aria-labelledby="statistics-events">
          <Heading as="h2" size="4" mb="3" id="statistics-events">
            <Trans>Events by kind</Trans>
          </Heading>
          <Grid columns={{ initial: '2', sm: '3', lg: '6' }} gap="3">
            {events.map(([kind, count]) => (
              <StatCard
                key={kind}
                label={i18n._(EVENT_KIND_LABELS[kind])}
                value={format.number(count)}
                icon={IconMessageCircle}
                tone="neutral"
                footer={
                  <Text size="1" color="gray">
                    <Trans>{format.percent(count / eventTotal)} of events</Trans>
                  </Text>
                }
              />
            ))}
          </Grid>
        </section>
      )}
    </>
  )
}
