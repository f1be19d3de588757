import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { IconAlertTriangle, IconClock, IconRoute, IconTruck } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { BarChart, DonutChart, LineChart } from '@/components/charts'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Panel, PanelGrid } from '@/components/panel'
import { StatCard } from '@/components/stat-card'
import type { LogisticsDashboard } from '@/domain/shop/apiTypes'
import { VEHICLE_STATES } from '@/domain/shop/model'
import { logisticsQuery } from './api'
import { STATE_LABELS } from './labels'
import { VehiclesTable } from './VehiclesTable'

/**
 * The logistics dashboard: Aurora Coffee Roasters' delivery vans. It names no route of its own,
 * so /dashboards/logistics and /apps/logistics/dashboard show the same screen.
 */
export default function LogisticsDashboardScreen() {
  const query = useQuery(logisticsQuery())
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Logistics</Trans>
      </Heading>
      <QueryContent query={query} loading={<Trans>Loading the figures…</Trans>}>
        {(data) => <LogisticsCards data={data} />}
      </QueryContent>
      <Panel title={<Trans>Vehicles on the road</Trans>}>
        <VehiclesTable />
      </Panel>
    </Flex>
  )
}

function LogisticsCards({ data }: { data: LogisticsDashboard }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const ofFleet = <Trans>of {format.number(data.total)} vehicles</Trans>
  const exceptions = [
    { label: t`Damaged goods`, value: data.exceptions.damaged },
    { label: t`Lost parcels`, value: data.exceptions.lost, color: 'danger' as const },
    { label: t`Wrong address`, value: data.exceptions.address, color: 'warning' as const },
    { label: t`Refused at the door`, value: data.exceptions.refused, color: 'gray' as const },
  ]
  const region = (code: string | number) =>
    new Intl.DisplayNames([format.locale], { type: 'region' }).of(String(code)) ?? String(code)
  return (
    <>
      <PanelGrid min="13rem">
        <StatCard
          label={<Trans>On the way</Trans>}
          value={format.number(data.onRoute)}
          footer={ofFleet}
          icon={IconTruck}
        />
        <StatCard
          label={<Trans>With warnings</Trans>}
          value={format.number(data.withErrors)}
          footer={ofFleet}
          icon={IconAlertTriangle}
          tone="warning"
        />
        <StatCard
          label={<Trans>Off their route</Trans>}
          value={format.number(data.deviated)}
          footer={ofFleet}
          icon={IconRoute}
          tone="danger"
        />
        <StatCard
          label={<Trans>Running late</Trans>}
          value={format.number(data.late)}
          footer={ofFleet}
          icon={IconClock}
          tone="info"
        />
      </PanelGrid>

      <PanelGrid min="20rem">
        <Panel title={<Trans>Vehicles overview</Trans>} description={<Trans>What the fleet is doing now</Trans>}>
          <BarChart
            title={t`Vehicles by state`}
            hideTitle
            data={VEHICLE_STATES.map((state) => ({
              state: i18n._(STATE_LABELS[state]),
              vehicles: data.byState[state],
            }))}
            x="state"
            xLabel={t`State`}
            series={[{ key: 'vehicles', label: t`Vehicles` }]}
            horizontal
            height={200}
          />
        </Panel>

        <Panel title={<Trans>Shipment statistics</Trans>} description={<Trans>Last three months</Trans>}>
          <LineChart
            title={t`Shipments and on-time deliveries per month`}
            hideTitle
            data={data.months}
            x="month"
            xLabel={t`Month`}
            formatX={(month) => format.date(`${month}-01`, { month: 'long' })}
            series={[
              { key: 'shipments', label: t`Shipments` },
              { key: 'deliveredOnTime', label: t`Delivered on time`, color: 'success' },
            ]}
            height={220}
          />
        </Panel>

        <Panel title={<Trans>Delivery performance</Trans>} description={<Trans>Last 30 days</Trans>}>
          <dl style={{ margin: 0 }}>
            {[
              { label: t`Shipments`, value: format.number(data.performance.shipments) },
              { label: t`Delivered on time`, value: format.number(data.performance.deliveredOnTime) },
              { label: t`On-time rate`, value: format.percent(data.performance.onTimeShare) },
              { label: t`Exceptions`, value: format.number(data.performance.exceptions) },
            ].map((row) => (
              <Flex key={row.label} justify="between" gap="3" py="1">
                <Text size="2" color="gray" asChild>
                  <dt>{row.label}</dt>
                </Text>
                <Text size="2" weight="medium" asChild>
                  <dd style={{ margin: 0 }}>{row.value}</dd>
                </Text>
              </Flex>
            ))}
          </dl>
        </Panel>

        <Panel title={<Trans>Delivery exceptions</Trans>} description={<Trans>Last 30 days</Trans>}>
          <DonutChart
            title={t`Delivery exceptions by kind`}
            hideTitle
            slices={exceptions}
            centerLabel={format.number(data.performance.exceptions)}
            height={220}
          />
        </Panel>

        <Panel title={<Trans>Orders by country</Trans>} description={<Trans>Last 30 days</Trans>}>
          <BarChart
            title={t`Orders by country`}
            hideTitle
            data={data.countries}
            x="country"
            xLabel={t`Country`}
            formatX={region}
            series={[{ key: 'orders', label: t`Orders` }]}
            horizontal
            height={220}
          />
        </Panel>
      </PanelGrid>
    </>
  )
}
