import { describe, expect, it } from 'vitest'
import type { DashboardDay } from '@/domain/automations/apiTypes'
import { busiestWeekday, deliveryRate, runsByWeekday, shareOfRuns } from '@/domain/automations/widgets'

const counters = (sent: number, failed = 0, skipped = 0) => ({
  sent,
  'partly-sent': 0,
  queued: 0,
  failed,
  skipped,
})
const day = (date: string, sent: number, failed = 0, skipped = 0): DashboardDay => ({
  day: date,
  ...counters(sent, failed, skipped),
})

describe('card widget figures', () => {
  it('count delivery over the runs that tried to send, not the skipped or queued ones', () => {
    expect(deliveryRate({ sent: 3, 'partly-sent': 0, queued: 5, failed: 1, skipped: 10 })).toBe(0.75)
    expect(deliveryRate(counters(0, 0, 4))).toBeNull()
  })

  it('sum runs per weekday, Monday first, whatever the statuses', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    const days = [day('2026-11-23', 2, 1), day('2026-11-29', 0, 0, 4), day('2026-11-30', 1)]
    expect(runsByWeekday(days)).toEqual([4, 0, 0, 0, 0, 0, 4])
    expect(busiestWeekday(runsByWeekday(days))).toBe(0)
    expect(busiestWeekday([0, 0, 0, 0, 0, 0, 0])).toBeNull()
  })

  it("give an automation's share of all runs", () => {
    expect(shareOfRuns(2, counters(6, 2))).toBe(0.25)
    expect(shareOfRuns(0, counters(0))).toBe(0)
  })
})
