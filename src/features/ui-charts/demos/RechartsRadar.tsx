import { useLingui } from '@lingui/react/macro'
import { RadarChart } from '@/components/charts'

export default function RechartsRadar() {
  const { t } = useLingui()
  // Scores out of 100, against the average of coffee shops with a similar audience.
  const skills = [
    { skill: t`Reach`, aurora: 62, average: 70 },
    { skill: t`Engagement`, aurora: 84, average: 61 },
    { skill: t`Response time`, aurora: 93, average: 48 },
    { skill: t`Conversion`, aurora: 57, average: 52 },
    { skill: t`Consistency`, aurora: 76, average: 66 },
    { skill: t`Community`, aurora: 81, average: 58 },
  ]
  return (
    <RadarChart
      title={t`Account skills compared with similar coffee shops`}
      summary={t`@auroracoffee answers far faster than average and engages more, but reaches fewer people.`}
      data={skills}
      axis="skill"
      axisLabel={t`Skill`}
      series={[
        { key: 'aurora', label: '@auroracoffee' },
        { key: 'average', label: t`Similar coffee shops`, color: 'gray' },
      ]}
    />
  )
}
