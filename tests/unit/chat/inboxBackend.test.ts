import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AgentProfile, ChatMessage, ChatThreadDetail, ChatThreadList } from '@/domain/chat/apiTypes'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { API, mockHarness } from '../automations/mockHarness'

/**
 * The inbox's endpoints on the mock backend (docs/product.md, "Workspaces" and the 24-hour rule):
 * threads from webhook deliveries and the outbox, sends through the Send API, and nothing of
 * another workspace in any answer.
 */
const CLIENT = 'client-workspace'
const ADMIN = 'admin-workspace'
const CAFE = 'cafe.aurora'
const STUDIO = 'studio.lumen'

describe('the inbox on the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(CLIENT)
    await mock.signIn(ADMIN, 'admin@conversa.test')
  })

  const threads = async (uid: string, query = '') =>
    (await call<ChatThreadList>(uid, 'GET', `/chat/threads${query}`)).json

  it('answers no workspace with another’s threads, messages or people, and refuses to act on them', async () => {
    await mock.connect(CLIENT, CAFE)
    await mock.connect(ADMIN, STUDIO)
    await mock.deliver(CAFE, { kind: 'message', text: 'secret of the cafe', person: 1 })
    await mock.deliver(STUDIO, { kind: 'message', text: 'secret of the studio', person: 2 })
    const clientList = await threads(CLIENT)
    const adminList = await threads(ADMIN)
    expect(clientList.items.map((thread) => thread.accountUsername)).toEqual([CAFE])
    expect(adminList.items.map((thread) => thread.accountUsername)).toEqual([STUDIO])
    const cafeThread = clientList.items[0]!
    const studioThread = adminList.items[0]!
    for (const path of ['/chat/threads', '/chat/threads?q=secret', `/chat/threads/${studioThread.id}`]) {
      const reply = await call(CLIENT, 'GET', path)
      expect(reply.text, path).not.toContain('studio')
      expect(reply.text, path).not.toContain(studioThread.contact.id)
    }
    expect((await call(ADMIN, 'GET', `/chat/threads/${cafeThread.id}`)).status).toBe(404)
    expect((await call(ADMIN, 'POST', `/chat/threads/${cafeThread.id}/messages`, { text: 'hi' })).status).toBe(404)
    expect((await call(ADMIN, 'POST', `/chat/threads/${cafeThread.id}/read`)).status).toBe(404)
    expect((await call(ADMIN, 'GET', `/chat/threads?account=${cafeThread.accountId}`)).status).toBe(400)
    expect((await mock.backend.instagram.outbox()).map((entry) => entry.text)).toEqual([])
  })

  it('reads the shared list query: pages, searches and filters the threads, and refuses what it cannot read', async () => {
    await mock.connect(CLIENT, CAFE)
    for (const person of [0, 1, 2]) await mock.deliver(CAFE, { kind: 'message', text: `question ${person}`, person })
    const all = await threads(CLIENT)
    expect(all.total).toBe(3)
    const second = await threads(CLIENT, '?itemsPerPage=5&page=2')
    expect([second.total, second.items.length]).toEqual([3, 0])
    expect((await threads(CLIENT, '?q=QUESTION 1')).items.map((thread) => thread.lastMessage?.text)).toEqual([
      'question 1',
    ])
    expect((await threads(CLIENT, `?account=${all.items[0]!.accountId}`)).total).toBe(3)
    for (const query of ['?itemsPerPage=7', '?page=-1', '?sortBy=password']) {
      const reply = await call<{ error: { code: string } }>(CLIENT, 'GET', `/chat/threads${query}`)
      expect([reply.status, reply.json.error.code], query).toEqual([400, 'list/invalid-query'])
    }
  })

  it('sends a reply inside the window through the Send API, marked delivered, then seen after a read receipt', async () => {
    await mock.connect(CLIENT, CAFE)
    await mock.deliver(CAFE, { kind: 'message', text: 'Are you open today?', hoursAgo: 2 })
    const [thread] = (await threads(CLIENT)).items
    expect(thread).toMatchObject({ unread: 1, lastMessage: { text: 'Are you open today?', direction: 'in' } })

    mock.advance(60_000)
    const sent = await call<ChatMessage>(CLIENT, 'POST', `/chat/threads/${thread!.id}/messages`, {
      text: 'Yes, until 6 pm.',
    })
    expect(sent).toMatchObject({ status: 201, json: { status: 'delivered', text: 'Yes, until 6 pm.' } })
    const outbox = await mock.backend.instagram.outbox(thread!.accountId)
    expect(outbox.map((entry) => [entry.recipientId, entry.text])).toEqual([[thread!.contact.id, 'Yes, until 6 pm.']])

    mock.advance(60_000)
    await deliverRead(thread!.accountId, thread!.contact.id, mock.now())
    const detail = (await call<ChatThreadDetail>(CLIENT, 'GET', `/chat/threads/${thread!.id}`)).json
    expect(detail.messages.map((message) => [message.text, message.status ?? null, message.automated ?? null])).toEqual(
      [
        ['Are you open today?', null, null],
        ['Yes, until 6 pm.', 'seen', null],
      ],
    )
    expect((await call(CLIENT, 'POST', `/chat/threads/${thread!.id}/read`)).status).toBe(204)
    expect((await threads(CLIENT)).items[0]!.unread).toBe(0)
  })

  it('refuses to send outside the window, keeping the message as failed; a Graph error fails and a retry sends', async () => {
    await mock.connect(ADMIN, CAFE)
    await mock.deliver(CAFE, { kind: 'message', text: 'hello', hoursAgo: 30 })
    const [thread] = (await threads(ADMIN)).items
    const late = await call<ChatMessage>(ADMIN, 'POST', `/chat/threads/${thread!.id}/messages`, { text: 'Sorry, late' })
    expect(late.json).toMatchObject({ status: 'failed', failure: { reason: 'window-closed' } })
    expect(await mock.backend.instagram.outbox()).toEqual([])

    mock.advance(60_000)
    await mock.deliver(CAFE, { kind: 'message', text: 'still there?' })
    mock.advance(60_000)
    expect((await call(ADMIN, 'POST', '/chat/__mock/fail-next-send')).status).toBe(204)
    const failed = await call<ChatMessage>(ADMIN, 'POST', `/chat/threads/${thread!.id}/messages`, { text: 'Yes!' })
    expect(failed.json).toMatchObject({ status: 'failed', failure: { reason: 'temporary', graphCode: 2 } })
    const retried = await call<ChatMessage>(
      ADMIN,
      'POST',
      `/chat/threads/${thread!.id}/messages/${failed.json.id}/retry`,
    )
    expect(retried.json).toMatchObject({ status: 'delivered', text: 'Yes!' })
    expect((await mock.backend.instagram.outbox()).map((entry) => entry.text)).toEqual(['Yes!'])
    const detail = (await call<ChatThreadDetail>(ADMIN, 'GET', `/chat/threads/${thread!.id}`)).json
    expect(detail.messages.map((message) => message.status ?? 'in')).toEqual(['in', 'failed', 'in', 'delivered'])
  })

  it('shows what an automation sent as automated, with the contact’s tags and runs', async () => {
    await mock.connect(CLIENT, CAFE)
    await mock.createAutomation(CLIENT, CAFE, {
      name: 'Menu',
      trigger: { kind: 'dm-keyword', keywords: { keywords: ['menu'], mode: 'contains' } },
      actions: [
        { kind: 'send-dm', message: { text: 'Here is the menu', quickReplies: [], buttons: [] } },
        { kind: 'tag-contact', tag: 'asked-menu' },
      ],
    })
    await mock.deliver(CAFE, { kind: 'message', text: 'menu please' })
    const [thread] = (await threads(CLIENT)).items
    const detail = (await call<ChatThreadDetail>(CLIENT, 'GET', `/chat/threads/${thread!.id}`)).json
    expect(detail.messages.map((message) => [message.text, message.automated ?? null])).toEqual([
      ['menu please', null],
      ['Here is the menu', { automationName: 'Menu' }],
    ])
    expect(detail.profile).toMatchObject({ tags: ['asked-menu'], runs: [{ automationName: 'Menu', status: 'sent' }] })
  })

  it('keeps one’s own inbox status and about, and refuses what it cannot take', async () => {
    expect((await call<AgentProfile>(CLIENT, 'GET', '/chat/me')).json).toEqual({ status: 'online', about: '' })
    expect((await call(CLIENT, 'PATCH', '/chat/me', { status: 'busy', about: 'Replies within the hour' })).status).toBe(
      200,
    )
    expect((await call(CLIENT, 'PATCH', '/chat/me', { status: 'asleep' })).status).toBe(422)
    expect((await call<AgentProfile>(CLIENT, 'GET', '/chat/me')).json).toEqual({
      status: 'busy',
      about: 'Replies within the hour',
    })
    expect((await call<AgentProfile>(ADMIN, 'GET', '/chat/me')).json).toEqual({ status: 'online', about: '' })
    expect((await call(CLIENT, 'POST', '/chat/__mock/fail-next-send')).status).toBe(403)
  })

  /** Instagram's `read` receipt (messaging_seen): the person saw the conversation. */
  async function deliverRead(accountId: string, personId: string, at: number) {
    const raw = JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: accountId,
          time: Math.floor(at / 1000),
          messaging: [
            { sender: { id: personId }, recipient: { id: accountId }, timestamp: at, read: { mid: `read-${at}` } },
          ],
        },
      ],
    })
    const response = await fetch(`${API}/webhooks/instagram`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: await signWebhookBody(INSTAGRAM_APP.clientSecret, raw) },
      body: raw,
    })
    expect(response.status).toBe(200)
  }
})
