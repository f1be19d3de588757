import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { ChatMessage, ChatThreadDetail } from '@/domain/chat/apiTypes'
import { MESSAGE_MAX_BYTES } from '@/domain/chat/apiTypes'
import type { SendMessageVariables } from '@/features/chat/api'
import { Composer } from '@/features/chat/Composer'
import { ApiError } from '@/lib/apiClient'
import { formatDateTime } from '@/lib/format'
import { renderKit } from '../support/render'

const HOUR = 3_600_000

/** A conversation whose person last wrote `hoursAgo` hours ago (null: never). */
function thread(hoursAgo: number | null): ChatThreadDetail {
  return {
    id: '17841400000000001:17841400000000002',
    accountId: '17841400000000001',
    accountUsername: 'cafe.aurora',
    contact: { id: '17841400000000002', username: 'ana.souza', avatarUrl: null },
    lastMessage: null,
    unread: 0,
    lastInboundAt: hoursAgo === null ? null : new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    messages: [],
    notes: [],
    assignee: null,
    status: 'open',
    tags: [],
    profile: { tags: [], firstMessageAt: null, lastMessageAt: null, runs: [] },
  }
}

function Box({
  of,
  sendText,
}: {
  of: ChatThreadDetail
  sendText: (text: string, idempotencyKey: string) => Promise<ChatMessage>
}) {
  const send = useMutation({
    mutationFn: ({ text, idempotencyKey }: SendMessageVariables) => sendText(text, idempotencyKey),
  })
  return <Composer thread={of} send={send} />
}

const sent = (text: string): ChatMessage => ({
  id: 'm1',
  direction: 'out',
  text,
  at: new Date().toISOString(),
  status: 'delivered',
})

const box = () => page.getByRole('textbox', { name: 'Message to @ana.souza' })
const sendButton = () => page.getByRole('button', { name: 'Send', exact: true })

/** Two conversations, one open at a time, each with its own box (as the inbox keys its thread view). */
function TwoThreads({ sendText }: { sendText: (text: string, idempotencyKey: string) => Promise<ChatMessage> }) {
  const ana = thread(1)
  const bruno: ChatThreadDetail = {
    ...thread(1),
    id: '17841400000000001:17841400000000003',
    contact: { id: '17841400000000003', username: 'bruno.lima', avatarUrl: null },
  }
  const [open, setOpen] = useState(ana)
  return (
    <>
      <button type="button" onClick={() => setOpen(open === ana ? bruno : ana)}>
        Other conversation
      </button>
      <Box key={open.id} of={open} sendText={sendText} />
    </>
  )
}

describe('the inbox’s send box', () => {
  // Each test starts without a reply kept from another.
  beforeEach(() => window.sessionStorage.clear())

  test('keeps the reply being written while another conversation is open, and only for its own', async () => {
    const sendText = vi.fn(async (text: string) => sent(text))
    await renderKit(<TwoThreads sendText={sendText} />)
    await userEvent.fill(box(), 'Half a reply to Ana')
    await userEvent.click(page.getByRole('button', { name: 'Other conversation' }))
    const toBruno = page.getByRole('textbox', { name: 'Message to @bruno.lima' })
    await expect.element(toBruno).toHaveValue('')
    await userEvent.click(page.getByRole('button', { name: 'Other conversation' }))
    await expect.element(box()).toHaveValue('Half a reply to Ana')
    await userEvent.click(sendButton())
    await expect.poll(() => sendText.mock.calls.length).toBe(1)
    await expect.element(box()).toHaveValue('')
    // Sent: nothing is kept for it any more.
    await userEvent.click(page.getByRole('button', { name: 'Other conversation' }))
    await userEvent.click(page.getByRole('button', { name: 'Other conversation' }))
    await expect.element(box()).toHaveValue('')
  })

  test('within the 24 hours: sends what was typed on Enter, trimmed, and empties the box', async () => {
    const sendText = vi.fn(async (text: string) => sent(text))
    const open = thread(1)
    await renderKit(<Box of={open} sendText={sendText} />)
    const until = formatDateTime('en', Date.parse(open.lastInboundAt!) + 24 * HOUR)
    await expect.element(page.getByText(`You can reply until ${until}.`)).toBeVisible()
    await expect.element(sendButton()).toBeDisabled()

    await userEvent.fill(box(), '   ')
    await expect.element(sendButton()).toBeDisabled()
    await userEvent.fill(box(), '  Yes, until 11 pm.  ')
    await expect.element(sendButton()).toBeEnabled()
    // Shift+Enter is a new line, not a send.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}')
    expect(sendText).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => sendText.mock.calls.length).toBe(1)
    expect(sendText.mock.calls[0]?.[0]).toBe('Yes, until 11 pm.')
    await expect.element(box()).toHaveValue('')
  })

  test('a message over Instagram’s limit says so and cannot be sent', async () => {
    const sendText = vi.fn(async (text: string) => sent(text))
    await renderKit(<Box of={thread(1)} sendText={sendText} />)
    // "é" is two bytes in UTF-8: one over the limit.
    await userEvent.fill(box(), 'é'.repeat(MESSAGE_MAX_BYTES / 2 + 1))
    await expect.element(page.getByText('This message is too long for Instagram. Shorten it to send it.')).toBeVisible()
    await expect.element(box()).toHaveAttribute('aria-invalid', 'true')
    await expect.element(sendButton()).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    expect(sendText).not.toHaveBeenCalled()
  })

  test('a send refused keeps the text and says why', async () => {
    const sendText = vi.fn(async (): Promise<ChatMessage> => {
      throw new ApiError(503, 'unavailable', 'down')
    })
    await renderKit(<Box of={thread(1)} sendText={sendText} />)
    await userEvent.fill(box(), 'We kept a table for you.')
    await userEvent.click(sendButton())
    await expect
      .element(
        page
          .getByRole('alert')
          .getByText('The service is unavailable for a moment. Nothing was lost; try again shortly.'),
      )
      .toBeVisible()
    await expect.element(box()).toHaveValue('We kept a table for you.')
  })

  test('a reply keeps its idempotency key through a failed try; the next reply has another', async () => {
    let down = true
    const sendText = vi.fn(async (text: string, _idempotencyKey: string): Promise<ChatMessage> => {
      if (down) throw new ApiError(503, 'unavailable', 'down')
      return sent(text)
    })
    await renderKit(<Box of={thread(1)} sendText={sendText} />)
    await userEvent.fill(box(), 'We kept a table for you.')
    await userEvent.click(sendButton())
    await expect.element(page.getByRole('alert')).toBeVisible()
    down = false
    await userEvent.click(sendButton())
    await expect.element(box()).toHaveValue('')
    await userEvent.fill(box(), 'See you tonight.')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => sendText.mock.calls.length).toBe(3)
    const [first, retried, next] = sendText.mock.calls.map(([, key]) => key)
    expect(first).toMatch(/.{16,}/)
    expect(retried).toBe(first)
    expect(next).not.toBe(first)
  })

  test('after the 24 hours the box is disabled and says since when', async () => {
    const closed = thread(30)
    await renderKit(<Box of={closed} sendText={async (text) => sent(text)} />)
    const closedAt = formatDateTime('en', Date.parse(closed.lastInboundAt!) + 24 * HOUR)
    await expect
      .element(page.getByText(/^You can no longer reply: Instagram allows replies only within 24 hours/))
      .toBeVisible()
    expect(document.querySelector('form')?.textContent).toContain(`The window closed on ${closedAt}.`)
    await expect.element(box()).toBeDisabled()
    await expect.element(sendButton()).toBeDisabled()
    await expect.element(page.getByText(/^You can reply until/)).not.toBeInTheDocument()
  })

  test('to someone who never wrote, it says a business cannot write first', async () => {
    await renderKit(<Box of={thread(null)} sendText={async (text) => sent(text)} />)
    await expect
      .element(
        page.getByText(
          'You cannot write first: Instagram allows a message only after this person has written to the account.',
        ),
      )
      .toBeVisible()
    await expect.element(box()).toBeDisabled()
  })
})
