import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationRunRow } from '@/domain/automations/apiTypes'
import type { ChatThreadSummary } from '@/domain/chat/apiTypes'
import type { ListPage } from '@/domain/list'
import { mockHarness } from './mockHarness'

const OWNER = 'client-uid-1'
const CAFE = 'cafe.aurora'

describe('the run history’s rows', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER, 'admin@conversa.test')
    expect((await mock.connect(OWNER, CAFE)).status).toBe(201)
  })

  const rowsOf = async (id: string) =>
    (await call<ListPage<AutomationRunRow>>(OWNER, 'GET', `/automations/runs?automationId=${id}&itemsPerPage=100`)).json
      .items

  it('name the person who commented, say what they wrote, and point at their conversation in the inbox', async () => {
    const automation = await mock.createAutomation(OWNER, CAFE)
    const person = (await mock.backend.instagram.listPeople())[2]!
    await mock.deliver(CAFE, { kind: 'comment', text: 'Quero o LINK', person: 2 })

    const [row] = await rowsOf(automation.id)
    expect(row).toMatchObject({
      person: { id: person.id, username: person.username },
      eventText: 'Quero o LINK',
    })
    const threads = await call<ListPage<ChatThreadSummary>>(OWNER, 'GET', '/chat/threads?itemsPerPage=100')
    expect(threads.json.items.map((thread) => thread.id)).toContain(row!.threadId)
  })

  it('name a person who wrote a DM by the username the workspace learnt, with their message', async () => {
    const automation = await mock.createAutomation(OWNER, CAFE, {
      name: 'Preço',
      trigger: { kind: 'dm-keyword', keywords: { keywords: ['preço'], mode: 'contains' } },
      actions: [{ kind: 'send-dm', message: { text: 'Custa 10 €', quickReplies: [], buttons: [] } }],
    })
    const person = (await mock.backend.instagram.listPeople())[1]!
    await mock.deliver(CAFE, { kind: 'message', text: 'Qual o preço?', person: 1 })

    const [row] = await rowsOf(automation.id)
    expect(row).toMatchObject({ person: { id: person.id, username: person.username }, eventText: 'Qual o preço?' })
    expect(row!.threadId).toContain(person.id)
  })
})
