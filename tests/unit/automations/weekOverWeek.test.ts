import { describe, expect, it } from 'vitest'
import type { DashboardDay } from '@/domain/automations/apiTypes'
import { emptyCounters } from '@/domain/automations/runStatus'
import { weekOverWeek } from '@/domain/automations/weekOverWeek'

/** Fourteen days (oldest first) whose sent runs are the given figures. */
function days(sent: number[]): DashboardDay[] {
  return sent.map((count, index) => ({
    ...emptyCounters(),
    sent: count,
    failed: 1,
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  }))
}

describe('week over week, from the dashboard days', () => {
  it('compares the last seven days with the seven before', () => {
    const result = weekOverWeek(days([1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3, 3, 2]), (day) => day.sent)
    expect(result).toEqual({ current: 20, previous: 8, change: 1.5 })
  })

  it('reports a fall as a negative ratio and sums what `pick` chooses', () => {
    const fourteen = days([4, 4, 4, 4, 4, 4, 4, 2, 2, 2, 2, 2, 2, 2])
    expect(weekOverWeek(fourteen, (day) => day.sent).change).toBe(-0.5)
    // Every day has one failed run: the same count both weeks.
    expect(weekOverWeek(fourteen, (day) => day.sent + day.failed)).toEqual({ current: 21, previous: 35, change: -0.4 })
  })

  it('gives no percentage when the earlier week had nothing', () => {
    const result = weekOverWeek(days([0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 1]), (day) => day.sent)
    expect(result).toEqual({ current: 6, previous: 0, change: null })
  })

  it('gives no percentage when fewer than fourteen days are known, and counts what there is', () => {
    expect(weekOverWeek(days([2, 3, 4]), (day) => day.sent)).toEqual({ current: 9, previous: 0, change: null })
    expect(weekOverWeek([], (day) => day.sent)).toEqual({ current: 0, previous: 0, change: null })
  })
})
