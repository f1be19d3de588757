import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MESSAGING_WINDOW_MS, messagingWindow } from '@/domain/chat/window'

const HOUR = 3_600_000
const T = Date.UTC(2026, 10, 22, 10)

describe('the 24-hour messaging window', () => {
  it('is open until 24 hours after the person last wrote, then closed since that moment', () => {
    expect(messagingWindow(T, T + 23 * HOUR)).toEqual({ open: true, closesAt: T + 24 * HOUR })
    expect(messagingWindow(T, T + 24 * HOUR)).toEqual({ open: true, closesAt: T + 24 * HOUR })
    expect(messagingWindow(T, T + 24 * HOUR + 1)).toEqual({ open: false, reason: 'expired', closedAt: T + 24 * HOUR })
  })

  it('never opened when the person never wrote', () => {
    expect(messagingWindow(null, T)).toEqual({ open: false, reason: 'never-opened' })
  })

  it('is open exactly when no more than 24 hours passed, and names the same closing instant either way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 5 * 24 * HOUR }), (last, elapsed) => {
        const window = messagingWindow(last, last + elapsed)
        expect(window.open).toBe(elapsed <= MESSAGING_WINDOW_MS)
        const closing = window.open ? window.closesAt : window.reason === 'expired' ? window.closedAt : null
        expect(closing).toBe(last + MESSAGING_WINDOW_MS)
      }),
    )
  })

  it('a later message from the person never closes a window that was open', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 48 * HOUR }),
        fc.integer({ min: 0, max: 48 * HOUR }),
        (first, later, elapsed) => {
          const now = first + later + elapsed
          if (messagingWindow(first, now).open) expect(messagingWindow(first + later, now).open).toBe(true)
        },
      ),
    )
  })
})
