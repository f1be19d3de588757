import { useLingui } from '@lingui/react/macro'
import { Line } from 'react-chartjs-2'
import { useFormat } from '@/components/format'
import { ChartJsFrame } from '../ChartJsFrame'

const MONTHS = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']
const COMMENTS = [820, 910, 1180, 1340, 1610, 1840]
const DMS = [540, 600, 720, 890, 1010, 1215]

export default function ChartJsLine() {
  const { t } = useLingui()
  const format = useFormat()
  const labels = MONTHS.map((month) => format.date(month, { month: 'short' }))
  const series = [
    { label: t`Comment replies`, values: COMMENTS },
    { label: t`DM replies`, values: DMS },
  ]
  return (
    <ChartJsFrame
      title={t`Automated replies per month`}
      summary={t`Replies to comments and to DMs both more than doubled since June.`}
      table={{
        columns: [t`Month`, ...series.map((entry) => entry.label)],
        rows: labels.map((label, index) => [label, ...series.map((entry) => format.number(entry.values[index]!))]),
      }}
    >
      {(chart) => (
        <Line
          {...chart.canvas}
          options={chart.options<'line'>('cartesian')}
          // Colours come from the theme and are rebuilt when it changes.
          data={{
            labels,
            datasets: series.map((entry, index) => ({
              label: entry.label,
              data: entry.values,
              borderColor: chart.color(index),
              backgroundColor: chart.color(index),
              tension: 0.35,
            })),
          }}
        />
      )}
    </ChartJsFrame>
  )
}
