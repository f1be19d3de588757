import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Progress, Tabs, Text } from '@radix-ui/themes'
import { IconBox, IconCurrencyEuro, IconShoppingBag, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { BarChart, DonutChart, LineChart } from '@/components/charts'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import { StatCard } from '@/components/stat-card'
import type { EcommerceDashboard } from '@/domain/shop/apiTypes'
import { PAYMENT_METHODS, SHOP_CURRENCY, TRAFFIC_SOURCES } from '@/domain/shop/model'
import { formatMoney } from '@/lib/format'
import { ecommerceQuery } from './api'
import { InvoicesTable } from './InvoicesTable'
import { METHOD_LABELS, SOURCE_LABELS } from './labels'

/** /dashboards/ecommerce (and /apps/ecommerce/dashboard): Aurora Coffee Roasters' online shop. */
export default function EcommerceDashboardScreen() {
  const query = useQuery(ecommerceQuery())
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>eCommerce</Trans>
      </Heading>
      <QueryContent query={query} loading={<Trans>Loading the figures…</Trans>}>
        {(data) => <EcommerceCards data={data} />}
      </QueryContent>
      <Panel title={<Trans>Invoices</Trans>}>
        <InvoicesTable />
      </Panel>
    </Flex>
  )
}

function EcommerceCards({ data }: { data: EcommerceDashboard }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, SHOP_CURRENCY)
  const compactMoney = (amount: number) => formatMoney(format.locale, amount, SHOP_CURRENCY, { notation: 'compact' })
  const month = (value: string | number) => format.date(`${value}-01`, { month: 'short' })
  const vsLastMonth = <Trans>vs the 30 days before</Trans>
  const target = data.month.target
  const leads = TRAFFIC_SOURCES.map((source) => ({
    label: i18n._(SOURCE_LABELS[source]),
    value: data.leads.bySource[source],
  }))
  const totalProfit = data.months.reduce((sum, entry) => sum + entry.profit, 0)
  const weekTotal = data.weeklyEarnings.reduce((sum, day) => sum + day.earnings, 0)
  const statuses = [
    { id: 'processing', label: t`Being prepared` },
    { id: 'shipped', label: t`Shipped` },
    { id: 'delivered', label: t`Delivered` },
  ] as const
  return (
    <>
      <PanelGrid min="20rem">
        <Panel
          title={<Trans>Congratulations, Aurora Coffee Roasters!</Trans>}
          description={<Trans>Sales this month</Trans>}
        >
          <Text as="p" size="7" weight="bold">
            {money(data.month.sales)}
          </Text>
          <Text as="p" size="2" color="gray" mb="2">
            {target > 0 ? (
              <Trans>
                {format.percent(Math.min(1, data.month.sales / target))} of this month’s target of {money(target)}, from{' '}
                {format.number(data.month.orders)} orders.
              </Trans>
            ) : (
              <Trans>From {format.number(data.month.orders)} orders.</Trans>
            )}
          </Text>
          {target > 0 ? (
            <Progress
              value={Math.min(100, (data.month.sales / target) * 100)}
              aria-label={t`Progress towards this month’s target`}
            />
          ) : null}
        </Panel>
        <PanelGrid min="16rem">
          <StatCard
            label={<Trans>Revenue</Trans>}
            value={money(data.revenue.value)}
            change={data.revenue.change ?? undefined}
            changeLabel={vsLastMonth}
            icon={IconCurrencyEuro}
          />
          <StatCard
            label={<Trans>Orders</Trans>}
            value={format.number(data.orders.value)}
            change={data.orders.change ?? undefined}
            changeLabel={vsLastMonth}
            icon={IconShoppingBag}
          />
          <StatCard
            label={<Trans>Customers</Trans>}
            value={format.number(data.customers.value)}
            change={data.customers.change ?? undefined}
            changeLabel={vsLastMonth}
            icon={IconUsers}
          />
          <StatCard
            label={<Trans>Items sold</Trans>}
            value={format.number(data.itemsSold.value)}
            change={data.itemsSold.change ?? undefined}
            changeLabel={vsLastMonth}
            icon={IconBox}
          />
        </PanelGrid>
        <Panel
          title={<Trans>Generated leads</Trans>}
          description={<Trans>Orders by where the customer came from, last 30 days</Trans>}
        >
          <DonutChart
            title={t`Orders by source`}
            hideTitle
            slices={leads}
            centerLabel={format.number(leads.reduce((sum, slice) => sum + slice.value, 0))}
            height={200}
          />
        </Panel>
      </PanelGrid>

      <PanelGrid min="20rem">
        <Panel title={<Trans>Profit and expenses</Trans>} description={<Trans>Last six months</Trans>}>
          <LineChart
            title={t`Profit and expenses per month`}
            hideTitle
            summary={t`Profit over six months: ${money(totalProfit)}.`}
            data={data.months}
            x="month"
            xLabel={t`Month`}
            formatX={month}
            formatValue={compactMoney}
            series={[
              { key: 'profit', label: t`Profit` },
              { key: 'expenses', label: t`Expenses`, color: 'warning' },
            ]}
            height={220}
          />
        </Panel>

        <Panel title={<Trans>Revenue report</Trans>} description={<Trans>Sales against expenses</Trans>}>
          <BarChart
            title={t`Sales and expenses per month`}
            hideTitle
            data={data.months}
            x="month"
            xLabel={t`Month`}
            formatX={month}
            formatValue={compactMoney}
            series={[
              { key: 'sales', label: t`Sales` },
              { key: 'expenses', label: t`Expenses`, color: 'warning' },
            ]}
            height={220}
          />
        </Panel>

        <Panel title={<Trans>Earning reports</Trans>} description={<Trans>This week: {money(weekTotal)}</Trans>}>
          <BarChart
            title={t`Earnings per day, this week`}
            hideTitle
            data={data.weeklyEarnings}
            x="day"
            xLabel={t`Day`}
            formatX={(day) => format.date(String(day), { weekday: 'short' })}
            formatValue={compactMoney}
            series={[{ key: 'earnings', label: t`Earnings` }]}
            height={220}
          />
        </Panel>

        <Panel title={<Trans>Popular products</Trans>} description={<Trans>Most sold, last 30 days</Trans>}>
          <Flex direction="column" gap="3" asChild>
            <ol style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
              {data.popularProducts.map((product) => (
                <li key={product.id}>
                  <Flex justify="between" gap="2">
                    <Text size="2" weight="medium">
                      <bdi>{product.name}</bdi>
                    </Text>
                    <Text size="2">{money(product.revenue)}</Text>
                  </Flex>
                  <Text size="1" color="gray">
                    <Trans>{format.number(product.sold)} sold</Trans>
                  </Text>
                </li>
              ))}
            </ol>
          </Flex>
        </Panel>

        <Panel title={<Trans>Orders by status</Trans>} description={<Trans>The latest of each</Trans>}>
          <Tabs.Root defaultValue="processing">
            <Tabs.List size="1" aria-label={t`Order status`}>
              {statuses.map((status) => (
                <Tabs.Trigger key={status.id} value={status.id}>
                  {status.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {statuses.map((status) => (
              <Tabs.Content key={status.id} value={status.id}>
                {data.ordersByStatus[status.id].length === 0 ? (
                  <Text as="p" size="2" color="gray" mt="3">
                    <Trans>No order in this state.</Trans>
                  </Text>
                ) : (
                  <Flex direction="column" gap="2" mt="3" asChild>
                    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {data.ordersByStatus[status.id].map((order) => (
                        <li key={order.id}>
                          <Text size="2" weight="medium">
                            <Trans>
                              #{order.number}, <bdi>{order.customer}</bdi>
                            </Trans>
                          </Text>
                          <Text as="p" size="1" color="gray">
                            {new Intl.DisplayNames([format.locale], { type: 'region' }).of(order.country)} ·{' '}
                            {format.date(order.day)}
                          </Text>
                        </li>
                      ))}
                    </ul>
                  </Flex>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Panel>

        <Panel title={<Trans>Transactions</Trans>} description={<Trans>By payment method, last 30 days</Trans>}>
          <Flex direction="column" gap="3" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {PAYMENT_METHODS.map((method) => (
                <li key={method}>
                  <Flex justify="between" gap="2">
                    <Text size="2">{i18n._(METHOD_LABELS[method])}</Text>
                    <Text size="2" weight="medium">
                      {money(data.paymentMethods[method])}
                    </Text>
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
