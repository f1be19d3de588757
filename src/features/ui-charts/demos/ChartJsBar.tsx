import { useLingui } from '@lingui/react/macro'
import { Bar } from 'react-chartjs-2'
import { useFormat } from '@/components/format'
import { ChartJsFrame } from '../ChartJsFrame'

const WEEKS = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']
const FOLLOWED = [148, 176, 203, 241]
const UNFOLLOWED = [41, 38, 52, 47]

export default function ChartJsBar() {
  const { t } = useLingui()
  const format = useFormat()
  const labels = WEEKS.map((week) => format.date(week, { day: 'numeric', month: 'short' }))
  const series = [
    { label: t`New followers`, values: FOLLOWED, color: 'accent' as const },
    { label: t`Unfollows`, values: UNFOLLOWED, color: 'danger' as const },
  ]
  return (
    <ChartJsFrame
      title={t`Followers gained and lost per week`}
      summary={t`New followers grew every week while unfollows stayed between 38 and 52.`}
      table={{
        columns: [t`Week of`, ...series.map((entry) => entry.label)],
        rows: labels.map((label, index) => [label, ...series.map((entry) => format.number(entry.values[index]!))]),
      }}
    >
      {(chart) => (
        <Bar
          {...chart.canvas}
          options={chart.options<'bar'>('cartesian')}
          data={{
            labels,
            datasets: series.map((entry) => ({
              label: entry.label,
              data: entry.values,
              // Unfollows keep the danger colour whatever primary colour the person chose.
              backgroundColor: chart.color(entry.color),
              borderRadius: 4,
            })),
          }}
        />
      )}
    </ChartJsFrame>
  )
}
