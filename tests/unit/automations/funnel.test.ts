import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  automationFunnel,
  FUNNEL_STAGES,
  twoProportionTest,
  type LinkClick,
  type SeenReceipt,
} from '@/domain/automations/funnel'
import type { ActionOutcome, AutomationRun } from '@/domain/automations/runs'
import type { FlowStep } from '@/domain/automations/flow/model'
import { ask, flowOf, link, send, text } from './flow/flowSteps'

const T0 = Date.UTC(2026, 10, 22, 10)

function entry(index: number, fields: Partial<ActionOutcome> & Pick<ActionOutcome, 'kind'>): ActionOutcome {
  return { index, status: 'done', attempts: 0, updatedAt: T0 + index, ...fields }
}

function run(id: string, actions: ActionOutcome[], fields: Partial<AutomationRun> = {}): AutomationRun {
  return {
    id,
    automationId: 'auto-1',
    automationName: 'Menu',
    accountId: 'acc-1',
    eventKind: 'comment',
    eventKey: `event-${id}`,
    contactId: `person-${id}`,
    status: 'sent',
    actions,
    createdAt: T0,
    updatedAt: T0,
    ...fields,
  }
}

const split: FlowStep = {
  id: 'split',
  kind: 'split',
  branches: [
    { id: 'a', label: 'A', weight: 1, next: 'offer-a' },
    { id: 'b', label: 'B', weight: 1, next: 'offer-b' },
  ],
}
const flow = flowOf(
  split,
  send('offer-a', { messages: [text('Our menu', [link('open', 'https://cafe.example/menu')])] }),
  send('offer-b', { messages: [text('See what is new', [link('open-b', 'https://cafe.example/menu')])] }),
  ask('email'),
)

/** A run that took branch `branch` and went as far as `depth` (an index into FUNNEL_STAGES). */
function branchRun(id: string, branch: 'a' | 'b', sent: boolean): AutomationRun {
  return run(id, [
    entry(0, { kind: 'split', stepId: 'split', outcome: branch }),
    ...(sent ? [entry(1, { kind: 'send-dm', stepId: `offer-${branch}` })] : []),
  ])
}

describe('automationFunnel', () => {
  it('counts each stage in distinct runs, a later stage implying the earlier ones', () => {
    const runs = [
      run('r1', [entry(0, { kind: 'private-reply', stepId: 'offer-a' })]),
      run('r2', [
        entry(0, { kind: 'private-reply', stepId: 'offer-a' }),
        entry(1, { kind: 'tap', stepId: 'offer-a', outcome: 'more' }),
      ]),
      run('r3', [entry(0, { kind: 'private-reply', stepId: 'offer-a', status: 'failed' })]),
      run('r4', [
        entry(0, { kind: 'send-dm', stepId: 'offer-a' }),
        entry(1, { kind: 'ask', stepId: 'email', outcome: 'next' }),
      ]),
      run('r5', [
        entry(0, { kind: 'send-dm', stepId: 'offer-a' }),
        entry(1, { kind: 'ask', stepId: 'email', outcome: 'failed' }),
      ]),
    ]
    const seen: SeenReceipt[] = [
      { accountId: 'acc-1', contactId: 'person-r1', at: T0 + 10 },
      // Seen before anything was sent to them: not this message.
      { accountId: 'acc-1', contactId: 'person-r5', at: T0 - 1 },
    ]
    const clicks: LinkClick[] = [{ automationId: 'auto-1', stepId: 'offer-a', runId: 'r2', at: T0 + 20 }]
    const funnel = automationFunnel({ flow, runs, clicks, seen })
    expect(funnel.stages).toEqual({ triggered: 5, sent: 4, opened: 3, tapped: 2, clicked: 2, captured: 1 })
  })

  it('counts entries per step and outcome, in the flow order', () => {
    const runs = [
      run('r1', [
        entry(0, { kind: 'send-dm', stepId: 'offer-a' }),
        entry(1, { kind: 'ask', stepId: 'email', outcome: 'next' }),
      ]),
      run('r2', [
        entry(0, { kind: 'send-dm', stepId: 'offer-a' }),
        entry(1, { kind: 'ask', stepId: 'email', outcome: 'failed' }),
      ]),
      run('r3', [entry(0, { kind: 'ask', stepId: 'email', outcome: 'next' })]),
    ]
    expect(automationFunnel({ flow, runs, clicks: [], seen: [] }).steps).toEqual([
      { stepId: 'offer-a', kind: 'send-dm', entries: 2, outcomes: [] },
      {
        stepId: 'email',
        kind: 'ask',
        entries: 3,
        outcomes: [
          { outcome: 'next', entries: 2 },
          { outcome: 'failed', entries: 1 },
        ],
      },
    ])
  })

  it('counts per post the runs its comments started', () => {
    const runs = [
      run('r1', [entry(0, { kind: 'private-reply' })], { mediaId: 'post-1' }),
      run('r2', [], { mediaId: 'post-1' }),
      run('r3', [entry(0, { kind: 'private-reply' })], { mediaId: 'post-2' }),
      run('r4', [entry(0, { kind: 'send-dm' })], { eventKind: 'message' }),
    ]
    const { posts } = automationFunnel({ flow, runs, clicks: [], seen: [] })
    expect(posts.map(({ mediaId, stages }) => [mediaId, stages.triggered, stages.sent])).toEqual([
      ['post-1', 2, 1],
      ['post-2', 1, 1],
    ])
  })

  it('compares the branches of a split on link clicks after the first message, saying when there are too few', () => {
    const runs = [branchRun('a1', 'a', true), branchRun('a2', 'a', false), branchRun('b1', 'b', true)]
    const clicks: LinkClick[] = [{ automationId: 'auto-1', stepId: 'offer-a', runId: 'a1', at: T0 + 5 }]
    const [comparison] = automationFunnel({ flow, runs, clicks, seen: [] }).splits
    expect(comparison).toEqual({
      stepId: 'split',
      stage: 'clicked',
      branches: [
        { branchId: 'a', label: 'A', reached: 1, converted: 1 },
        { branchId: 'b', label: 'B', reached: 1, converted: 0, verdict: { kind: 'too-small', minimum: 30 } },
      ],
    })
  })

  it('tests the branches once each has enough runs', () => {
    const runs = [
      ...Array.from({ length: 100 }, (_, index) => branchRun(`a${index}`, 'a', true)),
      ...Array.from({ length: 100 }, (_, index) => branchRun(`b${index}`, 'b', true)),
    ]
    const clicks: LinkClick[] = [
      ...Array.from({ length: 50 }, (_, index) => ({
        automationId: 'auto-1',
        stepId: 'offer-a',
        runId: `a${index}`,
        at: T0,
      })),
      ...Array.from({ length: 30 }, (_, index) => ({
        automationId: 'auto-1',
        stepId: 'offer-b',
        runId: `b${index}`,
        at: T0,
      })),
    ]
    const verdict = automationFunnel({ flow, runs, clicks, seen: [] }).splits[0]!.branches[1]!.verdict
    expect(verdict).toMatchObject({ kind: 'tested', significant: true })
  })

  it('never counts more runs at a stage than at the one above it', () => {
    const stageOf = fc.record({
      sent: fc.boolean(),
      seenAfter: fc.integer({ min: -5, max: 5 }),
      tapped: fc.boolean(),
      clicked: fc.boolean(),
      captured: fc.constantFrom('next', 'failed', undefined),
      mediaId: fc.constantFrom('post-1', 'post-2', undefined),
    })
    fc.assert(
      fc.property(fc.array(stageOf, { maxLength: 30 }), (people) => {
        const runs = people.map((person, index) =>
          run(
            `r${index}`,
            [
              ...(person.sent ? [entry(0, { kind: 'send-dm' as const })] : []),
              ...(person.tapped ? [entry(1, { kind: 'tap' as const, outcome: 'menu' })] : []),
              ...(person.captured ? [entry(2, { kind: 'ask' as const, outcome: person.captured })] : []),
            ],
            person.mediaId ? { mediaId: person.mediaId } : {},
          ),
        )
        const seen = people.map((person, index) => ({
          accountId: 'acc-1',
          contactId: `person-r${index}`,
          at: T0 + person.seenAfter,
        }))
        const clicks = people.flatMap((person, index) =>
          person.clicked ? [{ automationId: 'auto-1', stepId: 'offer-a', runId: `r${index}`, at: T0 }] : [],
        )
        const funnel = automationFunnel({ flow, runs, clicks, seen })
        for (const stages of [funnel.stages, ...funnel.posts.map((post) => post.stages)])
          FUNNEL_STAGES.slice(1).forEach((stage, index) =>
            expect(stages[stage]).toBeLessThanOrEqual(stages[FUNNEL_STAGES[index]!]),
          )
        expect(funnel.stages.triggered).toBe(people.length)
      }),
    )
  })
})

describe('twoProportionTest', () => {
  it('matches the textbook values', () => {
    // 50/100 against 30/100: pooled 0.4, z = 0.2 / sqrt(0.4 · 0.6 · 0.02) ≈ 2.887, two-sided p ≈ 0.0039.
    const verdict = twoProportionTest(50, 100, 30, 100)
    expect(verdict.kind).toBe('tested')
    if (verdict.kind !== 'tested') return
    expect(verdict.z).toBeCloseTo(2.8868, 3)
    expect(verdict.pValue).toBeCloseTo(0.00389, 4)
    expect(verdict.significant).toBe(true)
    // 45/100 against 40/100: z ≈ 0.716, p ≈ 0.474, no difference to speak of.
    const close = twoProportionTest(45, 100, 40, 100)
    expect(close).toMatchObject({ kind: 'tested', significant: false })
    if (close.kind === 'tested') expect(close.pValue).toBeCloseTo(0.474, 2)
  })

  it('says the sample is too small under 30 per branch or under five expected', () => {
    expect(twoProportionTest(10, 29, 5, 100)).toEqual({ kind: 'too-small', minimum: 30 })
    expect(twoProportionTest(1, 100, 2, 100)).toEqual({ kind: 'too-small', minimum: 30 })
  })

  it('is symmetric: swapping the branches flips z and keeps the p-value', () => {
    const count = fc.integer({ min: 30, max: 400 })
    fc.assert(
      fc.property(
        count,
        count,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n1, n2, r1, r2) => {
          const x1 = Math.round(n1 * r1)
          const x2 = Math.round(n2 * r2)
          const forward = twoProportionTest(x1, n1, x2, n2)
          const backward = twoProportionTest(x2, n2, x1, n1)
          expect(backward.kind).toBe(forward.kind)
          if (forward.kind !== 'tested' || backward.kind !== 'tested') return
          expect(backward.z).toBeCloseTo(-forward.z, 9)
          expect(backward.pValue).toBeCloseTo(forward.pValue, 9)
          expect(forward.pValue).toBeGreaterThanOrEqual(0)
          expect(forward.pValue).toBeLessThanOrEqual(1)
        },
      ),
    )
  })
})
