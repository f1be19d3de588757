import { useLingui } from '@lingui/react/macro'
import { PolarArea } from 'react-chartjs-2'
import { useFormat } from '@/components/format'
import { ChartJsFrame } from '../ChartJsFrame'

export default function ChartJsPolarArea() {
  const { t } = useLingui()
  const format = useFormat()
  const topics = [
    { label: t`Prices`, count: 412 },
    { label: t`Opening hours`, count: 268 },
    { label: t`Orders and delivery`, count: 231 },
    { label: t`Wholesale`, count: 97 },
    { label: t`Giveaways`, count: 156 },
  ]
  return (
    <ChartJsFrame
      title={t`What customers ask about`}
      summary={t`Prices come first, ahead of opening hours and orders.`}
      table={{
        columns: [t`Topic`, t`Conversations`],
        rows: topics.map((topic) => [topic.label, format.number(topic.count)]),
      }}
    >
      {(chart) => (
        <PolarArea
          {...chart.canvas}
          options={chart.options<'polarArea'>('radial')}
          data={{
            labels: topics.map((topic) => topic.label),
            datasets: [
              {
                label: t`Conversations`,
                data: topics.map((topic) => topic.count),
                // One colour per slice, see-through so the rings behind stay visible.
                backgroundColor: topics.map((_, index) => chart.color(index, 0.7)),
                borderColor: chart.palette.panel,
              },
            ],
          }}
        />
      )}
    </ChartJsFrame>
  )
}
