import { useLingui } from '@lingui/react/macro'
import { AreaChart } from '@/components/charts'
import { useFormat } from '@/components/format'

/** Two weeks of comments on the account's posts and the replies the automations sent to them. */
const DAYS = [
  { day: '2026-11-09', comments: 42, replies: 31 },
  { day: '2026-11-10', comments: 58, replies: 44 },
  { day: '2026-11-11', comments: 51, replies: 45 },
  { day: '2026-11-12', comments: 76, replies: 63 },
  { day: '2026-11-13', comments: 94, replies: 82 },
  { day: '2026-11-14', comments: 128, replies: 117 },
  { day: '2026-11-15', comments: 112, replies: 104 },
  { day: '2026-11-16', comments: 67, replies: 61 },
  { day: '2026-11-17', comments: 73, replies: 70 },
  { day: '2026-11-18', comments: 81, replies: 77 },
  { day: '2026-11-19', comments: 99, replies: 95 },
  { day: '2026-11-20', comments: 143, replies: 138 },
  { day: '2026-11-21', comments: 156, replies: 150 },
  { day: '2026-11-22', comments: 109, replies: 106 },
]

export default function RechartsArea() {
  const { t } = useLingui()
  const format = useFormat()
  return (
    <AreaChart
      title={t`Comments and replies per day`}
      summary={t`Comments peak at the weekend; replies follow them closer each week.`}
      data={DAYS}
      x="day"
      xLabel={t`Day`}
      // Days are calendar dates: the kit formats them in the current language.
      formatX={(day) => format.date(String(day), { day: 'numeric', month: 'short' })}
      series={[
        { key: 'comments', label: t`Comments`, color: 'info' },
        { key: 'replies', label: t`Replies sent`, color: 'accent' },
      ]}
    />
  )
}
