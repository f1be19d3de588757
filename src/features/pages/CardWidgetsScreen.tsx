import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Grid, Heading, Link as RadixLink, Progress, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { BarChart, DonutChart, RadialChart } from '@/components/charts'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel } from '@/components/panel'
import type { DashboardResponse } from '@/domain/automations/apiTypes'
import { EVENT_KIND_LABELS } from '@/domain/automations/messages'
import { busiestWeekday, deliveryRate, runsByWeekday, shareOfRuns, WEEKDAYS } from '@/domain/automations/widgets'
import type { InstagramEventKind } from '@/domain/instagram/events'
import { pathOf } from '@/routes/match'
import { overviewCardsQuery } from './api'

/** A Monday (UTC): its week names the weekdays in the reader's language. */
const A_MONDAY = Date.UTC(2026, 10, 23)

/**
 * `/pages/cards/card-widgets`: the template's widget cards (a gauge, a donut, a bar chart,
 * progress bars, a queue) over the workspace's last two weeks, from `GET /api/automations/dashboard`.
 * The figures derive from the dashboard's own counts (src/domain/automations/widgets.ts).
 */
export default function CardWidgetsScreen() {
  const overview = useQuery(overviewCardsQuery())
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="6">
          <Trans>Card widgets</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>Cards with a chart or a gauge: how your automations delivered over the last two weeks.</Trans>
        </Text>
      </Flex>
      <QueryContent query={overview} loading={<Trans>Loading your figures…</Trans>}>
        {(data) => <CardWidgets data={data} />}
      </QueryContent>
    </Flex>
  )
}

export function CardWidgets({ data }: { data: DashboardResponse }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const rate = deliveryRate(data.totals)
  const tried = data.totals.sent + data.totals['partly-sent'] + data.totals.failed
  const byWeekday = runsByWeekday(data.days)
  const weekdayName = (index: number) =>
    new Intl.DateTimeFormat(format.locale, { weekday: 'long', timeZone: 'UTC' }).format(A_MONDAY + index * 86_400_000)
  const busiest = busiestWeekday(byWeekday)
  const events = (Object.entries(data.eventsByKind) as [InstagramEventKind, number][]).filter(([, count]) => count > 0)
  const eventsTotal = events.reduce((sum, [, count]) => sum + count, 0)
  const automations = pathOf('automations')

  return (
    <Grid columns={{ initial: '1', md: '2', lg: '3' }} gap="4">
      <Panel title={<Trans>Delivery rate</Trans>} description={<Trans>Runs that tried to send, last 14 days</Trans>}>
        {rate === null ? (
          <Text as="p" size="2" color="gray">
            <Trans>No automation has tried to send anything yet.</Trans>
          </Text>
        ) : (
          <>
            <RadialChart
              title={t`Delivery rate`}
              hideTitle
              summary={t`Delivery rate: ${format.percent(rate)}.`}
              rings={[{ label: t`Delivered in full`, value: Math.round(rate * 100), color: 'success' }]}
              formatValue={(value) => format.percent(value / 100)}
              centerLabel={format.percent(rate)}
              height={200}
            />
            <Text as="p" size="2">
              <Trans>
                {format.number(data.totals.sent)} of {format.number(tried)} runs reached Instagram in full.
              </Trans>
            </Text>
          </>
        )}
      </Panel>

      <Panel title={<Trans>Events received</Trans>} description={<Trans>By kind, since the accounts connected</Trans>}>
        {eventsTotal === 0 ? (
          <Text as="p" size="2" color="gray">
            <Trans>No Instagram event has arrived yet.</Trans>
          </Text>
        ) : (
          <DonutChart
            title={t`Events received by kind`}
            hideTitle
            summary={t`${format.number(eventsTotal)} events received.`}
            slices={events.map(([kind, count]) => ({ label: i18n._(EVENT_KIND_LABELS[kind]), value: count }))}
            centerLabel={format.number(eventsTotal)}
            height={220}
          />
        )}
        <RadixLink asChild size="2">
          <Link href={pathOf('instagram-webhooks')}>
            <Trans>See every delivery</Trans>
          </Link>
        </RadixLink>
      </Panel>

      <Panel title={<Trans>Busiest days</Trans>} description={<Trans>Runs by weekday, last 14 days</Trans>}>
        <BarChart
          title={t`Runs by weekday`}
          hideTitle
          summary={
            busiest === null ? t`No runs in the last 14 days.` : t`Most runs happened on ${weekdayName(busiest)}.`
          }
          data={WEEKDAYS.map((weekday) => ({ weekday, runs: byWeekday[weekday]! }))}
          x="weekday"
          xLabel={t`Weekday`}
          formatX={(value) => weekdayName(Number(value))}
          series={[{ key: 'runs', label: t`Runs` }]}
          height={220}
        />
        {busiest !== null && (
          <Text as="p" size="2">
            <Trans>Busiest day: {weekdayName(busiest)}.</Trans>
          </Text>
        )}
      </Panel>

      <Panel title={<Trans>Share of runs</Trans>} description={<Trans>Your busiest automations</Trans>}>
        {data.top.length === 0 ? (
          <Text as="p" size="2" color="gray">
            <Trans>No automation has run yet.</Trans>
          </Text>
        ) : (
          <Flex direction="column" gap="3" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.top.map((automation) => {
                const share = shareOfRuns(automation.total, data.totals)
                return (
                  <li key={automation.automationId}>
                    <Flex justify="between" gap="2">
                      <Text size="2" weight="medium">
                        {automation.name}
                      </Text>
                      <Text size="2" color="gray">
                        {format.percent(share)}
                      </Text>
                    </Flex>
                    <Progress value={Math.round(share * 100)} aria-label={t`${automation.name}: share of runs`} />
                  </li>
                )
              })}
            </ul>
          </Flex>
        )}
      </Panel>

      <Panel title={<Trans>Waiting to send</Trans>} description={<Trans>Runs queued right now</Trans>}>
        <Text as="p" size="7" weight="bold">
          {format.number(data.queued)}
        </Text>
        <Text as="p" size="2" color="gray">
          {data.queued === 0 ? (
            <Trans>Nothing is waiting: every run has been handled.</Trans>
          ) : (
            <Trans>These runs send as soon as Instagram accepts them again.</Trans>
          )}
        </Text>
        <Text as="p" size="2">
          <Trans>{format.number(data.messagesSent)} messages reached Instagram in the last 14 days.</Trans>
        </Text>
        <RadixLink asChild size="2">
          <Link href={automations}>
            <Trans>Open the automations</Trans>
          </Link>
        </RadixLink>
      </Panel>
    </Grid>
  )
}
