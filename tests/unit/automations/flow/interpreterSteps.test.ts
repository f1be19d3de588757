import { describe, expect, it } from 'vitest'
import { checkAnswer } from '@/domain/automations/flow/checks'
import { resume, start } from '@/domain/automations/flow/interpreter'
import type { FlowCondition, FlowStep, InputKind } from '@/domain/automations/flow/model'
import type { FlowResult } from '@/domain/automations/flow/session'
import { COMMENT, HOUR, NOW, facts, flowOf, inboundAgo, ran, sessionOf, startContext } from './interpreterFixtures'

const tag = (id: string, name: string): FlowStep => ({ id, kind: 'tag', action: 'add', tag: name, next: null })
const tagsOf = (result: FlowResult) =>
  ran(result).effects.flatMap((effect) => (effect.kind === 'tag' ? [effect.tag] : []))

describe('ask steps', () => {
  const ask: FlowStep = {
    id: 'ask',
    kind: 'ask',
    input: 'email',
    question: 'Your email, {{username}}?',
    retryText: 'That is not an email, try again',
    maxAttempts: 2,
    field: 'email',
    timeoutSeconds: 3600,
    next: 'ok',
    failed: 'failed',
    timeout: 'late',
  }
  const flow = flowOf([ask, tag('ok', 'ok'), tag('failed', 'failed'), tag('late', 'late')])
  const open = facts({ contact: inboundAgo(HOUR) })

  it('asks, saves a valid answer into the field and goes on', () => {
    const first = ran(start(flow, startContext(), open))
    expect(first.effects).toEqual([
      expect.objectContaining({ channel: 'message', message: { kind: 'text', text: 'Your email, maria?' } }),
      expect.objectContaining({ kind: 'schedule', at: NOW + HOUR }),
    ])
    const answered = ran(resume(flow, sessionOf(first), { kind: 'reply', key: 'a1', text: ' ana@example.com ' }, open))
    expect(answered.effects).toEqual([
      { kind: 'set-field', stepId: 'ask', field: 'email', value: 'ana@example.com' },
      { kind: 'tag', stepId: 'ok', action: 'add', tag: 'ok' },
    ])
  })

  it('re-asks with the retry text, then takes the failed path after maxAttempts', () => {
    const session = sessionOf(start(flow, startContext(), open))
    const retry = ran(resume(flow, session, { kind: 'reply', key: 'a1', text: 'nope' }, open))
    expect(retry.effects[0]).toMatchObject({ message: { text: 'That is not an email, try again' } })
    const again = sessionOf(retry)
    expect(again.wait).toMatchObject({ kind: 'answer', attempts: 1 })
    expect(tagsOf(resume(flow, again, { kind: 'reply', key: 'a2', text: 'still no' }, open))).toEqual(['failed'])
  })

  it('takes the timeout path when no answer comes, and the failed one when it cannot ask', () => {
    const session = sessionOf(start(flow, startContext(), open))
    const key = session.wait.kind === 'answer' ? session.wait.key : ''
    expect(tagsOf(resume(flow, session, { kind: 'timer', key }, facts({ now: NOW + HOUR })))).toEqual(['late'])
    const closed = ran(start(flow, startContext(), facts()))
    expect(closed.outcomes[0]).toMatchObject({ status: 'skipped', reason: 'outside-24h-window', outcome: 'failed' })
    expect(tagsOf(closed)).toEqual(['failed'])
  })

  it.each<[InputKind, string, string | null]>([
    ['email', 'a@b.co', 'a@b.co'],
    ['email', 'a@b', null],
    ['email', 'a b@c.com', null],
    ['phone', '+33 6 12-34-56-78', '+33612345678'],
    ['phone', '0033 612345678', '+33612345678'],
    ['phone', '0612345678', null],
    ['phone', '+12', null],
    ['number', '12,5', '12.5'],
    ['number', '-3', '-3'],
    ['number', '12 kg', null],
    ['text', '  hello ', 'hello'],
    ['text', '   ', null],
  ])('checks a %s answer: %j', (kind, answer, saved) => {
    expect(checkAnswer(kind, answer)).toBe(saved)
  })
})

describe('conditions', () => {
  const flowWith = (condition: FlowCondition) =>
    flowOf([
      { id: 'c', kind: 'condition', condition, then: 'yes', otherwise: 'no' },
      tag('yes', 'yes'),
      tag('no', 'no'),
    ])

  it('reads tags and fields', () => {
    const contact = { tags: ['vip'], fields: { city: 'São Paulo' } }
    const run = (condition: FlowCondition) => tagsOf(start(flowWith(condition), startContext(), facts({ contact })))
    expect(run({ kind: 'has-tag', tag: 'vip' })).toEqual(['yes'])
    expect(run({ kind: 'has-tag', tag: 'new' })).toEqual(['no'])
    expect(run({ kind: 'field', field: 'city', test: 'equals', value: 'sao paulo' })).toEqual(['yes'])
    expect(run({ kind: 'field', field: 'city', test: 'contains', value: 'paulo' })).toEqual(['yes'])
    expect(run({ kind: 'field', field: 'email', test: 'is-set', value: '' })).toEqual(['no'])
  })

  it('asks the engine to look up whether the person follows the account, then branches on it', () => {
    const flow = flowWith({ kind: 'follows-account' })
    expect(start(flow, startContext(), facts())).toEqual({ kind: 'needs', fact: 'follows' })
    expect(tagsOf(start(flow, startContext(), facts({ follows: true })))).toEqual(['yes'])
    expect(tagsOf(start(flow, startContext(), facts({ follows: false })))).toEqual(['no'])
  })

  it('reads the time of day in the condition’s time zone, spanning midnight when `to` is before `from`', () => {
    // NOW is 09:00 UTC, 06:00 in São Paulo.
    const run = (from: string, to: string, timeZone: string) =>
      tagsOf(start(flowWith({ kind: 'time-of-day', from, to, timeZone } as FlowCondition), startContext(), facts()))
    expect(run('08:00', '12:00', 'UTC')).toEqual(['yes'])
    expect(run('08:00', '12:00', 'America/Sao_Paulo')).toEqual(['no'])
    expect(run('22:00', '07:00', 'America/Sao_Paulo')).toEqual(['yes'])
    expect(run('22:00', '07:00', '')).toEqual(['no'])
  })

  it('knows which post the flow came from', () => {
    const run = (mediaIds: string[], comment = COMMENT) =>
      tagsOf(start(flowWith({ kind: 'from-post', mediaIds }), startContext({ comment }), facts()))
    expect(run(['post-1'])).toEqual(['yes'])
    expect(run(['post-2'])).toEqual(['no'])
    expect(
      tagsOf(
        start(flowWith({ kind: 'from-post', mediaIds: ['post-1'] }), startContext({ comment: undefined }), facts()),
      ),
    ).toEqual(['no'])
  })

  it('sees the tags and fields set earlier in the same flow', () => {
    const flow = flowOf([
      { id: 'f', kind: 'set-field', field: 'plan', value: 'gold {{username}}', next: 'c' },
      {
        id: 'c',
        kind: 'condition',
        condition: { kind: 'field', field: 'plan', test: 'equals', value: 'gold maria' },
        then: 'yes',
        otherwise: 'no',
      },
      tag('yes', 'yes'),
      tag('no', 'no'),
    ])
    const result = ran(start(flow, startContext(), facts()))
    expect(result.effects[0]).toEqual({ kind: 'set-field', stepId: 'f', field: 'plan', value: 'gold maria' })
    expect(tagsOf(result)).toEqual(['yes'])
  })
})

describe('splits, hand-over, other flows and the end', () => {
  it('picks a branch in proportion to its weight', () => {
    const flow = flowOf([
      {
        id: 'split',
        kind: 'split',
        branches: [
          { id: 'A', label: 'A', weight: 1, next: 'a' },
          { id: 'B', label: 'B', weight: 3, next: 'b' },
        ],
      },
      tag('a', 'a'),
      tag('b', 'b'),
    ])
    const pick = (random: number) => tagsOf(start(flow, startContext(), facts({ random: () => random })))
    expect(pick(0)).toEqual(['a'])
    expect(pick(0.24)).toEqual(['a'])
    expect(pick(0.25)).toEqual(['b'])
    expect(pick(0.999)).toEqual(['b'])
  })

  it('hands the thread over, goes to another flow, or ends: the session is over', () => {
    const flow = flowOf([
      { id: 't', kind: 'tag', action: 'remove', tag: 'x', next: 'h' },
      { id: 'h', kind: 'handover', note: 'Call them' },
    ])
    const handed = ran(start(flow, startContext(), facts({ contact: { tags: ['x'], fields: {} } })))
    expect(handed.effects).toEqual([
      { kind: 'tag', stepId: 't', action: 'remove', tag: 'x' },
      { kind: 'handover', stepId: 'h', note: 'Call them' },
    ])
    expect(handed.session).toBeNull()
    const moved = ran(start(flowOf([{ id: 'g', kind: 'goto-flow', automationId: 'auto-2' }]), startContext(), facts()))
    expect(moved.effects).toEqual([{ kind: 'start-flow', stepId: 'g', automationId: 'auto-2' }])
    const ended = ran(start(flowOf([{ id: 'e', kind: 'end' }]), startContext(), facts()))
    expect(ended).toEqual({
      kind: 'ran',
      session: null,
      effects: [],
      outcomes: [{ stepId: 'e', kind: 'end', visit: 1, status: 'done' }],
    })
  })
})
