import { describe, expect, it } from 'vitest'
import { conditionHolds, type ConditionFacts } from '@/domain/automations/flow/checks'
import type { FlowContact, SegmentRule } from '@/domain/automations/flow/session'

const customers: SegmentRule = {
  id: 'segment-customers',
  conditions: [
    { kind: 'tag', tag: 'customer', has: true },
    { kind: 'opted-out', optedOut: false },
  ],
}
const fromAds: SegmentRule = { id: 'segment-ads', conditions: [{ kind: 'source', source: 'ad' }] }

const factsFor = (
  contact: Partial<FlowContact>,
  segments: readonly SegmentRule[] = [customers, fromAds],
): ConditionFacts => ({
  now: Date.UTC(2026, 0, 5, 12),
  timeZone: 'UTC',
  contact: { tags: [], fields: {}, ...contact },
  segments,
})

describe('the in-segment condition', () => {
  it('holds for a person the segment takes in', () => {
    expect(
      conditionHolds({ kind: 'in-segment', segmentId: 'segment-customers' }, factsFor({ tags: ['customer'] })),
    ).toBe(true)
    expect(conditionHolds({ kind: 'in-segment', segmentId: 'segment-ads' }, factsFor({ source: 'ad' }))).toBe(true)
  })

  it('does not hold for a person the segment leaves out', () => {
    expect(conditionHolds({ kind: 'in-segment', segmentId: 'segment-customers' }, factsFor({ tags: ['lead'] }))).toBe(
      false,
    )
    expect(
      conditionHolds(
        { kind: 'in-segment', segmentId: 'segment-customers' },
        factsFor({ tags: ['customer'], optedOut: true }),
      ),
    ).toBe(false)
    expect(conditionHolds({ kind: 'in-segment', segmentId: 'segment-ads' }, factsFor({}))).toBe(false)
  })

  it('does not hold when the segment was deleted or none are known', () => {
    const contact = { tags: ['customer'] }
    expect(conditionHolds({ kind: 'in-segment', segmentId: 'segment-gone' }, factsFor(contact))).toBe(false)
    expect(conditionHolds({ kind: 'in-segment', segmentId: 'segment-customers' }, factsFor(contact, []))).toBe(false)
    const { segments: _none, ...withoutSegments } = factsFor(contact)
    expect(conditionHolds({ kind: 'in-segment', segmentId: 'segment-customers' }, withoutSegments)).toBe(false)
  })
})
