import { useMutation } from '@tanstack/react-query'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { ChatMessage, ChatThreadDetail } from '@/domain/chat/apiTypes'
import type { ThreadAutomations } from '@/domain/chat/threadAutomations'
import type { SendMessageVariables } from '@/features/chat/api'
import { threadAutomationsQuery } from '@/features/chat/automationsApi'
import { Composer } from '@/features/chat/Composer'
import { PauseNotice } from '@/features/chat/PauseNotice'
import { formatDateTime } from '@/lib/format'
import { api } from '@/runtime/api'
import { renderKit, testQueryClient } from '../support/render'

vi.mock('@/runtime/session/useAbility', () => ({ useAbility: () => ({ can: () => true }) }))

const HOUR = 3_600_000
const DAY = 24 * HOUR

function thread(hoursAgo: number): ChatThreadDetail {
  return {
    id: '17841400000000001:17841400000000002',
    accountId: '17841400000000001',
    accountUsername: 'cafe.aurora',
    contact: { id: '17841400000000002', username: 'ana.souza', avatarUrl: null },
    lastMessage: null,
    unread: 0,
    lastInboundAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    messages: [],
    notes: [],
    assignee: null,
    status: 'open',
    tags: [],
    profile: { tags: [], firstMessageAt: null, lastMessageAt: null, runs: [] },
  } as ChatThreadDetail
}

const running: ThreadAutomations = {
  optedOutAt: null,
  pausedAt: null,
  pausedUntil: null,
  handedOverAt: null,
  standbySince: null,
  humanAgentEnabled: false,
}

/** A query client that already knows the thread's automations, as the backend would answer. */
function knowing(of: ChatThreadDetail, automations: Partial<ThreadAutomations>) {
  const client = testQueryClient()
  client.setQueryData(threadAutomationsQuery(of.id).queryKey, { ...running, ...automations })
  return client
}

function Box({ of }: { of: ChatThreadDetail }) {
  const send = useMutation({
    mutationFn: async ({ text }: SendMessageVariables): Promise<ChatMessage> => ({
      id: 'm1',
      direction: 'out',
      text,
      at: new Date().toISOString(),
      status: 'delivered',
    }),
  })
  return <Composer thread={of} send={send} />
}

const box = () => page.getByRole('textbox', { name: 'Message to @ana.souza' })
const at = (iso: string, plus: number) => formatDateTime('en', Date.parse(iso) + plus)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the send box after the 24 hours', () => {
  test('with Human Agent replies on, a person may still reply, and it says until when', async () => {
    const late = thread(30)
    await renderKit(<Box of={late} />, { queryClient: knowing(late, { humanAgentEnabled: true }) })
    await expect
      .element(
        page.getByText(
          `The 24-hour window closed at ${at(late.lastInboundAt!, DAY)}; replies with the Human Agent tag are possible until ${at(late.lastInboundAt!, 7 * DAY)}.`,
        ),
      )
      .toBeVisible()
    await expect.element(box()).toBeEnabled()
  })

  test('after 7 days it is closed for good, and says since when', async () => {
    const gone = thread(8 * 24)
    await renderKit(<Box of={gone} />, { queryClient: knowing(gone, { humanAgentEnabled: true }) })
    await expect.element(page.getByText(/this conversation closed for good on/)).toBeVisible()
    expect(document.querySelector('form')?.textContent).toContain(
      `closed for good on ${at(gone.lastInboundAt!, 7 * DAY)}.`,
    )
    await expect.element(box()).toBeDisabled()
  })

  test('in a workspace without Human Agent replies it says they are off', async () => {
    const late = thread(30)
    await renderKit(<Box of={late} />, { queryClient: knowing(late, { humanAgentEnabled: false }) })
    await expect.element(page.getByText(/Human Agent replies are off for this workspace\./)).toBeVisible()
    await expect.element(box()).toBeDisabled()
  })
})

describe('the notice above the send box', () => {
  test('says automations are paused after a hand-over, and Resume asks the backend to resume them', async () => {
    const open = thread(1)
    const handedOverAt = new Date(Date.now() - HOUR).toISOString()
    const post = vi.spyOn(api, 'post').mockResolvedValue({ ...running })
    await renderKit(<PauseNotice thread={open} />, {
      queryClient: knowing(open, { pausedAt: handedOverAt, handedOverAt }),
    })
    await expect
      .element(
        page.getByText(`An automation handed this conversation to the team on ${formatDateTime('en', handedOverAt)}.`, {
          exact: false,
        }),
      )
      .toBeVisible()
    await expect
      .element(page.getByText(/Automations are paused for @ana.souza until the conversation is marked done/))
      .toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Resume automations' }))
    await expect
      .poll(() => post.mock.calls[0]?.[0])
      .toBe(`/chat/threads/${encodeURIComponent(open.id)}/automations/resume`)
  })

  test('says when the person opted out, and when another app holds the conversation', async () => {
    const open = thread(1)
    const since = new Date(Date.now() - 2 * HOUR).toISOString()
    await renderKit(<PauseNotice thread={open} />, {
      queryClient: knowing(open, { optedOutAt: since, standbySince: since }),
    })
    await expect.element(page.getByText(/@ana.souza asked not to receive automated messages on/)).toBeVisible()
    await expect.element(page.getByText(/Another app holds this conversation since/)).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Resume automations' })).not.toBeInTheDocument()
  })
})
