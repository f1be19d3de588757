import { useLingui } from '@lingui/react/macro'
import { Scatter } from 'react-chartjs-2'
import { useFormat } from '@/components/format'
import { ChartJsFrame } from '../ChartJsFrame'

/** Conversations that ended in an order: minutes until the first reply, and the order's amount in euros. */
const ORDERS = {
  automated: [
    { minutes: 0.2, amount: 38 },
    { minutes: 0.5, amount: 52 },
    { minutes: 0.3, amount: 24 },
    { minutes: 1, amount: 61 },
    { minutes: 0.8, amount: 45 },
    { minutes: 0.4, amount: 33 },
  ],
  team: [
    { minutes: 12, amount: 42 },
    { minutes: 35, amount: 28 },
    { minutes: 8, amount: 74 },
    { minutes: 52, amount: 19 },
    { minutes: 21, amount: 36 },
    { minutes: 44, amount: 22 },
  ],
}

export default function ChartJsScatter() {
  const { t } = useLingui()
  const format = useFormat()
  const series = [
    { label: t`Answered by an automation`, orders: ORDERS.automated },
    { label: t`Answered by the team`, orders: ORDERS.team },
  ]
  return (
    <ChartJsFrame
      title={t`Reply time and order amount`}
      summary={t`The later the first reply, the smaller the order tends to be.`}
      table={{
        columns: [t`Answered by`, t`Minutes to first reply`, t`Order amount`],
        rows: series.flatMap((entry) =>
          entry.orders.map((order) => [entry.label, format.number(order.minutes), format.money(order.amount, 'EUR')]),
        ),
      }}
    >
      {(chart) => (
        <Scatter
          {...chart.canvas}
          options={chart.options<'scatter'>('cartesian', { x: t`Minutes to first reply`, y: t`Order amount (€)` })}
          data={{
            datasets: series.map((entry, index) => ({
              label: entry.label,
              data: entry.orders.map((order) => ({ x: order.minutes, y: order.amount })),
              backgroundColor: chart.color(index),
              pointRadius: 5,
            })),
          }}
        />
      )}
    </ChartJsFrame>
  )
}
