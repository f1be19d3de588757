import { useLingui } from '@lingui/react/macro'
import { LineChart } from '@/components/charts'
import { useFormat } from '@/components/format'

/** A week of direct messages: those received, and those an automation answered without a person. */
const WEEK = [
  { day: '2026-11-16', received: 64, automated: 51 },
  { day: '2026-11-17', received: 71, automated: 60 },
  { day: '2026-11-18', received: 58, automated: 49 },
  { day: '2026-11-19', received: 83, automated: 72 },
  { day: '2026-11-20', received: 119, automated: 101 },
  { day: '2026-11-21', received: 146, automated: 128 },
  { day: '2026-11-22', received: 97, automated: 88 },
]

export default function RechartsLine() {
  const { t } = useLingui()
  const format = useFormat()
  return (
    <LineChart
      title={t`Direct messages this week`}
      summary={t`Messages doubled from Wednesday to Saturday; automations answered most of them.`}
      data={WEEK}
      x="day"
      xLabel={t`Day`}
      formatX={(day) => format.date(String(day), { weekday: 'short' })}
      series={[
        { key: 'received', label: t`Received`, color: 'info' },
        { key: 'automated', label: t`Answered by an automation`, color: 'accent' },
      ]}
    />
  )
}
