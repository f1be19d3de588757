import { describe, expect, it } from 'vitest'
import { pauseMinutes, settingsSchema, settingsValues } from '@/features/team/labels'

const saved = (pauseAutomationsMinutes: number | null) => ({
  id: 'w1',
  name: 'Café Aurora',
  humanAgentEnabled: true,
  pauseAutomationsMinutes,
})

describe('the workspace settings form', () => {
  it('shows a pause in hours when it is whole hours, in minutes otherwise, and saves it back unchanged', () => {
    expect(settingsValues(saved(null))).toMatchObject({ pauseMode: 'untilDone', pauseAmount: undefined })
    expect(settingsValues(saved(120))).toMatchObject({ pauseMode: 'duration', pauseAmount: 2, pauseUnit: 'hours' })
    expect(settingsValues(saved(90))).toMatchObject({ pauseMode: 'duration', pauseAmount: 90, pauseUnit: 'minutes' })
    for (const minutes of [null, 1, 45, 60, 90, 180, 1440])
      expect(pauseMinutes(settingsSchema.parse(settingsValues(saved(minutes))))).toBe(minutes)
  })

  it('keeps a pause to a week at most, as the server does', () => {
    const week = { ...settingsValues(saved(null)), pauseMode: 'duration' as const, pauseUnit: 'hours' as const }
    expect(settingsSchema.safeParse({ ...week, pauseAmount: 168 }).success).toBe(true)
    expect(settingsSchema.safeParse({ ...week, pauseAmount: 169 }).success).toBe(false)
  })

  it('asks how long when automations pause for a set time', () => {
    const values = { ...settingsValues(saved(null)), pauseMode: 'duration' as const }
    const result = settingsSchema.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['pauseAmount'])
  })
})
