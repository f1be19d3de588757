import { useMutation } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { ChatMessage, ChatThreadDetail, SavedReply } from '@/domain/chat/apiTypes'
import { savedRepliesQuery, type SendMessageVariables } from '@/features/chat/api'
import { Composer } from '@/features/chat/Composer'
import { SavedReplyPicker } from '@/features/chat/SavedReplies'
import { renderKit, testQueryClient } from '../support/render'

const thread: ChatThreadDetail = {
  id: '17841400000000001:17841400000000002',
  accountId: '17841400000000001',
  accountUsername: 'cafe.aurora',
  contact: { id: '17841400000000002', username: 'ana.souza', avatarUrl: null },
  lastMessage: null,
  unread: 0,
  lastInboundAt: new Date(Date.now() - 3_600_000).toISOString(),
  assignee: null,
  status: 'open',
  tags: [],
  messages: [],
  notes: [],
  profile: { tags: [], firstMessageAt: null, lastMessageAt: null, runs: [] },
}

const replies: SavedReply[] = [
  { id: 'r1', title: 'Opening hours', text: 'We open from 8 am to 6 pm.' },
  { id: 'r2', title: 'Delivery', text: 'We deliver in two days.' },
]

function Box() {
  const send = useMutation({
    mutationFn: async ({ text }: SendMessageVariables): Promise<ChatMessage> => ({
      id: 'm1',
      direction: 'out',
      text,
      at: new Date().toISOString(),
      status: 'delivered',
    }),
  })
  return <Composer thread={thread} send={send} tools={(insert) => <SavedReplyPicker onPick={insert} />} />
}

describe('saved replies in the reply box', () => {
  test('a picked reply fills the empty box, and a second one goes on a new line after what is there', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(savedRepliesQuery().queryKey, replies)
    await renderKit(<Box />, { queryClient })
    const box = page.getByRole('textbox', { name: 'Message to @ana.souza' })

    await page.getByRole('button', { name: 'Insert a saved reply' }).click()
    await page.getByRole('menuitem', { name: 'Opening hours' }).click()
    await expect.element(box).toHaveValue('We open from 8 am to 6 pm.')

    await userEvent.type(box, ' See you!')
    await page.getByRole('button', { name: 'Insert a saved reply' }).click()
    await page.getByRole('menuitem', { name: 'Delivery' }).click()
    await expect.element(box).toHaveValue('We open from 8 am to 6 pm. See you!\nWe deliver in two days.')
  })
})
