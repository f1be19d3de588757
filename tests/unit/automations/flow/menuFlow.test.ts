import { describe, expect, it } from 'vitest'
import { resume, start } from '@/domain/automations/flow/interpreter'
import { tapPayload } from '@/domain/automations/flow/model'
import type { FlowEffect } from '@/domain/automations/flow/session'
import { HOUR, NOW, facts, flowOf, ran, sessionOf, startContext, text } from './interpreterFixtures'

/** The example, played as the person: comment MENU, tap, not following yet, follow, tap again. */
const flow = flowOf([
  {
    id: 'opening',
    kind: 'send',
    channel: 'private-reply',
    messages: [
      text('m1', 'Hi {{username}}! Here is our menu', [
        { id: 'see', title: 'See the menu', action: { kind: 'step', next: 'follows' } },
      ]),
    ],
    quickReplies: [],
    next: null,
  },
  { id: 'follows', kind: 'condition', condition: { kind: 'follows-account' }, then: 'link', otherwise: 'ask-follow' },
  {
    id: 'link',
    kind: 'send',
    channel: 'message',
    messages: [
      text('m2', 'Enjoy', [
        { id: 'open', title: 'Open the menu', action: { kind: 'link', url: 'https://cafe.example/menu' } },
      ]),
    ],
    quickReplies: [],
    next: 'tag',
  },
  { id: 'tag', kind: 'tag', action: 'add', tag: 'menu', next: null },
  {
    id: 'ask-follow',
    kind: 'send',
    channel: 'message',
    messages: [
      text('m3', 'Follow us, then tap here', [
        { id: 'followed', title: 'I follow you', action: { kind: 'step', next: 'follows' } },
      ]),
    ],
    quickReplies: [],
    next: null,
  },
])

const summary = (effects: FlowEffect[]) =>
  effects.map((effect) =>
    effect.kind === 'send'
      ? `${effect.channel}: ${effect.message.kind === 'text' ? effect.message.text : ''}`
      : `${effect.kind}`,
  )

describe('comment MENU, check the follow, send the link', () => {
  it('plays the whole path, asking the engine whether the person follows each time it checks', () => {
    const opening = ran(start(flow, startContext(), facts()))
    expect(summary(opening.effects)).toEqual(['private-reply: Hi maria! Here is our menu'])
    expect(opening.effects[0]).toMatchObject({ message: { buttons: [{ payload: tapPayload('auto-1', 'see') }] } })
    const waiting = sessionOf(opening)

    const tap = { kind: 'tap' as const, key: 'pb-1', optionId: 'see' }
    const later = NOW + HOUR
    expect(resume(flow, waiting, tap, facts({ now: later }))).toEqual({ kind: 'needs', fact: 'follows' })
    const notYet = ran(resume(flow, waiting, tap, facts({ now: later, follows: false })))
    expect(summary(notYet.effects)).toEqual(['message: Follow us, then tap here'])

    const again = { kind: 'tap' as const, key: 'pb-2', optionId: 'followed' }
    const following = ran(resume(flow, sessionOf(notYet), again, facts({ now: later + 60_000, follows: true })))
    expect(summary(following.effects)).toEqual(['message: Enjoy', 'tag'])
    expect(following.effects[0]).toMatchObject({
      message: { buttons: [{ type: 'web_url', title: 'Open the menu', url: 'https://cafe.example/menu' }] },
    })
    expect(following.outcomes.map((outcome) => [outcome.stepId, outcome.outcome ?? outcome.status])).toEqual([
      ['ask-follow', 'followed'],
      ['follows', 'then'],
      ['link', 'sent'],
      ['tag', 'done'],
    ])
    expect(following.session).toBeNull()
  })
})
