import { describe, expect, it } from 'vitest'
import { resume, start } from '@/domain/automations/flow/interpreter'
import { tapPayload } from '@/domain/automations/flow/model'
import {
  COMMENT,
  DAY,
  HOUR,
  NOW,
  facts,
  flowOf,
  inboundAgo,
  ran,
  send,
  sessionOf,
  startContext,
  text,
} from './interpreterFixtures'

describe('flow interpreter: sends and Meta’s rules', () => {
  it('sends a message inside the 24-hour window, filling the username and fields', () => {
    const flow = flowOf([send('s1', 'message', ['Hi {{username}}, your code is {{ code }}{{missing}}'])])
    const result = ran(start(flow, startContext(), facts({ contact: { ...inboundAgo(HOUR), fields: { code: 'X1' } } })))
    expect(result.effects).toEqual([
      {
        kind: 'send',
        stepId: 's1',
        channel: 'message',
        message: { kind: 'text', text: 'Hi maria, your code is X1' },
        key: 'run-1:1:0',
      },
    ])
    expect(result.outcomes).toEqual([
      { stepId: 's1', kind: 'send', visit: 1, status: 'sent', text: expect.any(String) },
    ])
    expect(result.session).toBeNull()
  })

  it('skips a message outside the window (never opened, or more than 24 hours ago)', () => {
    const flow = flowOf([send('s1', 'message', ['hello'])])
    for (const contact of [{ tags: [], fields: {} }, inboundAgo(DAY + 1)]) {
      const result = ran(start(flow, startContext(), facts({ contact })))
      expect(result.effects).toEqual([])
      expect(result.outcomes[0]).toMatchObject({ status: 'skipped', reason: 'outside-24h-window' })
    }
  })

  it('answers a comment with one private reply, and only one per comment', () => {
    const flow = flowOf([send('s1', 'private-reply', ['first'], 's2'), send('s2', 'private-reply', ['second'])])
    const result = ran(start(flow, startContext(), facts()))
    expect(result.effects).toEqual([
      expect.objectContaining({ channel: 'private-reply', commentId: 'c1', message: { kind: 'text', text: 'first' } }),
    ])
    expect(result.outcomes.map((outcome) => outcome.reason)).toEqual([undefined, 'private-reply-already-sent'])
    const claimed = ran(start(flow, startContext(), facts({ privateReplyClaimed: true })))
    expect(claimed.effects).toEqual([])
    expect(claimed.outcomes[0]).toMatchObject({ status: 'skipped', reason: 'private-reply-already-sent' })
  })

  it('needs a comment, written less than 7 days ago, for a private reply', () => {
    const flow = flowOf([send('s1', 'private-reply', ['hi'])])
    expect(ran(start(flow, startContext({ comment: undefined }), facts())).outcomes[0]!.reason).toBe('needs-comment')
    const old = startContext({ comment: { ...COMMENT, at: NOW - 7 * DAY - 1 } })
    expect(ran(start(flow, old, facts())).outcomes[0]!.reason).toBe('private-reply-too-old')
  })

  it('holds the rest of a private-reply step until the person answers or taps', () => {
    const flow = flowOf([send('s1', 'private-reply', ['opening', 'second', 'third'])])
    const first = ran(start(flow, startContext(), facts()))
    expect(first.effects.map((effect) => effect.kind === 'send' && effect.channel)).toEqual(['private-reply'])
    expect(first.outcomes[0]).toMatchObject({ status: 'sent', reason: 'held-until-answer' })
    const session = sessionOf(first)
    expect(session).toMatchObject({ at: null, held: { stepId: 's1', fromMessage: 1 } })
    const answered = ran(resume(flow, session, { kind: 'reply', key: 'dm-1', text: 'ok' }, facts({ now: NOW + DAY })))
    expect(answered.effects.map((effect) => effect.kind === 'send' && [effect.channel, effect.message])).toEqual([
      ['message', { kind: 'text', text: 'second' }],
      ['message', { kind: 'text', text: 'third' }],
    ])
    expect(answered.session).toBeNull()
  })

  it('replies publicly to comments and replies (not live comments), with the variant the random source picks', () => {
    const flow = flowOf([{ id: 's1', kind: 'public-reply', variants: ['a', ' ', 'b'], next: null }])
    const picked = ran(start(flow, startContext(), facts({ random: () => 0.99 })))
    expect(picked.effects).toEqual([
      { kind: 'public-reply', stepId: 's1', commentId: 'c1', text: 'b', key: 'run-1:1:0' },
    ])
    const nested = ran(start(flow, startContext({ comment: { ...COMMENT, topLevel: false } }), facts()))
    expect(nested.effects).toEqual([
      { kind: 'public-reply', stepId: 's1', commentId: 'c1', text: 'a', key: 'run-1:1:0' },
    ])
    const live = ran(start(flow, startContext({ comment: { ...COMMENT, live: true } }), facts()))
    expect(live.effects).toEqual([])
    expect(live.outcomes[0]!.reason).toBe('live-comment-no-public-reply')
    expect(ran(start(flow, startContext({ comment: undefined }), facts())).outcomes[0]!.reason).toBe('needs-comment')
  })

  it('renders buttons and quick replies with payloads made from their ids, and waits for the tap', () => {
    const flow = flowOf([
      {
        id: 's1',
        kind: 'send',
        channel: 'private-reply',
        messages: [
          text('m1', 'Menu?', [
            { id: 'see', title: 'See the menu', action: { kind: 'step', next: 's2' } },
            { id: 'site', title: 'Website', action: { kind: 'link', url: 'https://example.com' } },
          ]),
        ],
        quickReplies: [{ id: 'later', title: 'Later', next: null }],
        next: null,
      },
      send('s2', 'message', ['Here it is']),
    ])
    const first = ran(start(flow, startContext(), facts()))
    expect(first.effects[0]).toMatchObject({
      message: {
        text: 'Menu?',
        buttons: [
          { type: 'postback', title: 'See the menu', payload: tapPayload('auto-1', 'see') },
          { type: 'web_url', title: 'Website', url: 'https://example.com' },
        ],
        quickReplies: [{ title: 'Later', payload: tapPayload('auto-1', 'later') }],
      },
    })
    const session = sessionOf(first)
    expect(session).toMatchObject({ at: 's1', wait: { kind: 'tap' } })
    // The tap is a message from the person: the window is open, the next message goes.
    const tapped = ran(resume(flow, session, { kind: 'tap', key: 'pb-1', optionId: 'see' }, facts({ now: NOW + HOUR })))
    expect(tapped.outcomes[0]).toMatchObject({ stepId: 's1', status: 'done', outcome: 'see' })
    expect(tapped.effects).toEqual([
      expect.objectContaining({ channel: 'message', message: { kind: 'text', text: 'Here it is' } }),
    ])
    expect(resume(flow, session, { kind: 'tap', key: 'pb-2', optionId: 'site' }, facts())).toEqual({
      kind: 'ignored',
      reason: 'unknown-option',
    })
  })

  it('starts at a tapped option when there is no session to resume', () => {
    const flow = flowOf([
      {
        ...send('s1', 'message', ['x']),
        messages: [text('m1', 'x', [{ id: 'go', title: 'Go', action: { kind: 'step', next: 's2' } }])],
      },
      send('s2', 'message', ['from the tap']),
    ])
    const result = ran(start(flow, startContext({ tap: 'go', comment: undefined }), facts()))
    expect(result.effects).toEqual([expect.objectContaining({ message: { kind: 'text', text: 'from the tap' } })])
  })
})

describe('flow interpreter: waits and redelivery', () => {
  const flow = flowOf([
    { id: 'w', kind: 'wait', seconds: 600, next: 's2' },
    { id: 's2', kind: 'tag', action: 'add', tag: 'waited', next: null },
  ])

  it('schedules a wait as a timer and continues when it fires', () => {
    const first = ran(start(flow, startContext(), facts()))
    expect(first.effects).toEqual([{ kind: 'schedule', stepId: 'w', at: NOW + 600_000, key: 'run-1:1:timer' }])
    const session = sessionOf(first)
    expect(session.wait).toEqual({ kind: 'timer', until: NOW + 600_000, key: 'run-1:1:timer' })
    const fired = ran(resume(flow, session, { kind: 'timer', key: 'run-1:1:timer' }, facts({ now: NOW + 600_000 })))
    expect(fired.effects).toEqual([{ kind: 'tag', stepId: 's2', action: 'add', tag: 'waited' }])
    expect(fired.session).toBeNull()
  })

  it('acts once when an input is delivered twice, and ignores a timer it no longer waits for', () => {
    const session = sessionOf(start(flow, startContext(), facts()))
    expect(resume(flow, session, { kind: 'timer', key: 'other' }, facts())).toEqual({
      kind: 'ignored',
      reason: 'stale-timer',
    })
    const waiting = sessionOf(
      start(
        flowOf([{ id: 'r', kind: 'wait-reply', routes: [], otherwise: null, timeoutSeconds: 60, timeout: null }]),
        startContext(),
        facts(),
      ),
    )
    expect(
      resume(flow, { ...waiting, seenInputs: ['dm-1'] }, { kind: 'reply', key: 'dm-1', text: 'hi' }, facts()),
    ).toEqual({
      kind: 'ignored',
      reason: 'duplicate-input',
    })
  })

  it('resumes a session only against the version it started on', () => {
    const session = sessionOf(start(flow, startContext(), facts()))
    const newer = { ...flow, version: 2 }
    expect(resume(newer, session, { kind: 'timer', key: 'run-1:1:timer' }, facts())).toEqual({
      kind: 'ignored',
      reason: 'wrong-version',
    })
  })

  it('routes a reply by keywords, otherwise, or the timeout', () => {
    const replyFlow = flowOf([
      {
        id: 'r',
        kind: 'wait-reply',
        routes: [{ id: 'price', keywords: { keywords: ['preço'], mode: 'contains' }, next: 'a' }],
        otherwise: 'b',
        timeoutSeconds: 3600,
        timeout: 'c',
      },
      { id: 'a', kind: 'tag', action: 'add', tag: 'a', next: null },
      { id: 'b', kind: 'tag', action: 'add', tag: 'b', next: null },
      { id: 'c', kind: 'tag', action: 'add', tag: 'c', next: null },
    ])
    const session = sessionOf(start(replyFlow, startContext(), facts()))
    const tagOf = (result: ReturnType<typeof resume>) =>
      ran(result).effects.map((effect) => effect.kind === 'tag' && effect.tag)
    expect(tagOf(resume(replyFlow, session, { kind: 'reply', key: 'k1', text: 'Qual o PRECO?' }, facts()))).toEqual([
      'a',
    ])
    expect(tagOf(resume(replyFlow, session, { kind: 'reply', key: 'k2', text: 'oi' }, facts()))).toEqual(['b'])
    const timeout = session.wait.kind === 'reply' ? session.wait.key : ''
    expect(tagOf(resume(replyFlow, session, { kind: 'timer', key: timeout }, facts({ now: NOW + HOUR })))).toEqual([
      'c',
    ])
  })

  it('stops a loop with no wait after a bounded number of steps', () => {
    const loop = flowOf([
      { id: 'a', kind: 'tag', action: 'add', tag: 'x', next: 'b' },
      { id: 'b', kind: 'tag', action: 'remove', tag: 'x', next: 'a' },
    ])
    const result = ran(start(loop, startContext(), facts({ rules: { stepsPerCall: 10 } })))
    expect(result.effects).toHaveLength(10)
    expect(result.outcomes.at(-1)).toMatchObject({ status: 'skipped', reason: 'loop-limit' })
    expect(result.session).toBeNull()
  })

  it('lets a tap on an earlier button leave a step that waited for an answer, closing that visit', () => {
    const flow = flowOf([
      {
        ...send('s1', 'message', ['x'], 'ask'),
        messages: [text('m1', 'Pick', [{ id: 'menu', title: 'Menu', action: { kind: 'step', next: 'done' } }])],
      },
      {
        id: 'ask',
        kind: 'ask',
        input: 'email',
        question: 'Email?',
        retryText: 'Again',
        maxAttempts: 3,
        field: 'email',
        timeoutSeconds: 3600,
        next: null,
        failed: null,
        timeout: null,
      },
      { id: 'done', kind: 'tag', action: 'add', tag: 'menu', next: null },
    ])
    const waiting = sessionOf(start(flow, startContext(), facts({ contact: inboundAgo(HOUR) })))
    expect(waiting).toMatchObject({ at: 'ask', atVisit: 2, wait: { kind: 'answer' } })
    const tapped = ran(resume(flow, waiting, { kind: 'tap', key: 'pb-1', optionId: 'menu' }, facts()))
    expect(tapped.outcomes.slice(0, 2)).toEqual([
      { stepId: 'ask', kind: 'ask', visit: 2, status: 'done', outcome: 'tap' },
      { stepId: 's1', kind: 'send', visit: 3, status: 'done', outcome: 'menu' },
    ])
    expect(tapped.session).toBeNull()
    // The ask's timeout no longer matters: the session it belonged to has moved on.
    const timer = waiting.wait.kind === 'answer' ? waiting.wait.key : ''
    expect(
      resume(flow, { ...waiting, at: null, wait: { kind: 'none' } }, { kind: 'timer', key: timer }, facts()),
    ).toEqual({
      kind: 'ignored',
      reason: 'stale-timer',
    })
  })
})
