import { describe, expect, it } from 'vitest'
import { automationHold, pausedState, resumedState, type AutomationHoldState } from '@/domain/automations/handover'

const MINUTE = 60_000
/** A person automations answer. */
const running: AutomationHoldState = {}

describe('when automations hold back from a person', () => {
  it('holds for an opt-out before anything else, whatever the pause', () => {
    expect(automationHold({ optedOutAt: 1 }, 10)).toBe('opted-out')
    expect(automationHold({ optedOutAt: 1, automationsPausedAt: 2 }, 10)).toBe('opted-out')
    expect(automationHold(undefined, 10)).toBeUndefined()
    expect(automationHold({}, 10)).toBeUndefined()
  })

  it('holds a pause until its end, or until resumed when it has none', () => {
    const timed = pausedState(running, 0, 30)
    expect(automationHold(timed, 30 * MINUTE - 1)).toBe('automations-paused')
    expect(automationHold(timed, 30 * MINUTE)).toBeUndefined()
    const untilDone = pausedState(running, 0, null)
    expect(automationHold(untilDone, 365 * 24 * 60 * MINUTE)).toBe('automations-paused')
    expect(automationHold(resumedState(untilDone), 1)).toBeUndefined()
  })

  it('never shortens a running pause, and starts a new one once the old has ended', () => {
    const untilDone = pausedState(running, 0, null)
    expect(pausedState(untilDone, MINUTE, 10)).toEqual(untilDone)
    const long = pausedState(running, 0, 120)
    expect(pausedState(long, MINUTE, 10).automationsPausedUntil).toBe(120 * MINUTE)
    expect(pausedState(long, MINUTE, 600).automationsPausedUntil).toBe(601 * MINUTE)
    expect(pausedState(long, MINUTE, null).automationsPausedUntil).toBeUndefined()
    const later = pausedState(long, 200 * MINUTE, 10)
    expect(later).toEqual({ automationsPausedAt: 200 * MINUTE, automationsPausedUntil: 210 * MINUTE })
  })

  it('resuming clears the pause and the hand-over, never an opt-out', () => {
    const state = { optedOutAt: 5, automationsPausedAt: 6, handedOverAt: 6, tags: ['vip'] }
    expect(resumedState(state)).toEqual({ optedOutAt: 5, tags: ['vip'] })
  })
})
