import type { DashboardDay } from './apiTypes'

export interface WeekOverWeek {
  /** The sum over the last seven days (today included). */
  current: number
  /** The sum over the seven days before those. */
  previous: number
  /**
   * The change as a ratio (0.25 for +25 %); null when the earlier week had nothing, where a
   * percentage would be infinite or meaningless, and when fewer than fourteen days are known.
   */
  change: number | null
}

const WEEK = 7

/**
 * This week against the one before, from the dashboard's days (oldest first, one per day, as
 * `GET /api/automations/dashboard` sends them). `pick` chooses the figure: a status's runs, or
 * their sum.
 */
export function weekOverWeek(days: readonly DashboardDay[], pick: (day: DashboardDay) => number): WeekOverWeek {
  const sum = (slice: readonly DashboardDay[]) => slice.reduce((total, day) => total + pick(day), 0)
  const current = sum(days.slice(-WEEK))
  if (days.length < 2 * WEEK) return { current, previous: 0, change: null }
  const previous = sum(days.slice(-2 * WEEK, -WEEK))
  return { current, previous, change: previous === 0 ? null : (current - previous) / previous }
}
