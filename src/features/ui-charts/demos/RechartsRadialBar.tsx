import { useLingui } from '@lingui/react/macro'
import { RadialChart } from '@/components/charts'
import { useFormat } from '@/components/format'

export default function RechartsRadialBar() {
  const { t } = useLingui()
  const format = useFormat()
  return (
    <RadialChart
      title={t`Monthly goals reached`}
      summary={t`86% of messages answered within 5 minutes, 72% of comments answered, 45% of the sales goal.`}
      max={100}
      // Each ring is a percentage of its goal.
      formatValue={(value) => format.percent(value / 100)}
      rings={[
        { label: t`Answered within 5 minutes`, value: 86 },
        { label: t`Comments answered`, value: 72, color: 'info' },
        { label: t`Sales from DMs`, value: 45, color: 'warning' },
      ]}
      centerLabel={format.percent(0.68)}
    />
  )
}
