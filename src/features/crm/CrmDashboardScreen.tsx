import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Flex, Heading, Progress, Tabs, Text } from '@radix-ui/themes'
import { IconCurrencyEuro, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { UserAvatar } from '@/components/avatar'
import { BarChart, DonutChart, RadarChart } from '@/components/charts'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import { StatCard } from '@/components/stat-card'
import { StatusBadge } from '@/components/status-badge'
import { Timeline } from '@/components/timeline'
import type { CrmDashboard } from '@/domain/shop/apiTypes'
import { PROJECT_STATUSES, SHOP_CURRENCY } from '@/domain/shop/model'
import { formatMoney } from '@/lib/format'
import { crmQuery } from './api'
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, PROJECT_STATUS_LABELS } from './labels'
import { TransactionsTable } from './TransactionsTable'

/** /dashboards/crm: Aurora Coffee Roasters' customers, revenue, projects and team. */
export default function CrmDashboardScreen() {
  const query = useQuery(crmQuery())
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>CRM</Trans>
      </Heading>
      <QueryContent query={query} loading={<Trans>Loading the figures…</Trans>}>
        {(data) => <CrmCards data={data} />}
      </QueryContent>
      <Panel title={<Trans>Recent transactions</Trans>}>
        <TransactionsTable />
      </Panel>
    </Flex>
  )
}

type Measure = 'orders' | 'sales' | 'profit' | 'expenses'

function CrmCards({ data }: { data: CrmDashboard }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, SHOP_CURRENCY)
  const compactMoney = (amount: number) => formatMoney(format.locale, amount, SHOP_CURRENCY, { notation: 'compact' })
  const month = (value: string | number) => format.date(`${value}-01`, { month: 'short' })
  const region = (code: string) => new Intl.DisplayNames([format.locale], { type: 'region' }).of(code) ?? code
  const vsLastMonth = <Trans>vs the 30 days before</Trans>
  const measures: { id: Measure; label: string; money: boolean }[] = [
    { id: 'orders', label: t`Orders`, money: false },
    { id: 'sales', label: t`Sales`, money: true },
    { id: 'profit', label: t`Profit`, money: true },
    { id: 'expenses', label: t`Expenses`, money: true },
  ]
  const lastWeek = data.revenueByWeek.at(-1)
  const statusSlices = PROJECT_STATUSES.map((status) => ({
    label: i18n._(PROJECT_STATUS_LABELS[status]),
    value: data.projectStatus[status],
    color: ({ 'on-track': 'info', 'at-risk': 'warning', late: 'danger', done: 'success' } as const)[status],
  }))
  return (
    <>
      <PanelGrid min="16rem">
        <StatCard
          label={<Trans>Sales</Trans>}
          value={money(data.sales.value)}
          change={data.sales.change ?? undefined}
          changeLabel={vsLastMonth}
          icon={IconCurrencyEuro}
        />
        <StatCard
          label={<Trans>Customers</Trans>}
          value={format.number(data.customers.value)}
          change={data.customers.change ?? undefined}
          changeLabel={vsLastMonth}
          icon={IconUsers}
        />
      </PanelGrid>

      <PanelGrid min="20rem">
        <Panel title={<Trans>Revenue growth</Trans>} description={<Trans>Weekly, last eight weeks</Trans>}>
          {lastWeek ? (
            <Text as="p" size="6" weight="bold" mb="2">
              {money(lastWeek.revenue)}
            </Text>
          ) : null}
          <BarChart
            title={t`Revenue per week`}
            hideTitle
            summary={lastWeek ? t`This week brought ${money(lastWeek.revenue)}.` : undefined}
            data={data.revenueByWeek}
            x="week"
            xLabel={t`Week starting`}
            formatX={(day) => format.date(String(day), { day: 'numeric', month: 'short' })}
            formatValue={compactMoney}
            series={[{ key: 'revenue', label: t`Revenue` }]}
            height={180}
          />
        </Panel>

        <Panel title={<Trans>Earning reports</Trans>} description={<Trans>Monthly, last six months</Trans>}>
          <Tabs.Root defaultValue="orders">
            <Tabs.List size="1" aria-label={t`Measure`}>
              {measures.map((measure) => (
                <Tabs.Trigger key={measure.id} value={measure.id}>
                  {measure.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {measures.map((measure) => (
              <Tabs.Content key={measure.id} value={measure.id}>
                <BarChart
                  title={t`${measure.label} per month`}
                  hideTitle
                  data={data.months}
                  x="month"
                  xLabel={t`Month`}
                  formatX={month}
                  formatValue={measure.money ? compactMoney : undefined}
                  series={[{ key: measure.id, label: measure.label }]}
                  height={200}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Panel>

        <Panel title={<Trans>Sales radar</Trans>} description={<Trans>Leads and orders, month by month</Trans>}>
          <RadarChart
            title={t`Leads and orders per month`}
            hideTitle
            summary={t`Leads and orders over the last six months.`}
            data={data.months.map((entry) => ({ ...entry, month: month(entry.month) }))}
            axis="month"
            axisLabel={t`Month`}
            series={[
              { key: 'leads', label: t`Leads` },
              { key: 'orders', label: t`Orders`, color: 'info' },
            ]}
            height={240}
          />
        </Panel>

        <Panel title={<Trans>Sales by countries</Trans>} description={<Trans>Last 30 days</Trans>}>
          <Flex direction="column" gap="3" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.countries.map((entry) => (
                <li key={entry.country}>
                  <Flex justify="between" align="center" gap="2">
                    <Text size="2" weight="medium">
                      {region(entry.country)}
                    </Text>
                    <Flex align="center" gap="2">
                      <Text size="2">{money(entry.sales)}</Text>
                      {entry.change !== null ? (
                        <Badge color={entry.change >= 0 ? 'grass' : 'red'} variant="soft">
                          {format.percent(entry.change, { signed: true })}
                        </Badge>
                      ) : null}
                    </Flex>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        </Panel>

        <Panel title={<Trans>Project status</Trans>}>
          <DonutChart
            title={t`Projects by status`}
            hideTitle
            summary={t`${format.number(data.projectStatus.done)} projects done, ${format.number(data.projectStatus.late)} late.`}
            slices={statusSlices}
            centerLabel={format.number(statusSlices.reduce((sum, slice) => sum + slice.value, 0))}
            height={220}
          />
        </Panel>

        <Panel title={<Trans>Active projects</Trans>} description={<Trans>Next due first</Trans>}>
          <Flex direction="column" gap="3" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.activeProjects.map((project) => (
                <li key={project.id}>
                  <Flex justify="between" gap="2">
                    <Text size="2" weight="medium">
                      <bdi>{project.name}</bdi>
                    </Text>
                    <Text size="1" color="gray">
                      {format.percent(project.progress / 100)}
                    </Text>
                  </Flex>
                  <Progress value={project.progress} size="1" mt="1" aria-label={t`${project.name}: progress`} />
                </li>
              ))}
            </ul>
          </Flex>
        </Panel>

        <Panel title={<Trans>Activity timeline</Trans>} description={<Trans>The latest orders</Trans>}>
          <Timeline
            items={data.activity.map((entry) => ({
              id: entry.id,
              at: entry.day,
              tone: ORDER_STATUS_TONES[entry.status],
              title: (
                <Trans>
                  Order #{entry.number} from {entry.customer}
                </Trans>
              ),
              description: (
                <Flex gap="2" align="center" wrap="wrap" asChild>
                  <span>
                    {money(entry.total)}
                    <StatusBadge tone={ORDER_STATUS_TONES[entry.status]}>
                      {i18n._(ORDER_STATUS_LABELS[entry.status])}
                    </StatusBadge>
                  </span>
                </Flex>
              ),
            }))}
          />
        </Panel>

        <Panel title={<Trans>Team members</Trans>}>
          <Flex direction="column" gap="3" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.team.map((member) => (
                <li key={member.name}>
                  <Flex align="center" gap="3">
                    <UserAvatar name={member.name} />
                    <Flex direction="column">
                      <Text size="2" weight="medium">
                        <bdi>{member.name}</bdi>
                      </Text>
                      <Text size="1" color="gray">
                        <Trans>
                          <Plural value={member.projects} one="# project" other="# projects" />,{' '}
                          {format.number(member.done)} done
                        </Trans>
                      </Text>
                    </Flex>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        </Panel>
      </PanelGrid>
    </>
  )
}
