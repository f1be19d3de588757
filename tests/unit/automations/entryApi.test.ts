import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationAccount, AutomationSummary, TestRunResponse } from '@/domain/automations/apiTypes'
import type { RehearsalResponse } from '@/domain/automations/rehearsal'
import { startPayloadOf, startRefOf } from '@/domain/automations/triggers'
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
        trigger: { kind: 'default-reply', onceEveryHours: 36 },
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

  it('lists each connected account’s ads, read from Instagram, for a comment trigger to pick from', async () => {
    const accounts = (await call<AutomationAccount[]>(OWNER, 'GET', '/automations/accounts')).json
    expect(accounts.find((account) => account.username === CAFE)?.ads).toEqual([
      { id: '120210000000000101', name: 'Blend de inverno — comente PRECO' },
      { id: '120210000000000102', name: 'Aniversário: cupom de 10%' },
    ])
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

  it('a signed ig.me referral reaches someone who never wrote: the flow’s DM goes out, once', async () => {
    const link = await mock.createAutomation(OWNER, CAFE, {
      name: 'Flyer',
      trigger: { kind: 'ref-link', refs: [] },
      actions: hello,
    })
    const opened = { kind: 'referral', text: '', person: 2, referral: { ref: startRefOf(link)! } } as const
    await mock.deliver(CAFE, opened)
    // Meta's retry of the same delivery.
    await mock.deliver(CAFE, opened)
    expect(await runsOf(link.id)).toMatchObject([{ eventKind: 'referral', status: 'sent' }])
  })

  it('test mode and the rehearsal try a link automation as someone who opened its link, a menu one as a tap', async () => {
    const link = await mock.createAutomation(OWNER, CAFE, {
      name: 'Flyer',
      trigger: { kind: 'ref-link', refs: [] },
      actions: hello,
    })
    const menu = await mock.createAutomation(OWNER, CAFE, {
      name: 'Menu',
      trigger: { kind: 'menu-tap' },
      actions: hello,
    })
    const accountId = await mock.accountIdOf(CAFE)
    const tried = (body: object) => call<TestRunResponse>(OWNER, 'POST', '/automations/test', { accountId, ...body })
    const withRef = await tried({ automationId: link.id, kind: 'message', text: '', ref: startRefOf(link) })
    expect(withRef.json.runs).toMatchObject([{ automationId: link.id }])
    expect((await tried({ automationId: link.id, kind: 'message', text: '' })).json.runs).toEqual([])
    const tap = await tried({ automationId: menu.id, kind: 'postback', text: 'Menu', payload: startPayloadOf(menu) })
    expect(tap.json.runs).toMatchObject([{ automationId: menu.id }])

    const rehearsed = await call<RehearsalResponse>(OWNER, 'POST', `/automations/${link.id}/rehearsal`, {
      move: { kind: 'start', event: 'message', text: '', ref: startRefOf(link) },
    })
    expect(rehearsed.status, rehearsed.text).toBe(200)
    expect(rehearsed.json.runs).toMatchObject([{ automationId: link.id, test: true }])
  })
})
