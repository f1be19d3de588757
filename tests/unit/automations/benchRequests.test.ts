import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import type { AutomationRun } from '@/domain/automations/runs'
import type { ListPage } from '@/domain/list'
import { MEASURED_CALLS, privateReplyAutomation, publicReplyAutomation } from '../../../scripts/bench/requests.mjs'
import { mockHarness } from './mockHarness'

const OWNER = 'bench-owner'
const CAFE = 'cafe.aurora'

/**
 * The server benches measure what the backend does with their automations and calls: one the
 * API refuses (as the API changes) measures an error page, or stops the bench half-way.
 */
describe("the benches' automations and calls", () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER)
    expect((await mock.connect(OWNER, CAFE)).status).toBe(201)
  })

  const create = async (input: unknown) => {
    const created = await call<AutomationSummary>(OWNER, 'POST', '/automations', input)
    expect(created.status, created.text).toBe(201)
    return created.json
  }
  const runsOf = async (id: string) =>
    (await call<ListPage<AutomationRun>>(OWNER, 'GET', `/automations/runs?automationId=${id}`)).json.items

  it('are accepted, and a comment with their word runs them', async () => {
    const accountId = await mock.accountIdOf(CAFE)
    const publicReply = await create(
      publicReplyAutomation(accountId, { name: 'Bench 0', keyword: 'word0', priority: 1 }),
    )
    const privateReply = await create(privateReplyAutomation(accountId))

    await mock.deliver(CAFE, { kind: 'comment', text: 'word0 please' })
    await mock.deliver(CAFE, { kind: 'comment', text: 'the link?' })

    expect(await runsOf(publicReply.id)).toHaveLength(1)
    expect(await runsOf(privateReply.id)).toHaveLength(1)
  })

  it('read what the screens read', async () => {
    const accountId = await mock.accountIdOf(CAFE)
    for (let index = 0; index < 12; index++)
      await create(
        publicReplyAutomation(accountId, { name: `Bench ${index}`, keyword: `word${index}`, priority: index }),
      )
    for (const { path } of MEASURED_CALLS) {
      const answer = await call<unknown>(OWNER, 'GET', path)
      expect(answer.status, `${path}: ${answer.text}`).toBe(200)
    }
    const list = await call<ListPage<AutomationSummary>>(OWNER, 'GET', MEASURED_CALLS[1]!.path)
    expect(list.json.items).toHaveLength(10)
  })
})
