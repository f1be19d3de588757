import type { DashboardDay } from './apiTypes'
import { RUN_STATUSES } from './runs'
import type { RunCounters } from './runStatus'

/**
 * Figures of the card widgets (`/pages/cards/card-widgets`), derived from the dashboard's own
 * counts so they always agree with it.
 */

/**
 * Of the runs that tried to send (sent, partly sent, failed), the share that fully reached
 * Instagram. Skipped and queued runs tried nothing yet: they do not count. Null when none tried.
 */
export function deliveryRate(totals: RunCounters): number | null {
  const tried = totals.sent + totals['partly-sent'] + totals.failed
  return tried === 0 ? null : totals.sent / tried
}

/** ISO weekdays, Monday (0) to Sunday (6). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const

/** Runs of every status per weekday (Monday first), over the dashboard's days (UTC dates). */
export function runsByWeekday(days: readonly DashboardDay[]): number[] {
  const totals = WEEKDAYS.map(() => 0)
  for (const day of days) {
    const weekday = (new Date(`${day.day}T00:00:00Z`).getUTCDay() + 6) % 7
    totals[weekday]! += RUN_STATUSES.reduce((sum, status) => sum + day[status], 0)
  }
  return totals
}

/** The weekday with the most runs (the first of equals), or null when there were none. */
export function busiestWeekday(byWeekday: readonly number[]): number | null {
  const most = Math.max(...byWeekday)
  return most > 0 ? byWeekday.indexOf(most) : null
}

/** Each top automation's share of all runs over the period (0 when there were none). */
export function shareOfRuns(total: number, totals: RunCounters): number {
  const all = RUN_STATUSES.reduce((sum, status) => sum + totals[status], 0)
  return all === 0 ? 0 : total / all
}
