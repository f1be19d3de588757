import { useLingui } from '@lingui/react/macro'
import { Bar } from 'react-chartjs-2'
import { useFormat } from '@/components/format'
import { ChartJsFrame } from '../ChartJsFrame'

/** The words people comment to trigger an automation: typed by them, so never translated. */
const KEYWORDS = [
  { keyword: 'PRICE', count: 412 },
  { keyword: 'LINK', count: 305 },
  { keyword: 'GIVEAWAY', count: 268 },
  { keyword: 'HOURS', count: 96 },
  { keyword: 'WHOLESALE', count: 41 },
]

export default function ChartJsHorizontalBar() {
  const { t } = useLingui()
  const format = useFormat()
  return (
    <ChartJsFrame
      title={t`Comment keywords that triggered a reply`}
      summary={t`PRICE triggers the most replies, then LINK and GIVEAWAY.`}
      table={{
        columns: [t`Keyword`, t`Replies`],
        rows: KEYWORDS.map((entry) => [entry.keyword, format.number(entry.count)]),
      }}
    >
      {(chart) => {
        const options = chart.options<'bar'>('cartesian')
        return (
          <Bar
            {...chart.canvas}
            // `indexAxis: 'y'` lays the bars down; one dataset needs no legend.
            options={{ ...options, indexAxis: 'y', plugins: { ...options.plugins, legend: { display: false } } }}
            data={{
              labels: KEYWORDS.map((entry) => entry.keyword),
              datasets: [
                {
                  label: t`Replies`,
                  data: KEYWORDS.map((entry) => entry.count),
                  backgroundColor: chart.color('accent'),
                  borderRadius: 4,
                },
              ],
            }}
          />
        )
      }}
    </ChartJsFrame>
  )
}
