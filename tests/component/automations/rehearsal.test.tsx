import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import type { FlowGraph } from '@/domain/automations/flow/model'
import type { AutomationTrigger } from '@/domain/automations/model'
import type { RehearsalMessage, RehearsalRequest, RehearsalResponse } from '@/domain/automations/rehearsal'
import type { AutomationRun } from '@/domain/automations/runs'
import { emptyCounters } from '@/domain/automations/runStatus'
import { FlowPathsList } from '@/features/automations/rehearsal/FlowPathsList'
import { RehearsalPanel } from '@/features/automations/rehearsal/RehearsalPanel'
import { loadCatalog } from '@/i18n/i18n'
import { ApiError } from '@/lib/apiClient'
import { renderKit } from '../support/render'

const T0 = Date.UTC(2026, 10, 22, 10)
const trigger: AutomationTrigger = {
  kind: 'comment-keyword',
  keywords: { keywords: ['menu'], mode: 'contains' },
  media: { kind: 'any' },
}

/** Comment MENU → private reply with a button → check the follow → the link, or a nudge to follow. */
const flow: FlowGraph = {
  start: 'opening',
  layout: {},
  steps: {
    opening: {
      id: 'opening',
      kind: 'send',
      channel: 'private-reply',
      messages: [
        {
          id: 'm1',
          kind: 'text',
          text: 'Hi {{username}}!',
          buttons: [{ id: 'see', title: 'See the menu', action: { kind: 'step', next: 'follows' } }],
        },
      ],
      quickReplies: [],
      next: 'too-soon',
    },
    'too-soon': {
      id: 'too-soon',
      kind: 'send',
      channel: 'message',
      messages: [{ id: 'm0', kind: 'text', text: 'Are you there?', buttons: [] }],
      quickReplies: [],
      next: null,
    },
    follows: {
      id: 'follows',
      kind: 'condition',
      condition: { kind: 'follows-account' },
      then: 'link',
      otherwise: null,
    },
    link: {
      id: 'link',
      kind: 'send',
      channel: 'message',
      messages: [
        {
          id: 'm2',
          kind: 'carousel',
          cards: [
            {
              id: 'c1',
              title: 'Espresso',
              subtitle: 'Our classic',
              imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
              buttons: [{ id: 'open', title: 'Open the menu', action: { kind: 'link', url: 'https://cafe.example' } }],
            },
          ],
        },
      ],
      quickReplies: [{ id: 'more', title: 'More', next: null }],
      next: null,
    },
  },
}

const automation: AutomationSummary = {
  id: 'aut-1',
  name: 'Menu',
  accountId: '178414',
  status: 'active',
  priority: 0,
  stopAfterFirstMatch: false,
  trigger,
  flow,
  version: 1,
  createdAt: T0,
  updatedAt: T0,
  counters: emptyCounters(),
  lastRunAt: null,
  account: { username: 'cafe.aurora', connected: true },
  stoppedReason: null,
}

const said = (
  id: string,
  text: string,
  extra: Partial<{ buttons: { type: 'postback'; title: string; payload: string }[] }> = {},
): RehearsalMessage => ({
  id,
  at: T0,
  channel: 'message',
  message: { text, ...extra },
})

const run = (kinds: AutomationRun['actions'][number]['kind'][]): AutomationRun => ({
  id: 'rehearsal-run-1',
  automationId: 'aut-1',
  automationName: 'Menu',
  accountId: '178414',
  eventKind: 'comment',
  eventKey: 'rehearsal-1',
  status: 'sent',
  test: true,
  createdAt: T0,
  updatedAt: T0,
  actions: kinds.map((kind, index) => ({ index, kind, status: 'sent', attempts: 1, updatedAt: T0 })),
})

/** What the backend would answer each move with, played in order. */
const answers: RehearsalResponse[] = [
  {
    state: { step: 1 },
    now: T0,
    waiting: { kind: 'tap' },
    runs: [run(['private-reply'])],
    messages: [
      {
        ...said('a', 'Hi rehearsal.customer!', {
          buttons: [{ type: 'postback', title: 'See the menu', payload: 'flow:aut-1:see' }],
        }),
        channel: 'private-reply',
      } as RehearsalMessage,
    ],
  },
  {
    state: { step: 2 },
    now: T0 + 1000,
    waiting: { kind: 'answer', inMs: 3_600_000 },
    runs: [run(['private-reply', 'tap', 'ask'])],
    messages: [said('b', 'Your e-mail?')],
  },
  {
    state: { step: 3 },
    now: T0 + 2000,
    waiting: { kind: 'timer', inMs: 600_000 },
    runs: [run(['private-reply', 'tap', 'ask', 'send-dm'])],
    messages: [said('c', 'Thanks!')],
  },
  {
    state: { step: 4 },
    now: T0 + 602_000,
    waiting: { kind: 'nothing' },
    runs: [run(['private-reply', 'tap', 'ask', 'send-dm', 'send-dm'])],
    messages: [said('d', 'See you soon')],
  },
]

describe('the rehearsal panel', () => {
  test('plays the automation as a customer: start, tap, reply, let the wait pass', async () => {
    await loadCatalog('automations')
    const play = vi.fn(async (_request: RehearsalRequest) => answers[play.mock.calls.length - 1]!)
    await renderKit(<RehearsalPanel automation={automation} play={play} />)
    await expect.element(page.getByText('Rehearsal', { exact: true })).toBeVisible()

    await userEvent.click(page.getByRole('checkbox', { name: 'The customer follows the account' }))
    await userEvent.fill(page.getByRole('textbox', { name: 'Tags the customer already has' }), 'vip, regular,, vip ')
    await userEvent.click(page.getByRole('button', { name: 'Start the rehearsal' }))
    expect(play).toHaveBeenLastCalledWith({
      move: { kind: 'start', event: 'comment', text: 'menu', follows: true, tags: ['vip', 'regular'] },
    })
    const thread = page.getByRole('list', { name: 'Rehearsal thread' })
    await expect.element(thread.getByText('Hi rehearsal.customer!')).toBeVisible()
    await expect.element(page.getByRole('status')).toHaveTextContent('The automation waits for a tap on a button.')
    await expect.element(page.getByText('Private reply (DM to the commenter)')).toBeVisible()

    await userEvent.click(thread.getByRole('button', { name: 'See the menu' }))
    expect(play).toHaveBeenLastCalledWith({
      state: { step: 1 },
      move: { kind: 'tap', payload: 'flow:aut-1:see', title: 'See the menu', quickReply: false },
    })
    await expect.element(thread.getByText('Your e-mail?')).toBeVisible()
    // Only the automation's latest answer can be tapped: the earlier button is no longer offered.
    await expect.element(thread.getByRole('button', { name: 'See the menu' })).not.toBeInTheDocument()

    await userEvent.fill(page.getByRole('textbox', { name: "The customer's reply" }), 'ana@example.com')
    await userEvent.click(page.getByRole('button', { name: 'Reply', exact: true }))
    expect(play).toHaveBeenLastCalledWith({ state: { step: 2 }, move: { kind: 'reply', text: 'ana@example.com' } })
    await expect.element(thread.getByText('ana@example.com')).toBeVisible()
    await expect.element(thread.getByText('Thanks!')).toBeVisible()
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('The automation waits 10 minutes before its next step.')

    await userEvent.click(page.getByRole('button', { name: 'Let the wait pass' }))
    expect(play).toHaveBeenLastCalledWith({ state: { step: 3 }, move: { kind: 'wait' } })
    await expect.element(thread.getByText('See you soon')).toBeVisible()
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('The automation has nothing more to do for this customer.')
    await expect.element(page.getByRole('heading', { name: 'What the run history would show' })).toBeVisible()
  })

  test('says so when the rehearsal cannot go on, in Arabic', async () => {
    await loadCatalog('automations')
    const play = vi.fn(async (request: RehearsalRequest) => {
      if (request.move.kind === 'start') return answers[1]!
      throw new ApiError(422, 'automations/rehearsal-state-invalid', 'x')
    })
    await renderKit(<RehearsalPanel automation={automation} play={play} />, { locale: 'ar' })
    await userEvent.click(page.getByRole('button', { name: 'ابدأ التمرين' }))
    await userEvent.click(page.getByRole('button', { name: 'لا رد في الوقت المحدد' }))
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('لا يمكن مواصلة هذا التمرين: تغيّرت الأتمتة منذ بدايته. ابدأ من جديد.')
  })
})

describe('the paths list', () => {
  test('shows each path with the choices along it, the messages whole and the step a rule would skip', async () => {
    await loadCatalog('automations')
    await renderKit(<FlowPathsList trigger={trigger} flow={flow} />)
    await expect.element(page.getByRole('heading', { name: 'Paths through this automation' })).toBeVisible()
    await expect.element(page.getByText('4 ways a conversation can go.')).toBeVisible()
    const paths = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
    expect(paths.elements()).toHaveLength(4)
    // Right after the private reply, the DM would be skipped: nobody who only commented may get one.
    await expect.element(paths.nth(0).getByRole('heading', { name: 'Path 1' })).toBeVisible()
    const unanswered = paths.filter({ hasText: 'Are you there?' })
    await expect.element(unanswered.getByText('Would be skipped')).toBeVisible()
    await expect.element(unanswered.getByText('Then: Right after sending').first()).toBeVisible()
    // A tap on the button, the follow checked: the carousel with its card, link and quick reply.
    const tapped = paths.filter({ hasText: 'Espresso' }).first()
    await expect.element(tapped.getByText('Then: Tap on “See the menu”')).toBeVisible()
    await expect.element(tapped.getByText('Then: Yes')).toBeVisible()
    await expect.element(tapped.getByText('Our classic')).toBeVisible()
    await expect.element(tapped.getByRole('link', { name: 'Open the menu' })).toBeVisible()
    await expect.element(tapped.getByRole('group', { name: 'Quick replies' })).toHaveTextContent('More')
    await expect.element(paths.filter({ hasText: 'Then: No' })).toBeVisible()
  })

  test('at 390 px in Arabic, the paths and the rehearsal fit the screen (the carousel scrolls inside itself)', async () => {
    await page.viewport(390, 844)
    try {
      await loadCatalog('automations')
      const play = vi.fn(async (_request: RehearsalRequest) => answers[0]!)
      await renderKit(
        <>
          <RehearsalPanel automation={automation} play={play} />
          <FlowPathsList trigger={trigger} flow={flow} />
        </>,
        { locale: 'ar' },
      )
      await userEvent.click(page.getByRole('button', { name: 'ابدأ التمرين' }))
      await expect.element(page.getByText('Hi rehearsal.customer!')).toBeVisible()
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    } finally {
      await page.viewport(1280, 800)
    }
  })
})
