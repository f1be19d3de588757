import { useLingui } from '@lingui/react/macro'
import { BarChart } from '@/components/charts'

export default function RechartsBar() {
  const { t } = useLingui()
  // The automations' names are what the person typed: shown as they are.
  const automations = [
    { name: t`Price in DM`, thisWeek: 412, lastWeek: 356 },
    { name: t`Giveaway entry`, thisWeek: 268, lastWeek: 301 },
    { name: t`Story mention thanks`, thisWeek: 187, lastWeek: 142 },
    { name: t`Opening hours`, thisWeek: 96, lastWeek: 88 },
    { name: t`Wholesale enquiry`, thisWeek: 41, lastWeek: 29 },
  ]
  return (
    <BarChart
      title={t`Replies per automation`}
      summary={t`“Price in DM” sends the most replies; only “Giveaway entry” sent fewer than last week.`}
      data={automations}
      x="name"
      xLabel={t`Automation`}
      series={[
        { key: 'thisWeek', label: t`This week` },
        { key: 'lastWeek', label: t`Last week`, color: 'gray' },
      ]}
    />
  )
}
