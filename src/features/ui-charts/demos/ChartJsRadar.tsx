import { useLingui } from '@lingui/react/macro'
import { Radar } from 'react-chartjs-2'
import { useFormat } from '@/components/format'
import { ChartJsFrame } from '../ChartJsFrame'

export default function ChartJsRadar() {
  const { t } = useLingui()
  const format = useFormat()
  const channels = [t`Comments`, t`Direct messages`, t`Story replies`, t`Story mentions`, t`Ads`]
  // Share of conversations answered within an hour, in percent.
  const series = [
    { label: t`Automations`, values: [97, 94, 91, 88, 95] },
    { label: t`Team`, values: [62, 78, 55, 41, 70] },
  ]
  return (
    <ChartJsFrame
      title={t`Answered within an hour, by channel`}
      summary={t`Automations answer over 88% of every channel within an hour; the team answers 41% to 78%.`}
      table={{
        columns: [t`Channel`, ...series.map((entry) => entry.label)],
        rows: channels.map((channel, index) => [
          channel,
          ...series.map((entry) => format.percent(entry.values[index]! / 100)),
        ]),
      }}
    >
      {(chart) => (
        <Radar
          {...chart.canvas}
          options={chart.options<'radar'>('radial')}
          data={{
            labels: channels,
            datasets: series.map((entry, index) => ({
              label: entry.label,
              data: entry.values,
              borderColor: chart.color(index),
              backgroundColor: chart.color(index, 0.2),
              pointBackgroundColor: chart.color(index),
            })),
          }}
        />
      )}
    </ChartJsFrame>
  )
}
