import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import type { ChatThreadSummary } from '@/domain/chat/apiTypes'
import { ThreadList } from '@/features/chat/ThreadList'
import { loadCatalog } from '@/i18n/i18n'
import type { Locale } from '@/i18n/locales'
import { renderKit } from '../support/render'

function thread(
  username: string,
  unread: number,
  last: Partial<ChatThreadSummary['lastMessage']> = {},
): ChatThreadSummary {
  return {
    id: `17841400000000001:${username}`,
    accountId: '17841400000000001',
    accountUsername: 'cafe.aurora',
    contact: { id: `id-${username}`, username, avatarUrl: null },
    lastMessage: { text: 'Olá!', direction: 'in', at: new Date().toISOString(), ...last },
    unread,
    lastInboundAt: new Date().toISOString(),
    assignee: null,
    status: 'open',
    tags: [],
  }
}

async function renderThreads(locale: Locale) {
  await loadCatalog('chat')
  await renderKit(
    <ThreadList
      threads={[
        thread('ana.souza', 1),
        thread('bruno.lima', 2),
        thread('carla.dias', 0, { text: 'You are in! Good luck.', direction: 'out' }),
      ]}
      selected=""
      filtered={false}
      onSelect={() => {}}
      onClear={() => {}}
    />,
    { locale },
  )
}

describe('the inbox’s thread list', () => {
  test('counts unread messages with the language’s plural forms', async () => {
    await renderThreads('fr')
    await expect.element(page.getByText('1 non lu', { exact: true })).toBeInTheDocument()
    await expect.element(page.getByText('2 non lus', { exact: true })).toBeInTheDocument()
  })

  test('in Arabic, the dual has its own form and each handle keeps its @ in front (isolated)', async () => {
    await renderThreads('ar')
    await expect.element(page.getByText('رسالة واحدة غير مقروءة', { exact: true })).toBeInTheDocument()
    await expect.element(page.getByText('رسالتان غير مقروءتين', { exact: true })).toBeInTheDocument()
    const contact = page.getByText('@ana.souza', { exact: true })
    await expect.element(contact).toBeVisible()
    expect(contact.element().tagName).toBe('BDI')
    const account = page.getByText('@cafe.aurora', { exact: true }).first()
    expect(account.element().tagName).toBe('BDI')
  })

  test('in Arabic, the last message keeps its own direction after “You:” (its final stop stays at its end)', async () => {
    await renderThreads('ar')
    const reply = page.getByText('You are in! Good luck.', { exact: true })
    await expect.element(reply).toBeVisible()
    expect(reply.element().tagName).toBe('BDI')
    expect(reply.element().parentElement?.textContent).toBe('أنت: You are in! Good luck.')
  })
})
