import { describe, expect, it } from 'vitest'
import type { AutomationTrigger } from '@/domain/automations/model'
import type { CarouselCard, FlowGraph, FlowStep } from '@/domain/automations/flow/model'
import type { FlowProblem, FlowProblemCode } from '@/domain/automations/flow/problem'
import { flowProblems, publishable } from '@/domain/automations/flow/problems'
import {
  ask,
  button,
  commentTrigger,
  condition,
  context,
  dmTrigger,
  flowOf,
  link,
  send,
  tag,
  text,
  wait,
  waitReply,
} from './flowSteps'

interface Case {
  /** A minimal flow with exactly this problem, and the same flow without it. */
  bad: FlowGraph
  good: FlowGraph
  trigger?: AutomationTrigger
  /** The step and the path inside it the problem names. */
  at: [string | null, string]
}

const reply = (id: string, title = 'Yes') => ({ id, title, next: 'end' })
const card = (title = 'Latte', subtitle = 'Oat milk', buttons = [button('c', 'end', 'Order')]): CarouselCard => ({
  id: `card-${title.length}`,
  title,
  subtitle,
  imageUrl: 'https://cafe.example/latte.jpg',
  buttons,
})
const carousel = (cards: CarouselCard[]) => send('a', { messages: [{ id: 'm', kind: 'carousel', cards }] })
const route = (keywords: string[], next: string | null = 'end') => ({
  id: 'r',
  keywords: { keywords, mode: 'contains' as const },
  next,
})
const split = (weights: number[]): FlowStep => ({
  id: 's',
  kind: 'split',
  branches: weights.map((weight, index) => ({ id: `b${index}`, label: 'ABC'[index]!, weight, next: 'end' })),
})
const withCondition = (step: Extract<FlowStep, { kind: 'condition' }>['condition']) =>
  flowOf(send('a', { next: 'c' }), { id: 'c', kind: 'condition', condition: step, then: 'end', otherwise: null })
const goto = (automationId: string) => flowOf(send('a', { next: 'g' }), { id: 'g', kind: 'goto-flow', automationId })
const privateReply = (fields: Parameters<typeof send>[1] = {}) => send('a', { channel: 'private-reply', ...fields })

const CASES: Record<FlowProblemCode, Case> = {
  'start-missing': { bad: { ...flowOf(send('a')), start: null }, good: flowOf(send('a')), at: [null, ''] },
  'nothing-sent': { bad: flowOf(tag('a', null)), good: flowOf(tag('a', 'b'), send('b')), at: [null, ''] },
  'unreachable-step': {
    bad: flowOf(send('a'), send('b')),
    good: flowOf(send('a', { next: 'b' }), send('b')),
    at: ['b', ''],
  },
  'waitless-loop': {
    bad: flowOf(send('a', { next: 'b' }), tag('b', 'a')),
    good: flowOf(send('a', { next: 'b' }), wait('b', 'a')),
    at: ['a', ''],
  },
  'leads-to-missing-step': { bad: flowOf(send('a', { next: 'gone' })), good: flowOf(send('a')), at: ['a', 'next'] },
  'button-leads-nowhere': {
    bad: flowOf(send('a', { messages: [text('Hi', [button('b', null)])] })),
    good: flowOf(send('a', { messages: [text('Hi', [button('b', 'end')])] })),
    at: ['a', 'messages.0.buttons.0'],
  },
  'quick-reply-leads-nowhere': {
    bad: flowOf(send('a', { quickReplies: [{ id: 'q', title: 'Yes', next: null }] })),
    good: flowOf(send('a', { quickReplies: [reply('q')] })),
    at: ['a', 'quickReplies.0'],
  },
  'reply-route-leads-nowhere': {
    bad: flowOf(send('a', { next: 'w' }), waitReply('w', { routes: [route(['yes'], null)] })),
    good: flowOf(send('a', { next: 'w' }), waitReply('w', { routes: [route(['yes'])] })),
    at: ['w', 'routes.0'],
  },
  'other-reply-leads-nowhere': {
    bad: flowOf(send('a', { next: 'w' }), waitReply('w', { otherwise: null })),
    good: flowOf(send('a', { next: 'w' }), waitReply('w')),
    at: ['w', 'otherwise'],
  },
  'input-never-used': {
    bad: flowOf(ask('q', { next: 'a' }), send('a')),
    good: flowOf(ask('q', { next: 'a' }), send('a', { messages: [text('Thanks, we wrote to {{email}}')] })),
    at: ['q', 'field'],
  },
  'needs-comment-trigger': {
    bad: flowOf(privateReply()),
    good: flowOf(privateReply()),
    trigger: dmTrigger,
    at: ['a', 'channel'],
  },
  'public-reply-on-live-comments': {
    bad: flowOf({ id: 'p', kind: 'public-reply', variants: ['Thanks!'], next: null }),
    good: flowOf(privateReply()),
    trigger: {
      kind: 'comment-keyword',
      keywords: { keywords: ['menu'], mode: 'contains' },
      media: { kind: 'any' },
      places: ['live'],
    },
    at: ['p', ''],
  },
  'private-reply-not-first': {
    bad: flowOf(privateReply({ next: 'b' }), send('b', { channel: 'private-reply' })),
    good: flowOf(privateReply({ messages: [text('Menu', [button('see', 'b')])] }), send('b')),
    trigger: commentTrigger,
    at: ['b', 'channel'],
  },
  'message-before-window-opens': {
    bad: flowOf(privateReply({ next: 'b' }), send('b')),
    good: flowOf(privateReply({ next: 'w' }), waitReply('w', { otherwise: 'b' }), send('b')),
    trigger: commentTrigger,
    at: ['b', ''],
  },
  'messages-required': { bad: flowOf(send('a', { messages: [] })), good: flowOf(send('a')), at: ['a', 'messages'] },
  'too-many-messages': {
    bad: flowOf(send('a', { messages: Array.from({ length: 6 }, () => text('Hi')) })),
    good: flowOf(send('a', { messages: Array.from({ length: 5 }, () => text('Hi')) })),
    at: ['a', 'messages'],
  },
  'text-required': {
    bad: flowOf(send('a', { messages: [text('  ')] })),
    good: flowOf(send('a')),
    at: ['a', 'messages.0.text'],
  },
  'text-too-long': {
    bad: flowOf(send('a', { messages: [text('é'.repeat(501))] })),
    good: flowOf(send('a', { messages: [text('é'.repeat(500))] })),
    at: ['a', 'messages.0.text'],
  },
  'too-many-quick-replies': {
    bad: flowOf(send('a', { quickReplies: Array.from({ length: 14 }, (_, index) => reply(`q${index}`)) })),
    good: flowOf(send('a', { quickReplies: Array.from({ length: 13 }, (_, index) => reply(`q${index}`)) })),
    at: ['a', 'quickReplies'],
  },
  'quick-reply-title-required': {
    bad: flowOf(send('a', { quickReplies: [reply('q', ' ')] })),
    good: flowOf(send('a', { quickReplies: [reply('q')] })),
    at: ['a', 'quickReplies.0.title'],
  },
  'quick-reply-title-too-long': {
    bad: flowOf(send('a', { quickReplies: [reply('q', 'x'.repeat(21))] })),
    good: flowOf(send('a', { quickReplies: [reply('q', '☕'.repeat(20))] })),
    at: ['a', 'quickReplies.0.title'],
  },
  'too-many-buttons': {
    bad: flowOf(
      send('a', {
        messages: [
          text(
            'Hi',
            ['1', '2', '3', '4'].map((id) => button(id, 'end')),
          ),
        ],
      }),
    ),
    good: flowOf(
      send('a', {
        messages: [
          text(
            'Hi',
            ['1', '2', '3'].map((id) => button(id, 'end')),
          ),
        ],
      }),
    ),
    at: ['a', 'messages.0.buttons'],
  },
  'button-title-required': {
    bad: flowOf(send('a', { messages: [text('Hi', [button('b', 'end', '')])] })),
    good: flowOf(send('a', { messages: [text('Hi', [button('b', 'end')])] })),
    at: ['a', 'messages.0.buttons.0.title'],
  },
  'button-title-too-long': {
    bad: flowOf(send('a', { messages: [text('Hi', [button('b', 'end', 'x'.repeat(21))])] })),
    good: flowOf(send('a', { messages: [text('Hi', [button('b', 'end', 'x'.repeat(20))])] })),
    at: ['a', 'messages.0.buttons.0.title'],
  },
  'invalid-url': {
    bad: flowOf(send('a', { messages: [text('Hi', [link('l', 'ftp://cafe.example')])] })),
    good: flowOf(send('a', { messages: [text('Hi', [link('l', 'https://cafe.example')])] })),
    at: ['a', 'messages.0.buttons.0.action.url'],
  },
  'cards-required': { bad: flowOf(carousel([])), good: flowOf(carousel([card()])), at: ['a', 'messages.0.cards'] },
  'too-many-cards': {
    bad: flowOf(carousel(Array.from({ length: 11 }, () => card()))),
    good: flowOf(carousel(Array.from({ length: 10 }, () => card()))),
    at: ['a', 'messages.0.cards'],
  },
  'card-title-required': {
    bad: flowOf(carousel([card('')])),
    good: flowOf(carousel([card()])),
    at: ['a', 'messages.0.cards.0.title'],
  },
  'card-title-too-long': {
    bad: flowOf(carousel([card('x'.repeat(81))])),
    good: flowOf(carousel([card('x'.repeat(80))])),
    at: ['a', 'messages.0.cards.0.title'],
  },
  'card-subtitle-too-long': {
    bad: flowOf(carousel([card('Latte', 'x'.repeat(81))])),
    good: flowOf(carousel([card('Latte', '')])),
    at: ['a', 'messages.0.cards.0.subtitle'],
  },
  'variants-required': {
    bad: flowOf({ id: 'p', kind: 'public-reply', variants: [], next: null }),
    good: flowOf({ id: 'p', kind: 'public-reply', variants: ['Sent you a DM!'], next: null }),
    trigger: commentTrigger,
    at: ['p', 'variants'],
  },
  'keywords-required': {
    bad: flowOf(send('a', { next: 'w' }), waitReply('w', { routes: [route([' '])] })),
    good: flowOf(send('a', { next: 'w' }), waitReply('w', { routes: [route(['yes'])] })),
    at: ['w', 'routes.0.keywords'],
  },
  'wait-out-of-range': {
    bad: flowOf(wait('w', 'a', 30), send('a')),
    good: flowOf(wait('w', 'a', 60), send('a')),
    at: ['w', 'seconds'],
  },
  'attempts-out-of-range': {
    bad: flowOf(ask('q', { maxAttempts: 6, next: 'a' }), send('a', { messages: [text('{{email}}')] })),
    good: flowOf(ask('q', { maxAttempts: 5, next: 'a' }), send('a', { messages: [text('{{email}}')] })),
    at: ['q', 'maxAttempts'],
  },
  'split-branch-count': {
    bad: flowOf(split([1]), send('end')),
    good: flowOf(split([1, 1]), send('end')),
    at: ['s', 'branches'],
  },
  'split-weight-invalid': {
    bad: flowOf(split([1, 0]), send('end')),
    good: flowOf(split([1, 0.5]), send('end')),
    at: ['s', 'branches.1.weight'],
  },
  'field-required': {
    bad: flowOf(send('a', { next: 'f' }), { id: 'f', kind: 'set-field', field: '', value: 'yes', next: null }),
    good: flowOf(send('a', { next: 'f' }), { id: 'f', kind: 'set-field', field: 'email', value: 'yes', next: null }),
    at: ['f', 'field'],
  },
  'tag-required': {
    bad: flowOf(send('a', { next: 't' }), tag('t', null, ' ')),
    good: flowOf(send('a', { next: 't' }), tag('t', null)),
    at: ['t', 'tag'],
  },
  'unknown-field': {
    bad: flowOf(send('a', { messages: [text('Your size: {{shoe size}}')] })),
    good: flowOf(send('a', { messages: [text('Hi {{username}}, we have {{ Phone }}')] })),
    at: ['a', 'messages.0.text'],
  },
  'unknown-tag': {
    bad: withCondition({ kind: 'has-tag', tag: 'gone' }),
    good: withCondition({ kind: 'has-tag', tag: 'vip' }),
    at: ['c', 'condition.tag'],
  },
  'posts-required': {
    bad: withCondition({ kind: 'from-post', mediaIds: [] }),
    good: withCondition({ kind: 'from-post', mediaIds: ['m1'] }),
    at: ['c', 'condition.mediaIds'],
  },
  'time-invalid': {
    bad: withCondition({ kind: 'time-of-day', from: '25:00', to: '18:00', timeZone: 'Europe/Paris' }),
    good: withCondition({ kind: 'time-of-day', from: '22:00', to: '06:30', timeZone: 'Europe/Paris' }),
    at: ['c', 'condition.from'],
  },
  'goto-flow-required': { bad: goto(''), good: goto('other'), at: ['g', 'automationId'] },
  'goto-flow-missing': { bad: goto('deleted'), good: goto('other'), at: ['g', 'automationId'] },
  'goto-flow-self': { bad: goto('self'), good: goto('other'), at: ['g', 'automationId'] },
  'segment-required': {
    bad: withCondition({ kind: 'in-segment', segmentId: '' }),
    good: withCondition({ kind: 'in-segment', segmentId: 'segment-vip' }),
    at: ['c', 'condition.segmentId'],
  },
  'segment-missing': {
    bad: withCondition({ kind: 'in-segment', segmentId: 'segment-deleted' }),
    good: withCondition({ kind: 'in-segment', segmentId: 'segment-vip' }),
    at: ['c', 'condition.segmentId'],
  },
}

const check = (flow: FlowGraph, trigger: AutomationTrigger = dmTrigger) => flowProblems(trigger, flow, context)

describe('flow problems', () => {
  it.each(Object.entries(CASES))('%s: found where it is, and only there', (code, { bad, good, trigger, at }) => {
    const problems = check(bad, trigger ?? dmTrigger)
    expect(problems.map((problem) => [problem.code, problem.stepId, problem.path])).toEqual([[code, ...at]])
    const goodTrigger = code === 'needs-comment-trigger' ? commentTrigger : (trigger ?? dmTrigger)
    expect(check(good, goodTrigger)).toEqual([])
  })

  it('lets warnings through and holds errors back', () => {
    const warned = check(CASES['input-never-used'].bad)
    expect(warned.map((problem) => problem.severity)).toEqual(['warning'])
    expect(publishable(warned)).toBe(true)
    expect(publishable(check(CASES['button-leads-nowhere'].bad))).toBe(false)
  })

  it('gives limits with both bytes and characters, and names what is missing', () => {
    const [tooLong] = check(CASES['text-too-long'].bad)
    expect(tooLong!.params).toEqual({ max: 1000, actual: 1002, characters: 501 })
    const [field] = check(CASES['unknown-field'].bad)
    expect(field!.params).toEqual({ name: 'shoe size' })
    const [waitTooShort] = check(CASES['wait-out-of-range'].bad)
    expect(waitTooShort!.params).toEqual({ min: 1, max: 1440, actual: 0.5 })
  })

  it('passes the menu flow: private reply, a tap, a follow check that loops back through a button', () => {
    const flow = flowOf(
      send('dm', { channel: 'private-reply', messages: [text('Here is the menu', [button('see', 'check')])] }),
      condition('check', 'link', 'follow'),
      send('link', { messages: [text('The menu', [link('open', 'https://cafe.example/menu')])], next: 'tagged' }),
      tag('tagged', null),
      send('follow', { messages: [text('Follow us first', [button('done', 'check', 'Done')])] }),
    )
    expect(check(flow, commentTrigger)).toEqual<FlowProblem[]>([])
  })
})
