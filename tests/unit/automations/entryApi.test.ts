import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import type { AutomationAction } from '@/domain/automations/model'
import type { AutomationRun } from '@/domain/automations/runs'
import type { ListPage } from '@/domain/list'
import { entryPayload } from '@/domain/entryPoints/payloads'
import { mockHarness } from './mockHarness'
import { withFlow } from '../../support/automationSpec'

const OWNER = 'entry-owner'
const CAFE = 'cafe.aurora'
const hello: AutomationAction[] = [{ kind: 'send-dm', message: { text: 'Hello!', quickReplies: [], buttons: [] } }]

describe('entry triggers in the automations API', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER)
    expect((await mock.connect(OWNER, CAFE)).status).toBe(201)
  })

  const runsOf = async (id: string) =>
    (await call<ListPage<AutomationRun>>(OWNER, 'GET', `/automations/runs?automationId=${id}&itemsPerPage=100`)).json
      .items

  it('keeps one default reply per account: a second is refused, the first can still be edited', async () => {
    const first = await mock.createAutomation(OWNER, CAFE, {
      name: 'Fallback',
      trigger: { kind: 'default-reply', onceEveryHours: 24 },
      actions: hello,
    })
    const second = await call<{ error: { code: string } }>(
      OWNER,
      'POST',
      '/automations',
      withFlow({
        name: 'Another fallback',
        accountId: await mock.accountIdOf(CAFE),
        status: 'paused',
        priority: 0,
        stopAfterFirstMatch: false,
        trigger: { kind: 'default-reply', onceEveryHours: 12 },
        actions: hello,
      }),
    )
    expect(second.status).toBe(409)
    expect(second.json.error.code).toBe('automations/default-reply-taken')
    const edited = await call<AutomationSummary>(OWNER, 'PATCH', `/automations/${first.id}`, {
      name: first.name,
      accountId: first.accountId,
      status: first.status,
      priority: first.priority,
      stopAfterFirstMatch: first.stopAfterFirstMatch,
      trigger: { kind: 'default-reply', onceEveryHours: 48 },
      flow: first.flow,
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.json.trigger).toEqual({ kind: 'default-reply', onceEveryHours: 48 })
  })

  it('refuses a trigger of the wrong shape', async () => {
    const refused = await call(
      OWNER,
      'POST',
      '/automations',
      withFlow({
        name: 'Broken',
        accountId: await mock.accountIdOf(CAFE),
        status: 'active',
        priority: 0,
        stopAfterFirstMatch: false,
        trigger: { kind: 'ref-link', refs: 'flyer' } as never,
        actions: hello,
      }),
    )
    expect(refused.status).toBe(400)
  })

  it('a signed ice-breaker tap naming the automation starts it once; a plain payload does not', async () => {
    const menu = await mock.createAutomation(OWNER, CAFE, {
      name: 'Prices',
      trigger: { kind: 'menu-tap' },
      actions: hello,
    })
    await mock.deliver(CAFE, { kind: 'postback', text: 'See prices', payload: entryPayload('ice-breaker', menu.id) })
    await mock.deliver(CAFE, { kind: 'postback', text: 'See prices', payload: 'PRICES' })
    expect(await runsOf(menu.id)).toMatchObject([{ eventKind: 'postback', status: 'sent' }])
  })
})
