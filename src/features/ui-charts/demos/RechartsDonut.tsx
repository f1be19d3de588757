import { useLingui } from '@lingui/react/macro'
import { DonutChart } from '@/components/charts'
import { useFormat } from '@/components/format'

export default function RechartsDonut() {
  const { t } = useLingui()
  const format = useFormat()
  const sources = [
    { label: t`Comments`, value: 1840 },
    { label: t`Direct messages`, value: 1215 },
    { label: t`Story replies`, value: 642 },
    { label: t`Story mentions`, value: 388 },
    { label: t`Ads`, value: 205 },
  ]
  const total = sources.reduce((sum, source) => sum + source.value, 0)
  return (
    <DonutChart
      title={t`Where this month’s conversations started`}
      summary={t`Comments start the most conversations, then direct messages and story replies.`}
      slices={sources}
      centerLabel={format.number(total)}
    />
  )
}
