import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationSummary, DashboardResponse } from '@/domain/automations/apiTypes'
import type { OutgoingButton } from '@/domain/automations/client'
import type { RehearsalMessage, RehearsalMove, RehearsalResponse } from '@/domain/automations/rehearsal'
import type { AutomationRun } from '@/domain/automations/runs'
import type { Segment } from '@/domain/contacts/segments'
import type { ListPage } from '@/domain/list'
import { ask, button, commentTrigger, flowOf, send, text, wait } from './flow/flowSteps'
import { mockHarness } from './mockHarness'

/** A café owner: a first sign-in with an ordinary e-mail holds the client role. */
const OWNER = 'cafe-owner'
const STRANGER = 'someone-else'
const CAFE = 'cafe.aurora'

/** Comment MENU → private reply with a button → ask for the e-mail → thanks, a wait, goodbye; or a nudge on timeout. */
const menuFlow = flowOf(
  send('opening', { channel: 'private-reply', messages: [text('Hi {{username}}!', [button('see', 'ask')])] }),
  ask('ask', { question: 'Your e-mail?', retryText: 'That is not an e-mail.', next: 'thanks', timeout: 'late' }),
  send('thanks', { messages: [text('Thanks!')], next: 'pause' }),
  wait('pause', 'bye', 600),
  send('bye', { messages: [text('See you soon')] }),
  send('late', { messages: [text('Still there?')] }),
)

const textOf = (message: RehearsalMessage) =>
  message.channel === 'public-reply' ? message.text : 'text' in message.message ? message.message.text : ''
const buttonsOf = (message: RehearsalMessage): OutgoingButton[] =>
  message.channel !== 'public-reply' && 'buttons' in message.message ? (message.message.buttons ?? []) : []
const payloadOf = (button: OutgoingButton) => (button.type === 'postback' ? button.payload : '')

describe('rehearsing an automation as a customer', () => {
  const mock = mockHarness()
  const { call } = mock
  let automation: AutomationSummary

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER)
    await mock.signIn(STRANGER)
    expect((await mock.connect(OWNER, CAFE)).status).toBe(201)
    automation = await mock.createAutomation(OWNER, CAFE, {
      trigger: commentTrigger,
      flow: menuFlow,
      actions: undefined,
    })
  })

  const rehearse = (move: RehearsalMove, state?: unknown, uid = OWNER) =>
    call<RehearsalResponse>(uid, 'POST', `/automations/${automation.id}/rehearsal`, { state, move })
  const started = async () => {
    const reply = await rehearse({ kind: 'start', event: 'comment', text: 'MENU please' })
    expect(reply.status).toBe(200)
    return reply.json
  }
  const tapped = async () => {
    const first = await started()
    const payload = payloadOf(buttonsOf(first.messages[0]!)[0]!)
    const reply = await rehearse({ kind: 'tap', payload, title: 'See the menu' }, first.state)
    expect(reply.status).toBe(200)
    return reply.json
  }

  it('starts on a made-up comment: the private reply with its button, a test run, waiting for the tap', async () => {
    const first = await started()
    expect(first.messages).toHaveLength(1)
    expect(first.messages[0]).toMatchObject({ channel: 'private-reply' })
    expect(textOf(first.messages[0]!)).toBe('Hi rehearsal.customer!')
    expect(buttonsOf(first.messages[0]!).map((each) => each.title)).toEqual(['See the menu'])
    expect(first.runs).toHaveLength(1)
    expect(first.runs[0]).toMatchObject({ test: true, automationId: automation.id })
    expect(first.runs[0]!.actions.map((action) => action.kind)).toEqual(['private-reply'])
    expect(first.waiting).toEqual({ kind: 'tap' })
  })

  it('moves on with a tap on the button: the question is asked and the run records the tap', async () => {
    const second = await tapped()
    expect(second.messages.map(textOf)).toEqual(['Your e-mail?'])
    expect(second.waiting).toEqual({ kind: 'answer', inMs: 3_600_000 })
    expect(second.runs).toHaveLength(1)
    expect(second.runs[0]!.actions.map((action) => action.kind)).toEqual(['private-reply', 'tap', 'send-dm', 'ask'])
  })

  it('answers the question with a reply: a wrong one is asked again, a right one goes on to the wait', async () => {
    const second = await tapped()
    const wrong = await rehearse({ kind: 'reply', text: 'no idea' }, second.state)
    expect(wrong.json.messages.map(textOf)).toEqual(['That is not an e-mail.'])
    const right = await rehearse({ kind: 'reply', text: 'ana@example.com' }, wrong.json.state)
    expect(right.json.messages.map(textOf)).toEqual(['Thanks!'])
    expect(right.json.waiting).toEqual({ kind: 'timer', inMs: 600_000 })

    const later = await rehearse({ kind: 'wait' }, right.json.state)
    expect(later.status).toBe(200)
    expect(later.json.messages.map(textOf)).toEqual(['See you soon'])
    expect(later.json.now - right.json.now).toBe(600_000)
    expect(later.json.waiting).toEqual({ kind: 'nothing' })
  })

  it('lets the question go unanswered: past its timeout the timeout path sends its message', async () => {
    const second = await tapped()
    const late = await rehearse({ kind: 'wait' }, second.state)
    expect(late.json.messages.map(textOf)).toEqual(['Still there?'])
  })

  it('holds the rest of a private reply until the customer answers, then sends it', async () => {
    const held = await mock.createAutomation(OWNER, CAFE, {
      name: 'Two messages',
      trigger: { kind: 'comment-keyword', keywords: { keywords: ['price'], mode: 'contains' }, media: { kind: 'any' } },
      flow: flowOf(send('opening', { channel: 'private-reply', messages: [text('Hello!'), text('Prices inside')] })),
      actions: undefined,
    })
    const path = `/automations/${held.id}/rehearsal`
    const first = await call<RehearsalResponse>(OWNER, 'POST', path, {
      move: { kind: 'start', event: 'comment', text: 'price' },
    })
    expect(first.json.messages.map(textOf)).toEqual(['Hello!'])
    expect(first.json.waiting).toEqual({ kind: 'reply' })
    const answered = await call<RehearsalResponse>(OWNER, 'POST', path, {
      state: first.json.state,
      move: { kind: 'reply', text: 'thanks' },
    })
    expect(answered.json.messages.map(textOf)).toEqual(['Prices inside'])
  })

  it('starts the customer with the tags it is given, so a segment condition can be tried both ways', async () => {
    const segment = (
      await call<Segment>(OWNER, 'POST', '/contacts/segments', {
        name: 'Regulars',
        conditions: [{ kind: 'tag', tag: 'regular', has: true }],
      })
    ).json
    const branching = await mock.createAutomation(OWNER, CAFE, {
      trigger: commentTrigger,
      actions: undefined,
      flow: flowOf(
        {
          id: 'who',
          kind: 'condition',
          condition: { kind: 'in-segment', segmentId: segment.id },
          then: 'regular',
          otherwise: 'newcomer',
        },
        send('regular', { channel: 'private-reply', messages: [text('The usual?')] }),
        send('newcomer', { channel: 'private-reply', messages: [text('Welcome!')] }),
      ),
    })
    const firstWords = async (tags?: string[]) => {
      const move: RehearsalMove = { kind: 'start', event: 'comment', text: 'MENU please', ...(tags ? { tags } : {}) }
      const reply = await call<RehearsalResponse>(OWNER, 'POST', `/automations/${branching.id}/rehearsal`, { move })
      expect(reply.status, reply.text).toBe(200)
      return reply.json.messages.map(textOf)
    }
    expect(await firstWords()).toEqual(['Welcome!'])
    expect(await firstWords(['regular', ' regular '])).toEqual(['The usual?'])
    const tooLong = await call(OWNER, 'POST', `/automations/${branching.id}/rehearsal`, {
      move: { kind: 'start', event: 'comment', text: 'MENU', tags: ['x'.repeat(61)] },
    })
    expect(tooLong.status).toBe(400)
  })

  it('refuses a forged or damaged state with a 422, and a move before the start', async () => {
    const second = await tapped()
    const state = second.state as { snapshot: { sessions: { at: string }[] } }
    const forged = structuredClone(state)
    forged.snapshot.sessions[0]!.at = 'a-step-that-does-not-exist'
    const cases: unknown[] = [forged, 'garbage', { ...state, automationId: 'someone-elses' }, { ...state, snapshot: 3 }]
    for (const bad of cases) {
      const reply = await rehearse({ kind: 'reply', text: 'ana@example.com' }, bad)
      expect(reply.status).toBe(422)
      expect(reply.text).toContain('automations/rehearsal-state-invalid')
    }
    const unstarted = await rehearse({ kind: 'reply', text: 'hello' })
    expect(unstarted.status).toBe(422)
    const invalidMove = await call(OWNER, 'POST', `/automations/${automation.id}/rehearsal`, {
      move: { kind: 'dance' },
    })
    expect(invalidMove.status).toBe(400)
  })

  it('is open to the client role, for their own automations only', async () => {
    const session = await call(OWNER, 'GET', '/session')
    expect(JSON.stringify(session.json)).toContain('client')
    expect((await rehearse({ kind: 'start', event: 'comment', text: 'menu' })).status).toBe(200)
    expect((await rehearse({ kind: 'start', event: 'comment', text: 'menu' }, undefined, STRANGER)).status).toBe(404)
  })

  it('stores nothing: the run history and the dashboard are the same after a whole rehearsal', async () => {
    const runsBefore = await call<ListPage<AutomationRun>>(
      OWNER,
      'GET',
      `/automations/runs?automationId=${automation.id}`,
    )
    const dashboardBefore = await call<DashboardResponse>(OWNER, 'GET', '/automations/dashboard')
    const second = await tapped()
    await rehearse({ kind: 'reply', text: 'ana@example.com' }, second.state)
    const runsAfter = await call<ListPage<AutomationRun>>(
      OWNER,
      'GET',
      `/automations/runs?automationId=${automation.id}`,
    )
    const dashboardAfter = await call<DashboardResponse>(OWNER, 'GET', '/automations/dashboard')
    expect(runsAfter.json).toEqual(runsBefore.json)
    expect(runsAfter.json.items).toEqual([])
    expect(dashboardAfter.json).toEqual(dashboardBefore.json)
  })
})
