import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ChatMessage, ChatThreadList } from '@/domain/chat/apiTypes'
import type { ThreadAutomations } from '@/domain/chat/threadAutomations'
import { threadStateId, threadStatesOf } from '@/server/chat/threadState'
import { mockHarness } from '../automations/mockHarness'

/**
 * Handing a conversation between automations and people on the mock backend: a reply by hand
 * pauses the person's automations (until resumed here), a stop word opts them out, and the
 * resume endpoint needs the right to change threads.
 */
const OWNER = 'owner-workspace'
const CAFE = 'cafe.aurora'

describe('handover on the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER)
    await mock.connect(OWNER, CAFE)
    await mock.createAutomation(OWNER, CAFE, {
      trigger: { kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } },
      actions: [{ kind: 'send-dm', message: { text: 'From 10 €', quickReplies: [], buttons: [] } }],
    })
  })

  const sentTexts = async () => (await mock.backend.instagram.outbox()).map((entry) => entry.text).reverse()
  const threadId = async () => (await call<ChatThreadList>(OWNER, 'GET', '/chat/threads')).json.items[0]!.id
  const automationsOf = async (id: string) =>
    (await call<ThreadAutomations>(OWNER, 'GET', `/chat/threads/${id}/automations`)).json

  it('a reply by hand pauses the person’s automations until someone resumes them', async () => {
    await mock.deliver(CAFE, { kind: 'message', text: 'price?' })
    expect(await sentTexts()).toEqual(['From 10 €'])
    const id = await threadId()
    expect(await automationsOf(id)).toMatchObject({ pausedAt: null, optedOutAt: null, humanAgentEnabled: false })

    mock.advance(60_000)
    expect((await call(OWNER, 'POST', `/chat/threads/${id}/messages`, { text: 'Hi, Ana here' })).status).toBe(201)
    expect(await automationsOf(id)).toMatchObject({
      pausedAt: new Date(mock.now()).toISOString(),
      pausedUntil: null,
    })
    mock.advance(60_000)
    await mock.deliver(CAFE, { kind: 'message', text: 'and the price of the big one?' })
    expect(await sentTexts()).toEqual(['From 10 €', 'Hi, Ana here'])

    const resumed = await call<ThreadAutomations>(OWNER, 'POST', `/chat/threads/${id}/automations/resume`)
    expect([resumed.status, resumed.json.pausedAt]).toEqual([200, null])
    await mock.deliver(CAFE, { kind: 'message', text: 'price again' })
    expect(await sentTexts()).toEqual(['From 10 €', 'Hi, Ana here', 'From 10 €'])
  })

  it('a pause ends when the team marks the thread done', async () => {
    await mock.deliver(CAFE, { kind: 'message', text: 'price?' })
    const id = await threadId()
    mock.advance(60_000)
    await call(OWNER, 'POST', `/chat/threads/${id}/messages`, { text: 'Hi, Ana here' })
    mock.advance(60_000)
    // What the inbox stores when someone marks the thread done.
    await threadStatesOf(mock.backend.db).insert({
      id: threadStateId(OWNER, id),
      ownerUid: OWNER,
      threadId: id,
      assigneeUid: null,
      status: 'done',
      statusAt: mock.now(),
      updatedAt: mock.now(),
    })
    expect((await automationsOf(id)).pausedAt).toBeNull()
    await mock.deliver(CAFE, { kind: 'message', text: 'one more price' })
    expect(await sentTexts()).toEqual(['From 10 €', 'Hi, Ana here', 'From 10 €'])
  })

  it('after the 24 hours a reply goes tagged HUMAN_AGENT only where the workspace turned it on', async () => {
    mock.backend.instagram.configure({ humanAgentApproved: true })
    await mock.deliver(CAFE, { kind: 'message', text: 'hello?', hoursAgo: 30 })
    const id = await threadId()
    const refused = await call<ChatMessage>(OWNER, 'POST', `/chat/threads/${id}/messages`, { text: 'Sorry!' })
    expect(refused.json).toMatchObject({ status: 'failed', failure: { reason: 'window-closed' } })
    expect((await call(OWNER, 'PATCH', '/workspaces/current', { humanAgentEnabled: true })).status).toBe(200)
    expect((await automationsOf(id)).humanAgentEnabled).toBe(true)
    const tagged = await call<ChatMessage>(OWNER, 'POST', `/chat/threads/${id}/messages`, { text: 'Sorry!' })
    expect(tagged.json).toMatchObject({ status: 'delivered' })
    expect(await sentTexts()).toEqual(['Sorry!'])
    // Past 7 days nothing goes, tagged or not.
    mock.advance(7 * 24 * 3_600_000)
    const late = await call<ChatMessage>(OWNER, 'POST', `/chat/threads/${id}/messages`, { text: 'Still there?' })
    expect(late.json).toMatchObject({ status: 'failed', failure: { reason: 'window-closed' } })
  })

  it('a stop word opts the person out, and the thread says so', async () => {
    await mock.deliver(CAFE, { kind: 'message', text: 'STOP' })
    await mock.deliver(CAFE, { kind: 'message', text: 'price?' })
    expect(await sentTexts()).toEqual([])
    expect((await automationsOf(await threadId())).optedOutAt).not.toBeNull()
  })

  it('resumes only for a thread of the workspace', async () => {
    await mock.deliver(CAFE, { kind: 'message', text: 'price?' })
    const id = await threadId()
    await mock.signIn('stranger')
    expect((await call('stranger', 'POST', `/chat/threads/${id}/automations/resume`)).status).toBe(404)
    expect((await call('stranger', 'GET', `/chat/threads/${id}/automations`)).status).toBe(404)
  })
})
