import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationSummary, DashboardResponse, TestRunResponse } from '@/domain/automations/apiTypes'
import type { ListPage } from '@/domain/list'
import type { AutomationRun } from '@/domain/automations/runs'
import type { ValidationIssue } from '@/domain/automations/validation'
import type { SentByAccount, WebhookDeliveriesResponse } from '@/domain/instagram/apiTypes'
import { API, mockHarness } from './mockHarness'
import type { FlowProblem } from '@/domain/automations/flow/problem'
import { withFlow } from '../../support/automationSpec'

const OWNER = 'client-uid-1'
const STRANGER = 'someone-else'
const CAFE = 'cafe.aurora'
const HOUR = 3_600_000

describe('automations in the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock
  let automation: AutomationSummary

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    // The webhooks screen's endpoints need read on AclDemo: the owner is the demo admin.
    await mock.signIn(OWNER, 'admin@conversa.test')
    await mock.signIn(STRANGER)
    expect((await mock.connect(OWNER, CAFE)).status).toBe(201)
  })

  const runsOf = async (id: string) =>
    (await call<ListPage<AutomationRun>>(OWNER, 'GET', `/automations/runs?automationId=${id}&itemsPerPage=100`)).json
      .items
  const dashboard = async (uid = OWNER) => (await call<DashboardResponse>(uid, 'GET', '/automations/dashboard')).json
  const outbox = async (uid = OWNER) => (await call<SentByAccount[]>(uid, 'GET', '/webhooks/instagram/outbox')).json

  it('refuses an invalid automation with the validation codes, and saves a valid one', async () => {
    const invalid = await call<{ error: { code: string; issues: ValidationIssue[]; problems: FlowProblem[] } }>(
      OWNER,
      'POST',
      '/automations',
      withFlow({
        name: '',
        accountId: await mock.accountIdOf(CAFE),
        status: 'active',
        priority: 0,
        stopAfterFirstMatch: false,
        trigger: { kind: 'welcome' },
        actions: [{ kind: 'tag-contact', tag: 'x' }],
      }),
    )
    expect(invalid.status).toBe(422)
    expect(invalid.json.error.issues.map((issue) => issue.code)).toEqual(['name-required'])
    expect(invalid.json.error.problems.map((problem) => problem.code)).toEqual(['nothing-sent'])
    automation = await mock.createAutomation(OWNER, CAFE)
    expect(automation).toMatchObject({
      name: 'Link do produto',
      status: 'active',
      counters: { sent: 0, 'partly-sent': 0, queued: 0, failed: 0, skipped: 0 },
      account: { username: CAFE, connected: true },
      stoppedReason: null,
    })
  })

  it('answers a signed comment webhook through the Instagram mock, once, and every count says so', async () => {
    automation = await mock.createAutomation(OWNER, CAFE)
    const id = await mock.deliver(CAFE, { kind: 'comment', text: 'Quero o LINK', uniqueId: '17900000000000101' })
    await mock.deliver(CAFE, { kind: 'comment', text: 'Quero o LINK', uniqueId: id })
    const sent = await outbox()
    expect(sent.map((entry) => [entry.kind, entry.commentId, entry.content]).sort()).toEqual([
      ['private_reply', id, { kind: 'text', text: 'Aqui está: https://loja.example/p', quickReplies: [] }],
      ['public_reply', id, { kind: 'text', text: 'Te mandei por DM!', quickReplies: [] }],
    ])
    expect(await runsOf(automation.id)).toMatchObject([{ status: 'sent', commentId: id }])
    const list = await call<ListPage<AutomationSummary>>(OWNER, 'GET', '/automations')
    expect(list.json.items[0]!.counters.sent).toBe(1)
    const figures = await dashboard()
    expect(figures.totals).toEqual({ sent: 1, 'partly-sent': 0, queued: 0, failed: 0, skipped: 0 })
    expect(figures.messagesSent).toBe(2)
    expect(figures.top).toMatchObject([{ automationId: automation.id, total: 1, counters: { sent: 1 } }])
    expect(figures.latestEvents).toMatchObject([{ kind: 'comment', text: 'Quero o LINK', runs: 1 }])
  })

  it('calls a run "partly sent" when one send is skipped, and "skipped" when only a tag happened', async () => {
    // The commenter never wrote to the account: the DM after the private reply is outside the window.
    automation = await mock.createAutomation(OWNER, CAFE, {
      actions: [
        { kind: 'private-reply', message: { text: 'Here', quickReplies: [], buttons: [] } },
        { kind: 'send-dm', message: { text: 'And a DM', quickReplies: [], buttons: [] } },
      ],
    })
    const welcome = await mock.createAutomation(OWNER, CAFE, {
      name: 'Welcome and tag',
      trigger: { kind: 'welcome' },
      actions: [
        { kind: 'send-dm', message: { text: 'Welcome!', quickReplies: [], buttons: [] } },
        { kind: 'tag-contact', tag: 'new' },
      ],
    })
    await mock.deliver(CAFE, { kind: 'comment', text: 'link', person: 3 })
    await mock.deliver(CAFE, { kind: 'message', text: 'oi', hoursAgo: 30 })
    expect(await runsOf(automation.id)).toMatchObject([{ status: 'partly-sent', reason: 'outside-24h-window' }])
    expect(await runsOf(welcome.id)).toMatchObject([
      { status: 'skipped', reason: 'outside-24h-window', actions: [{ status: 'skipped' }, { status: 'done' }] },
    ])
    const figures = await dashboard()
    expect(figures.totals).toMatchObject({ sent: 0, 'partly-sent': 1, skipped: 1 })
    expect(figures.messagesSent).toBe((await outbox()).length)
  })

  it('shows what a button template said in the outbox, with its buttons', async () => {
    await mock.createAutomation(OWNER, CAFE, {
      actions: [
        {
          kind: 'private-reply',
          message: {
            text: 'Here is the link',
            quickReplies: [],
            buttons: [{ type: 'web_url', title: 'Open', url: 'https://shop.example/p' }],
          },
        },
      ],
    })
    await mock.deliver(CAFE, { kind: 'comment', text: 'link' })
    // The link goes through the app's redirect (which counts the click) and leads to the address.
    expect((await outbox())[0]!.content).toEqual({
      kind: 'buttons',
      text: 'Here is the link',
      buttons: [{ kind: 'link', title: 'Open', url: expect.stringMatching(/\/r\//) }],
    })
    const { url } = ((await outbox())[0]!.content as { buttons: { url: string }[] }).buttons[0]!
    expect((await fetch(url, { redirect: 'manual' })).headers.get('location')).toBe('https://shop.example/p')
  })

  it('records Graph errors from the Instagram mock as failed runs', async () => {
    automation = await mock.createAutomation(OWNER, CAFE, {
      actions: [{ kind: 'private-reply', message: { text: 'x', quickReplies: [], buttons: [] } }],
    })
    const connection = (await mock.backend.instagramConnections.all())[0]!
    await mock.backend.instagramConnections.update(connection.id, { accessToken: 'IGAA-not-a-token' })
    await mock.deliver(CAFE, { kind: 'comment', text: 'link' })
    expect((await runsOf(automation.id))[0]).toMatchObject({
      status: 'failed',
      reason: 'graph-error',
      actions: [{ error: { code: 190 } }],
    })
  })

  it('test mode says what would happen, sends nothing and never counts', async () => {
    automation = await mock.createAutomation(OWNER, CAFE, { status: 'paused' })
    const result = await call<TestRunResponse>(OWNER, 'POST', '/automations/test', {
      automationId: automation.id,
      accountId: await mock.accountIdOf(CAFE),
      kind: 'comment',
      text: 'link?',
    })
    expect(result.json.runs).toMatchObject([
      {
        automationId: automation.id,
        test: true,
        status: 'sent',
        actions: [{ status: 'sent' }, { status: 'sent', text: 'Te mandei por DM!' }],
      },
    ])
    expect(await outbox()).toEqual([])
    expect((await dashboard()).totals).toEqual({ sent: 0, 'partly-sent': 0, queued: 0, failed: 0, skipped: 0 })
    expect(await runsOf(automation.id)).toEqual([])
  })

  it('lists with search, status filter and pages; pauses, duplicates as (2), (3) and deletes', async () => {
    for (const name of ['Boas-vindas', 'Preço', 'Promoção', 'Cupom']) await mock.createAutomation(OWNER, CAFE, { name })
    const found = await call<ListPage<AutomationSummary>>(OWNER, 'GET', '/automations?q=preco')
    expect(found.json.items.map((item) => item.name)).toEqual(['Preço'])
    const firstPage = (await call<ListPage<AutomationSummary>>(OWNER, 'GET', '/automations?itemsPerPage=5&page=1')).json
    expect([firstPage.total, firstPage.items.length]).toEqual([4, 4])
    const target = found.json.items[0]!
    expect(
      (await call<AutomationSummary>(OWNER, 'PATCH', `/automations/${target.id}`, { status: 'paused' })).json.status,
    ).toBe('paused')
    const copies = []
    for (let index = 0; index < 3; index += 1)
      copies.push((await call<AutomationSummary>(OWNER, 'POST', `/automations/${target.id}/duplicate`)).json)
    expect(copies.map((copy) => [copy.name, copy.status])).toEqual([
      ['Preço (2)', 'paused'],
      ['Preço (3)', 'paused'],
      ['Preço (4)', 'paused'],
    ])
    expect((await call(OWNER, 'POST', `/automations/${copies[1]!.id}/duplicate`)).json).toMatchObject({
      name: 'Preço (5)',
    })
    expect((await call(OWNER, 'DELETE', `/automations/${target.id}`)).status).toBe(204)
    expect((await call(OWNER, 'GET', `/automations/${target.id}`)).status).toBe(404)
  })

  it('stops an account’s automations when it is disconnected, saying why, and resumes them on reconnection', async () => {
    automation = await mock.createAutomation(OWNER, CAFE)
    const connection = (await mock.backend.instagramConnections.all())[0]!
    expect((await call(OWNER, 'DELETE', `/integrations/instagram/${connection.id}`)).status).toBe(204)
    const stopped = (await call<AutomationSummary>(OWNER, 'GET', `/automations/${automation.id}`)).json
    expect(stopped).toMatchObject({
      status: 'active',
      stoppedReason: 'account-disconnected',
      account: { username: CAFE, connected: false },
    })
    mock.advance(60_000)
    await mock.deliver(CAFE, { kind: 'comment', text: 'link' })
    mock.advance(60_000)
    expect((await mock.connect(OWNER, CAFE)).status).toBe(201)
    expect((await call<AutomationSummary>(OWNER, 'GET', `/automations/${automation.id}`)).json).toMatchObject({
      stoppedReason: null,
      account: { connected: true },
    })
    // Nothing answered the comment made while it was disconnected; a new one is answered.
    expect(await runsOf(automation.id)).toEqual([])
    await mock.deliver(CAFE, { kind: 'comment', text: 'link again' })
    expect((await runsOf(automation.id)).map((run) => run.status)).toEqual(['sent'])
  })

  it('drops waiting steps when the account is disconnected, each saying why', async () => {
    automation = await mock.createAutomation(OWNER, CAFE, {
      trigger: { kind: 'dm-keyword', keywords: { keywords: ['oi'], mode: 'contains' } },
      actions: [
        { kind: 'send-dm', message: { text: 'one', quickReplies: [], buttons: [] } },
        { kind: 'delay', seconds: 600 },
        { kind: 'send-dm', message: { text: 'two', quickReplies: [], buttons: [] } },
      ],
    })
    await mock.deliver(CAFE, { kind: 'message', text: 'oi' })
    expect((await runsOf(automation.id))[0]!.status).toBe('queued')
    const connection = (await mock.backend.instagramConnections.all())[0]!
    await call(OWNER, 'DELETE', `/integrations/instagram/${connection.id}`)
    mock.advance(60_000)
    await mock.connect(OWNER, CAFE)
    mock.advance(HOUR)
    await call(OWNER, 'GET', '/automations')
    // The run happened before this connection began: it is not shown, and its step never went out.
    expect(await runsOf(automation.id)).toEqual([])
    expect((await mock.backend.instagram.outbox()).map((entry) => entry.text)).toEqual(['one'])
  })

  it('sorts the latest events by when they happened and counts only the events acted on', async () => {
    await mock.createAutomation(OWNER, CAFE)
    await mock.deliver(CAFE, { kind: 'message', text: 'written at once' })
    mock.advance(60_000)
    // Delivered later, written earlier: it belongs after the first one.
    await mock.deliver(CAFE, { kind: 'message', text: 'five hours ago', person: 1, hoursAgo: 5 })
    mock.advance(60_000)
    await mock.deliver(CAFE, { kind: 'comment', text: 'link!' })
    await mock.deliver('studio.lumen', { kind: 'comment', text: 'link on an account nobody holds' })
    const figures = await dashboard()
    expect(figures.latestEvents.map((event) => event.text)).toEqual(['link!', 'written at once', 'five hours ago'])
    const people = await mock.backend.instagram.listPeople()
    expect(figures.latestEvents[1]!.from).toEqual({ id: people[0]!.id, username: people[0]!.username })
    const deliveries = (await call<WebhookDeliveriesResponse>(OWNER, 'GET', '/webhooks/instagram/deliveries')).json
    expect(deliveries.counts).toEqual({ verified: 3, rejected: 0, events: 3, actedOn: 1, waiting: 0, failed: 0 })
    expect(deliveries.names.people[people[1]!.id]).toBe(people[1]!.username)
  })

  it('counts the deliveries whose events no job has worked yet, and those given up on', async () => {
    const list = async () =>
      (await call<WebhookDeliveriesResponse>(OWNER, 'GET', '/webhooks/instagram/deliveries')).json
    const id = await mock.deliver(CAFE, { kind: 'comment', text: 'given up on' })
    const [first] = (await list()).deliveries
    await mock.backend.webhookStore.settleDeliveries([first!.id], 'failed', 'Instagram answered 500')
    // Meta has its 200 and nothing has worked the events yet: this worker only works them on settle().
    const fresh = first!.rawBody.replaceAll(id, `${id}9`)
    expect(await mock.backend.instagram.deliverWebhook(`${API}/webhooks/instagram`, fresh)).toBe(200)
    const { deliveries, counts } = await list()
    expect(deliveries.map((delivery) => [delivery.state, delivery.processError])).toEqual([
      ['waiting', undefined],
      ['failed', 'Instagram answered 500'],
    ])
    expect(counts).toMatchObject({ verified: 2, waiting: 1, failed: 1 })
    await mock.backend.webhookWork.settle()
    expect((await list()).counts).toMatchObject({ waiting: 0, failed: 1 })
  })

  it('never acts on an event older than Meta redelivers, and marks it', async () => {
    automation = await mock.createAutomation(OWNER, CAFE, {
      trigger: { kind: 'story-mention' },
      actions: [{ kind: 'send-dm', message: { text: 'Thanks!', quickReplies: [], buttons: [] } }],
    })
    const id = await mock.deliver(CAFE, { kind: 'story_mention', text: '', hoursAgo: 50 })
    expect(await runsOf(automation.id)).toEqual([])
    const deliveries = (await call<WebhookDeliveriesResponse>(OWNER, 'GET', '/webhooks/instagram/deliveries')).json
    expect(deliveries.deliveries[0]!.staleKeys).toEqual([expect.stringContaining(id)])
  })

  it('makes a token expire soon (mock only), so that it can be renewed', async () => {
    const accountId = await mock.accountIdOf(CAFE)
    expect((await call(OWNER, 'POST', '/webhooks/instagram/simulator/expire-soon', { accountId })).status).toBe(204)
    const [listed] = (
      await call<{ id: string; status: string; canRefresh: boolean }[]>(OWNER, 'GET', '/integrations/instagram')
    ).json
    expect(listed).toMatchObject({ status: 'expiring', canRefresh: true })
    const renewed = await call<{ status: string }>(OWNER, 'POST', `/integrations/instagram/${listed!.id}/refresh`)
    expect(renewed).toMatchObject({ status: 200, json: { status: 'connected' } })
  })
})
