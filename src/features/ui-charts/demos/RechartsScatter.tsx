import { useLingui } from '@lingui/react/macro'
import { ScatterChart } from '@/components/charts'
import { useFormat } from '@/components/format'

export default function RechartsScatter() {
  const { t } = useLingui()
  const format = useFormat()
  return (
    <ScatterChart
      title={t`Followers and engagement of coffee accounts`}
      summary={t`Smaller accounts engage more: above 20,000 followers the rate falls under 3%.`}
      xLabel={t`Followers`}
      yLabel={t`Engagement rate`}
      pointLabel={t`Account`}
      // Engagement is a ratio: shown as a percentage in the current language.
      formatValue={(ratio) => format.percent(ratio)}
      series={[
        {
          label: t`Coffee shops`,
          points: [
            { name: '@auroracoffee', x: 12400, y: 0.061 },
            { name: '@northbeanbar', x: 3800, y: 0.082 },
            { name: '@cafe.lumiere', x: 8600, y: 0.054 },
            { name: '@theslowpour', x: 21500, y: 0.033 },
            { name: '@kahwa.house', x: 6100, y: 0.071 },
          ],
        },
        {
          label: t`Roasters`,
          color: 'warning',
          points: [
            { name: '@ridgeroasters', x: 45200, y: 0.024 },
            { name: '@originlab', x: 31800, y: 0.029 },
            { name: '@smallbatchco', x: 9700, y: 0.048 },
            { name: '@ember.roast', x: 58300, y: 0.018 },
          ],
        },
      ]}
    />
  )
}
