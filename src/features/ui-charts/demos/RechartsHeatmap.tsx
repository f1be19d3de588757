import { useLingui } from '@lingui/react/macro'
import { HeatmapChart } from '@/components/charts'
import { useFormat } from '@/components/format'

/** Replies sent per weekday (rows, Monday first) and two-hour slot (columns, 8:00 to 22:00). */
const REPLIES = [
  [12, 28, 35, 22, 18, 31, 26, 9],
  [14, 30, 38, 25, 20, 34, 29, 11],
  [11, 26, 33, 21, 19, 36, 33, 12],
  [15, 29, 41, 27, 23, 39, 37, 14],
  [17, 34, 46, 31, 29, 52, 58, 24],
  [22, 47, 61, 55, 49, 66, 71, 38],
  [19, 41, 57, 48, 37, 44, 35, 16],
]
const HOURS = [8, 10, 12, 14, 16, 18, 20, 22]
/** 2026-11-16 is a Monday: the week's days, named by the language. */
const WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']

export default function RechartsHeatmap() {
  const { t } = useLingui()
  const format = useFormat()
  return (
    <HeatmapChart
      title={t`Replies by weekday and hour`}
      summary={t`Replies peak on Saturday evenings; early mornings stay quiet all week.`}
      rows={WEEK.map((day) => format.date(day, { weekday: 'short' }))}
      rowLabel={t`Day`}
      columns={HOURS.map((hour) => format.date(Date.UTC(2026, 10, 16, hour), { hour: 'numeric', timeZone: 'UTC' }))}
      values={REPLIES}
    />
  )
}
