import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { BarChart, DonutChart, type ChartColor } from '@/components/charts'
import { useFormat } from '@/components/format'
import type { DashboardResponse } from '@/domain/automations/apiTypes'
import { EVENT_KIND_LABELS, RUN_STATUS_LABELS } from '@/domain/automations/messages'
import { RUN_STATUSES, type RunStatus } from '@/domain/automations/runs'
import type { InstagramEventKind } from '@/domain/instagram/events'

/** A run status's colour in charts: the same meanings as its badge (RUN_STATUS_FILLS). */
const STATUS_CHART_COLORS: Record<RunStatus, ChartColor> = {
  sent: 'success',
  'partly-sent': 'warning',
  queued: 'info',
  failed: 'danger',
  skipped: 'gray',
}

const statusSeries = (i18n: ReturnType<typeof useLingui>['i18n']) =>
  RUN_STATUSES.map((status) => ({
    key: status,
    label: i18n._(RUN_STATUS_LABELS[status]),
    color: STATUS_CHART_COLORS[status],
  }))

/** Runs per day over the dashboard's two weeks, stacked by status. */
export function RunsPerDayChart({ days }: { days: DashboardResponse['days'] }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const totals = days.map((day) => RUN_STATUSES.reduce((sum, status) => sum + day[status], 0))
  const total = totals.reduce((sum, count) => sum + count, 0)
  const busiest = Math.max(0, ...totals)
  return (
    <BarChart
      title={t`Runs per day, last 14 days`}
      hideTitle
      summary={t`${plural(total, { one: '# run over the last 14 days', other: '# runs over the last 14 days' })}, at most ${format.number(busiest)} in a day.`}
      data={days.map((day) => ({ ...day }))}
      x="day"
      xLabel={t`Day`}
      formatX={(day) => format.date(String(day), { day: 'numeric', month: 'short' })}
      series={statusSeries(i18n)}
      stacked
      height={260}
    />
  )
}

/** What the workspace's accounts received, by kind of event. */
export function EventsByKindChart({ counts }: { counts: DashboardResponse['eventsByKind'] }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const entries = (Object.entries(counts) as [InstagramEventKind, number][]).filter(([, count]) => count > 0)
  const total = entries.reduce((sum, [, count]) => sum + count, 0)
  const sorted = entries.sort((a, b) => b[1] - a[1])
  const top = sorted[0]
  return (
    <DonutChart
      title={t`Events by kind`}
      hideTitle
      summary={
        top
          ? t`${plural(total, { one: '# event received', other: '# events received' })}; the most frequent: ${i18n._(EVENT_KIND_LABELS[top[0]])} (${format.number(top[1])}).`
          : undefined
      }
      slices={sorted.map(([kind, count]) => ({ label: i18n._(EVENT_KIND_LABELS[kind]), value: count }))}
      centerLabel={format.number(total)}
      height={240}
    />
  )
}

/** The busiest automations, their runs by status. */
export function TopAutomationsChart({ top }: { top: DashboardResponse['top'] }) {
  const { t, i18n } = useLingui()
  const first = top[0]
  return (
    <BarChart
      title={t`Top automations`}
      hideTitle
      summary={
        first ? t`${first.name} ran most: ${plural(first.total, { one: '# run', other: '# runs' })}.` : undefined
      }
      data={top.map((entry) => ({ name: entry.name, ...entry.counters }))}
      x="name"
      xLabel={t`Automation`}
      series={statusSeries(i18n)}
      stacked
      horizontal
      height={Math.max(160, top.length * 48)}
    />
  )
}
