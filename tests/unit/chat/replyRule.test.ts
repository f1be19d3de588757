import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HUMAN_AGENT_WINDOW_MS, MESSAGING_WINDOW_MS, replyRule, type Sender } from '@/domain/chat/window'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const T = Date.UTC(2026, 10, 22, 10)

describe('who may reply after the 24-hour window, and how', () => {
  it('inside the window anyone replies untagged', () => {
    expect(replyRule(T, T + HOUR, 'automation', false)).toEqual({ allowed: true, tag: null, closesAt: T + DAY })
    expect(replyRule(T, T + DAY, 'person', true)).toEqual({ allowed: true, tag: null, closesAt: T + DAY })
  })

  it('after it a person replies with HUMAN_AGENT until 7 days, then never', () => {
    expect(replyRule(T, T + 2 * DAY, 'person', true)).toEqual({
      allowed: true,
      tag: 'HUMAN_AGENT',
      windowClosedAt: T + DAY,
      closesAt: T + 7 * DAY,
    })
    expect(replyRule(T, T + 7 * DAY, 'person', true)).toMatchObject({ allowed: true, tag: 'HUMAN_AGENT' })
    expect(replyRule(T, T + 7 * DAY + 1, 'person', true)).toEqual({
      allowed: false,
      reason: 'closed-for-good',
      windowClosedAt: T + DAY,
      closedAt: T + 7 * DAY,
    })
  })

  it('an automation or a workspace without Human Agent replies stops at 24 hours', () => {
    expect(replyRule(T, T + 2 * DAY, 'automation', true)).toEqual({
      allowed: false,
      reason: 'expired',
      windowClosedAt: T + DAY,
    })
    expect(replyRule(T, T + 2 * DAY, 'person', false)).toEqual({
      allowed: false,
      reason: 'human-agent-off',
      windowClosedAt: T + DAY,
    })
  })

  it('nobody writes first', () => {
    expect(replyRule(null, T, 'person', true)).toEqual({ allowed: false, reason: 'never-opened' })
  })

  it('HUMAN_AGENT is never on an automated send, never after 7 days, never without the workspace’s consent', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 4e12 }), { nil: null }),
        fc.integer({ min: 0, max: 30 * DAY }),
        fc.constantFrom<Sender>('person', 'automation'),
        fc.boolean(),
        (last, elapsed, sender, enabled) => {
          const now = (last ?? 0) + elapsed
          const rule = replyRule(last, now, sender, enabled)
          if (rule.allowed && rule.tag === 'HUMAN_AGENT') {
            expect(sender).toBe('person')
            expect(enabled).toBe(true)
            expect(now - last!).toBeLessThanOrEqual(HUMAN_AGENT_WINDOW_MS)
            expect(now - last!).toBeGreaterThan(MESSAGING_WINDOW_MS)
          }
          // Nothing goes more than 7 days after the person's last message, tagged or not.
          if (rule.allowed) expect(now - last!).toBeLessThanOrEqual(HUMAN_AGENT_WINDOW_MS)
          // An untagged send is always inside the 24-hour window.
          if (rule.allowed && rule.tag === null) expect(now - last!).toBeLessThanOrEqual(MESSAGING_WINDOW_MS)
        },
      ),
    )
  })
})
