import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { IconChartLine, IconEye, IconReceipt, IconShoppingBag } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { AreaChart, BarChart, DonutChart, RadialChart } from '@/components/charts'
import { splitPart } from '@/components/deferred'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import { StatCard } from '@/components/stat-card'
import type { AnalyticsDashboard } from '@/domain/shop/apiTypes'
import { SHOP_CURRENCY, TRAFFIC_SOURCES } from '@/domain/shop/model'
import { formatMoney } from '@/lib/format'
import { analyticsQuery } from './api'
import { SOURCE_LABELS } from './labels'

// The projects table (a data table with its menus and dialogs) is a chunk of its own, fetched as it
// first draws: the page's heading and figures do not wait for it.
const ProjectsTable = splitPart(() => import('./ProjectsTable'), 'ProjectsTable')

/** /dashboards/analytics: how Aurora Coffee Roasters' website and shop did over the last 30 days. */
export default function AnalyticsDashboardScreen() {
  const query = useQuery(analyticsQuery())
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Analytics</Trans>
      </Heading>
      <QueryContent query={query} loading={<Trans>Loading the figures…</Trans>}>
        {(data) => <AnalyticsCards data={data} />}
      </QueryContent>
      <Panel title={<Trans>Projects</Trans>} description={<Trans>What the team is working on</Trans>}>
        <ProjectsTable />
      </Panel>
    </Flex>
  )
}

function AnalyticsCards({ data }: { data: AnalyticsDashboard }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, SHOP_CURRENCY)
  const compactMoney = (amount: number) => formatMoney(format.locale, amount, SHOP_CURRENCY, { notation: 'compact' })
  const shortDay = (day: string | number) => format.date(String(day), { day: 'numeric', month: 'short' })
  const weekday = (day: string | number) => format.date(String(day), { weekday: 'short' })
  const month = (value: string | number) => format.date(`${value}-01`, { month: 'short', year: '2-digit' })
  const vsLastMonth = <Trans>vs the 30 days before</Trans>
  const bestCountry = data.countries[0]
  const sources = TRAFFIC_SOURCES.map((source) => ({
    label: i18n._(SOURCE_LABELS[source]),
    value: data.visitsBySource[source],
  }))
  const topSource = [...sources].sort((a, b) => b.value - a.value)[0]!
  const lastMonth = data.months.at(-1)
  const campaign = data.campaign
  const campaignRows = [
    { label: t`Sent`, value: campaign.sent, isBase: true },
    { label: t`Opened`, value: campaign.opened, isBase: false },
    { label: t`Clicked`, value: campaign.clicked, isBase: false },
    { label: t`Bounced`, value: campaign.bounced, isBase: false },
    { label: t`Unsubscribed`, value: campaign.unsubscribed, isBase: false },
  ]
  return (
    <>
      <PanelGrid min="13rem">
        <StatCard
          label={<Trans>Website visits</Trans>}
          value={format.number(data.visits.value)}
          change={data.visits.change ?? undefined}
          changeLabel={vsLastMonth}
          icon={IconEye}
        />
        <StatCard
          label={<Trans>Orders</Trans>}
          value={format.number(data.orders.value)}
          change={data.orders.change ?? undefined}
          changeLabel={vsLastMonth}
          icon={IconShoppingBag}
        />
        <StatCard
          label={<Trans>Conversion rate</Trans>}
          value={format.percent(data.conversion)}
          footer={<Trans>Orders per visit</Trans>}
          icon={IconChartLine}
        />
        <StatCard label={<Trans>Average order</Trans>} value={money(data.averageOrder)} icon={IconReceipt} />
      </PanelGrid>

      <PanelGrid min="20rem">
        <Panel title={<Trans>Average daily sales</Trans>} description={<Trans>Last 14 days</Trans>}>
          <Text as="p" size="6" weight="bold" mb="2">
            {money(data.averageDailySales)}
          </Text>
          <AreaChart
            title={t`Sales per day, last 14 days`}
            summary={t`Sales averaged ${money(data.averageDailySales)} a day over the last 14 days.`}
            data={data.dailySales}
            x="day"
            xLabel={t`Day`}
            formatX={shortDay}
            formatValue={compactMoney}
            series={[{ key: 'sales', label: t`Sales` }]}
            height={180}
          />
        </Panel>

        <Panel title={<Trans>Earning reports</Trans>} description={<Trans>This week, day by day</Trans>}>
          <BarChart
            title={t`Earnings per day, this week`}
            hideTitle
            summary={t`${money(data.weeklyEarnings.reduce((sum, day) => sum + day.earnings, 0))} earned over the last 7 days.`}
            data={data.weeklyEarnings}
            x="day"
            xLabel={t`Day`}
            formatX={weekday}
            formatValue={compactMoney}
            series={[{ key: 'earnings', label: t`Earnings` }]}
            height={220}
          />
        </Panel>

        <Panel title={<Trans>Support tracker</Trans>} description={<Trans>Last 30 days</Trans>}>
          <Flex gap="4" mb="2" wrap="wrap">
            <Text size="2">
              <Trans>New tickets: {format.number(data.support.opened)}</Trans>
            </Text>
            <Text size="2">
              <Trans>Resolved: {format.number(data.support.resolved)}</Trans>
            </Text>
          </Flex>
          <RadialChart
            title={t`Tickets resolved`}
            summary={t`${format.percent(data.support.resolvedShare)} of the new tickets were resolved.`}
            rings={[{ label: t`Resolved`, value: Math.round(data.support.resolvedShare * 100) }]}
            formatValue={(value) => format.percent(value / 100)}
            centerLabel={format.percent(data.support.resolvedShare)}
            height={200}
          />
        </Panel>

        <Panel title={<Trans>Sales by countries</Trans>} description={<Trans>Last 30 days</Trans>}>
          <BarChart
            title={t`Sales by country`}
            hideTitle
            summary={
              bestCountry
                ? t`${regionName(format.locale, bestCountry.country)} bought the most: ${money(bestCountry.sales)}.`
                : undefined
            }
            data={data.countries}
            x="country"
            xLabel={t`Country`}
            formatX={(code) => regionName(format.locale, String(code))}
            formatValue={compactMoney}
            series={[{ key: 'sales', label: t`Sales` }]}
            horizontal
            height={240}
          />
        </Panel>

        <Panel title={<Trans>Total earnings</Trans>} description={<Trans>Last six months</Trans>}>
          {lastMonth ? (
            <Text as="p" size="6" weight="bold" mb="2">
              {money(data.months.reduce((sum, entry) => sum + entry.profit, 0))}
            </Text>
          ) : null}
          <BarChart
            title={t`Sales and expenses per month`}
            hideTitle
            summary={t`Profit over six months: ${money(data.months.reduce((sum, entry) => sum + entry.profit, 0))}.`}
            data={data.months}
            x="month"
            xLabel={t`Month`}
            formatX={month}
            formatValue={compactMoney}
            series={[
              { key: 'sales', label: t`Sales` },
              { key: 'expenses', label: t`Expenses`, color: 'gray' },
            ]}
            height={220}
          />
        </Panel>

        <Panel title={<Trans>Monthly campaign state</Trans>} description={<Trans>Newsletters, last 30 days</Trans>}>
          <dl className="figure-list">
            {campaignRows.map((row) => (
              <Flex key={row.label} justify="between" gap="3" py="1">
                <Text as="span" size="2" color="gray" asChild>
                  <dt>{row.label}</dt>
                </Text>
                <Text as="span" size="2" weight="medium" asChild>
                  <dd style={{ margin: 0 }}>
                    {format.number(row.value)}
                    {!row.isBase && campaign.sent > 0 ? ` (${format.percent(row.value / campaign.sent)})` : ''}
                  </dd>
                </Text>
              </Flex>
            ))}
          </dl>
        </Panel>

        <Panel title={<Trans>Source visits</Trans>} description={<Trans>Where visitors came from, last 30 days</Trans>}>
          <DonutChart
            title={t`Visits by source`}
            hideTitle
            summary={t`Most visitors came from ${topSource.label}: ${format.number(topSource.value)}.`}
            slices={sources}
            centerLabel={format.compact(data.visits.value)}
            height={240}
          />
        </Panel>
      </PanelGrid>
    </>
  )
}

/** A country's name in the reader's language. */
function regionName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
}
