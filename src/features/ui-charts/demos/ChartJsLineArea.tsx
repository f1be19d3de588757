import { useLingui } from '@lingui/react/macro'
import { Line } from 'react-chartjs-2'
import { useFormat } from '@/components/format'
import { ChartJsFrame } from '../ChartJsFrame'

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']
const VIEWS = [1240, 1380, 1190, 1610, 2230, 2870, 2410]
const CLICKS = [86, 102, 79, 131, 188, 246, 197]

export default function ChartJsLineArea() {
  const { t } = useLingui()
  const format = useFormat()
  const labels = DAYS.map((day) => format.date(day, { weekday: 'short' }))
  const series = [
    { label: t`Story views`, values: VIEWS },
    { label: t`Link clicks`, values: CLICKS },
  ]
  return (
    <ChartJsFrame
      title={t`Story views and link clicks this week`}
      summary={t`Story views and link clicks both peak on Saturday.`}
      table={{
        columns: [t`Day`, ...series.map((entry) => entry.label)],
        rows: labels.map((label, index) => [label, ...series.map((entry) => format.number(entry.values[index]!))]),
      }}
    >
      {(chart) => (
        <Line
          {...chart.canvas}
          options={chart.options<'line'>('cartesian')}
          data={{
            labels,
            datasets: series.map((entry, index) => ({
              label: entry.label,
              data: entry.values,
              // `fill: 'origin'` (the Filler plugin) shades the area under each line.
              fill: 'origin',
              borderColor: chart.color(index),
              backgroundColor: chart.color(index, 0.2),
              tension: 0.35,
            })),
          }}
        />
      )}
    </ChartJsFrame>
  )
}
