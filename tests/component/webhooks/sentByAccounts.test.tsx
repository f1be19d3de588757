import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { SentByAccount } from '@/domain/instagram/apiTypes'
import { SentByAccounts } from '@/features/webhooks/SentByAccounts'
import { tapWebhook, type SentTap } from '@/features/webhooks/tapAsPerson'
import { loadCatalog } from '@/i18n/i18n'
import { renderKit } from '../support/render'

const privateReply: SentByAccount = {
  id: 'sent-1',
  accountId: '17841400000000001',
  kind: 'private_reply',
  recipientId: '2450356148494816',
  recipientUsername: 'delphine.nqf',
  commentId: '1795956580561214911',
  content: {
    kind: 'buttons',
    text: 'Thanks for joining! Tap below to complete your entry.',
    buttons: [
      { kind: 'postback', title: 'Complete my entry', payload: 'flow:a1:v1:s1:b0' },
      { kind: 'link', title: 'Rules', url: 'https://conversa.test/r/abc' },
    ],
  },
  sentAt: '2026-11-29T12:49:40Z',
}

const question: SentByAccount = {
  ...privateReply,
  id: 'sent-2',
  kind: 'message',
  commentId: null,
  content: { kind: 'text', text: 'Do you follow us?', quickReplies: [{ title: 'Done', payload: 'flow:a1:v1:s2:q0' }] },
}

describe("the accounts' outbox", () => {
  test('taps a button or a quick reply as the person it was sent to, and says how the receiver took it', async () => {
    const onTap = vi.fn(async (_tap: SentTap) => 200)
    await renderKit(<SentByAccounts entries={[question, privateReply]} onTap={onTap} />)

    await userEvent.click(page.getByRole('button', { name: 'Tap “Complete my entry” as @delphine.nqf' }))
    expect(onTap).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Complete my entry', payload: 'flow:a1:v1:s1:b0', via: 'button' }),
    )
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Tapped “Complete my entry”: the receiver accepted the event.')

    onTap.mockResolvedValueOnce(403)
    await userEvent.click(page.getByRole('button', { name: 'Tap “Done” as @delphine.nqf' }))
    expect(onTap).toHaveBeenLastCalledWith(expect.objectContaining({ payload: 'flow:a1:v1:s2:q0', via: 'quick-reply' }))
    await expect.element(page.getByRole('status')).toHaveTextContent('The receiver refused the event (HTTP 403).')

    // A link goes through Conversa's counting redirect, opened as the person would.
    const link = page.getByRole('link', { name: 'https://conversa.test/r/abc' })
    await expect.element(link).toHaveAttribute('href', 'https://conversa.test/r/abc')
  })

  test('without the simulator the buttons are only shown', async () => {
    await renderKit(<SentByAccounts entries={[privateReply]} />)
    await expect.element(page.getByText('Complete my entry')).toBeVisible()
    expect(page.getByRole('button').elements()).toHaveLength(0)
  })

  test('in Arabic, the tap is named in Arabic', async () => {
    await loadCatalog('webhooks')
    await renderKit(<SentByAccounts entries={[privateReply]} onTap={async () => 200} />, { locale: 'ar' })
    await expect
      .element(page.getByRole('button', { name: 'انقر «Complete my entry» باسم @delphine.nqf' }))
      .toBeVisible()
  })
})

describe('a tap as Meta posts it', () => {
  test('a button is a postback with its payload; a quick reply a message carrying it, from the person to the account', () => {
    const button = tapWebhook({ entry: privateReply, title: 'Complete my entry', payload: 'P1', via: 'button' }, 1_000)
    const messaging = (button.entry as { messaging: Record<string, unknown>[] }[])[0]!.messaging[0]!
    expect(messaging).toMatchObject({
      sender: { id: '2450356148494816' },
      recipient: { id: '17841400000000001' },
      postback: { title: 'Complete my entry', payload: 'P1' },
    })
    const reply = tapWebhook({ entry: question, title: 'Done', payload: 'Q1', via: 'quick-reply' }, 1_000)
    const message = (reply.entry as { messaging: Record<string, unknown>[] }[])[0]!.messaging[0]!
    expect(message).toMatchObject({ message: { text: 'Done', quick_reply: { payload: 'Q1' } } })
  })
})
