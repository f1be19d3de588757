import { describe, expect, it } from 'vitest'
import { flowPaths } from '@/domain/automations/flow/paths'
import {
  ask,
  button,
  commentTrigger,
  condition,
  dmTrigger,
  flowOf,
  send,
  tag,
  text,
  wait,
  waitReply,
} from './flowSteps'

const walk = (path: { steps: { stepId: string; choice: { kind: string; label: string } | null }[] }) =>
  path.steps.map((step) => (step.choice ? `${step.stepId}:${step.choice.kind}` : step.stepId))

describe('test mode paths', () => {
  it('lists the menu flow: tap, check follow, send the link or ask again once', () => {
    const flow = flowOf(
      send('dm', { channel: 'private-reply', messages: [text('Here is the menu', [button('see', 'check')])] }),
      condition('check', 'link', 'follow'),
      send('link', { next: 'tagged' }),
      tag('tagged', null),
      send('follow', { messages: [text('Follow us first', [button('done', 'check', 'Done')])] }),
    )
    const { paths, cut } = flowPaths(commentTrigger, flow)
    expect(cut).toBe(false)
    expect(paths.map((path) => [walk(path).join(' > '), path.ending])).toEqual(
      expect.arrayContaining([
        ['dm:next', 'end'],
        ['dm:button > check:condition-true > link:next > tagged:next', 'end'],
        ['dm:button > check:condition-false > follow:next', 'end'],
        ['dm:button > check:condition-false > follow:button > check:condition-true > link:next > tagged:next', 'end'],
        ['dm:button > check:condition-false > follow:button > check:condition-false > follow:next', 'end'],
        ['dm:button > check:condition-false > follow:button > check:condition-false > follow:button', 'loop'],
      ]),
    )
    expect(paths).toHaveLength(6)
  })

  it('says a DM right after the private reply would be skipped, and a reply opens the window', () => {
    const flow = flowOf(
      send('opening', { channel: 'private-reply', next: 'too-soon' }),
      send('too-soon', { next: 'listen' }),
      waitReply('listen', { otherwise: 'after-reply', timeout: 'after-silence' }),
      send('after-reply'),
      send('after-silence'),
    )
    const { paths } = flowPaths(commentTrigger, flow)
    const skips = (path: (typeof paths)[number]) => path.steps.map((step) => `${step.stepId}:${step.skip ?? 'sent'}`)
    expect(paths.map(skips)).toEqual(
      expect.arrayContaining([
        ['opening:sent', 'too-soon:outside-24h-window', 'listen:sent', 'after-reply:sent'],
        ['opening:sent', 'too-soon:outside-24h-window', 'listen:sent', 'after-silence:outside-24h-window'],
      ]),
    )
    const dmPaths = flowPaths(dmTrigger, flow).paths
    expect(dmPaths.every((path) => path.steps[0]!.skip === 'needs-comment')).toBe(true)
  })

  it('names each choice: the answer, giving up, the timeout, the branch, the quick reply, the wait', () => {
    const flow = flowOf(
      ask('email', { next: 'split', failed: 'human', timeout: null }),
      {
        id: 'split',
        kind: 'split',
        branches: [
          { id: 'a', label: 'A', weight: 1, next: 'pause' },
          { id: 'b', label: 'B', weight: 1, next: 'other' },
        ],
      },
      wait('pause', 'offer'),
      send('offer', { quickReplies: [{ id: 'yes', title: 'Yes please', next: null }] }),
      { id: 'human', kind: 'handover', note: '' },
      { id: 'other', kind: 'goto-flow', automationId: 'other' },
    )
    const described = flowPaths(dmTrigger, flow).paths.map((path) => [
      path.steps.map((step) =>
        step.choice ? `${step.choice.kind}${step.choice.label && ` ${step.choice.label}`}` : '',
      ),
      path.ending,
    ])
    expect(described).toEqual(
      expect.arrayContaining([
        [['answered', 'branch A', 'delay-over', 'quick-reply Yes please'], 'end'],
        [['answered', 'branch A', 'delay-over', 'next'], 'end'],
        [['answered', 'branch B', ''], 'goto-flow'],
        [['gave-up', ''], 'handover'],
        [['timeout'], 'end'],
      ]),
    )
    expect(described).toHaveLength(5)
  })

  it('keeps to the number of paths asked for and says the rest were cut', () => {
    const chain = Array.from({ length: 6 }, (_, index) => condition(`c${index}`, `c${index + 1}`, `c${index + 1}`))
    const flow = flowOf(...chain, send('c6'))
    expect(flowPaths(dmTrigger, flow).paths).toHaveLength(64)
    const { paths, cut } = flowPaths(dmTrigger, flow, 20)
    expect(cut).toBe(true)
    expect(paths.length).toBeLessThanOrEqual(20)
    expect(paths.some((path) => path.ending === 'cut')).toBe(true)
  })
})
