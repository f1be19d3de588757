import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationSummary, DashboardResponse } from '@/domain/automations/apiTypes'
import type { ListPage } from '@/domain/list'
import type { AutomationRun } from '@/domain/automations/runs'
import { countRuns, emptyCounters, runStatus, sentSteps, SENDING_ACTIONS } from '@/domain/automations/runStatus'
import type { InstagramConnection } from '@/domain/instagram/apiTypes'
import { mockHarness, type MockHarness } from './mockHarness'

/**
 * After any sequence of simulated events and time advances, every count
 * the dashboard and the list show equals what the outbox and the run records hold, and no
 * workspace's response contains another's ids. Two workspaces, each holding one account.
 */
const WORKSPACES = [
  { uid: 'ws-client', username: 'cafe.aurora' },
  { uid: 'ws-admin', username: 'studio.lumen', email: 'admin@conversa.test' },
] as const
const HOUR = 3_600_000
const message = (text: string) => ({ text, quickReplies: [], buttons: [] })

type Command =
  | { type: 'comment'; workspace: number; person: number; text: string; hoursAgo: number }
  | { type: 'dm'; workspace: number; person: number; text: string; hoursAgo: number; payload?: string }
  | { type: 'story-mention'; workspace: number; person: number; hoursAgo: number }
  | { type: 'redeliver'; pick: number }
  | { type: 'advance'; ms: number }
  | { type: 'test-mode'; workspace: number }
  | { type: 'reconnect'; workspace: number }

const workspace = fc.constantFrom(0, 1)
const person = fc.nat({ max: 4 })
const hoursAgo = fc.constantFrom(0, 0, 2, 23, 25, 30, 50)
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('comment' as const),
    workspace,
    person,
    text: fc.constantFrom('link please', 'nice photo', 'LINK'),
    hoursAgo,
  }),
  fc.record({
    type: fc.constant('dm' as const),
    workspace,
    person,
    text: fc.constantFrom('hi', 'price?', 'menu'),
    hoursAgo,
    payload: fc.option(fc.constant('MENU'), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('story-mention' as const), workspace, person, hoursAgo }),
  fc.record({ type: fc.constant('redeliver' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('advance' as const), ms: fc.constantFrom(60_000, 30 * 60_000, 2 * HOUR, 25 * HOUR) }),
  fc.record({ type: fc.constant('test-mode' as const), workspace }),
  fc.record({ type: fc.constant('reconnect' as const), workspace }),
)

async function setUp(mock: MockHarness) {
  await mock.reset()
  for (const { uid, username, ...rest } of WORKSPACES) {
    await mock.signIn(uid, 'email' in rest ? rest.email : undefined)
    expect((await mock.connect(uid, username)).status).toBe(201)
    await mock.createAutomation(uid, username, { name: `${uid} link` })
    await mock.createAutomation(uid, username, {
      name: `${uid} price`,
      trigger: { kind: 'dm-keyword', keywords: { keywords: ['price'], mode: 'contains' } },
      actions: [
        { kind: 'send-dm', message: message('price list') },
        { kind: 'delay', seconds: 3600 },
        { kind: 'send-dm', message: message('still interested?') },
        { kind: 'tag-contact', tag: 'lead' },
      ],
    })
    await mock.createAutomation(uid, username, {
      name: `${uid} welcome`,
      trigger: { kind: 'welcome' },
      actions: [
        {
          kind: 'send-dm',
          message: { text: 'welcome', quickReplies: [{ title: 'Menu', payload: 'MENU' }], buttons: [] },
        },
        { kind: 'tag-contact', tag: 'new' },
      ],
    })
    await mock.createAutomation(uid, username, {
      name: `${uid} menu`,
      trigger: { kind: 'postback', payloads: ['MENU'] },
      actions: [{ kind: 'send-dm', message: message('the menu') }],
      priority: 3,
      stopAfterFirstMatch: true,
    })
    await mock.createAutomation(uid, username, {
      name: `${uid} mention`,
      trigger: { kind: 'story-mention' },
      actions: [{ kind: 'send-dm', message: message('thanks') }],
    })
  }
}

async function allRuns(mock: MockHarness, uid: string): Promise<AutomationRun[]> {
  const runs: AutomationRun[] = []
  for (let page = 1; ; page += 1) {
    const reply = await mock.call<ListPage<AutomationRun>>(
      uid,
      'GET',
      `/automations/runs?itemsPerPage=100&page=${page}`,
    )
    runs.push(...reply.json.items)
    if (runs.length >= reply.json.total) return runs
  }
}

describe('counts and workspaces, for any events and time advances', () => {
  const mock = mockHarness()
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())

  it('every figure of the dashboard and the list equals the outbox and the run records; no workspace sees another’s ids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        await setUp(mock)
        const delivered: { username: string; input: Parameters<MockHarness['deliver']>[1] }[] = []
        for (const step of commands) {
          const target = 'workspace' in step ? WORKSPACES[step.workspace]! : null
          switch (step.type) {
            case 'comment':
            case 'dm':
            case 'story-mention': {
              const input = {
                kind:
                  step.type === 'dm'
                    ? ('message' as const)
                    : step.type === 'comment'
                      ? ('comment' as const)
                      : ('story_mention' as const),
                person: step.person,
                text: 'text' in step ? step.text : '',
                hoursAgo: step.hoursAgo,
                ...(step.type === 'dm' && step.payload ? { payload: step.payload } : {}),
              }
              const uniqueId = await mock.deliver(target!.username, input)
              delivered.push({ username: target!.username, input: { ...input, uniqueId } })
              break
            }
            case 'redeliver': {
              const again = delivered[step.pick % Math.max(1, delivered.length)]
              if (again) await mock.deliver(again.username, again.input)
              break
            }
            case 'advance':
              mock.advance(step.ms)
              break
            case 'test-mode': {
              const [automation] = (await mock.call<ListPage<AutomationSummary>>(target!.uid, 'GET', '/automations'))
                .json.items
              await mock.call(target!.uid, 'POST', '/automations/test', {
                automationId: automation!.id,
                accountId: automation!.accountId,
                kind: 'comment',
                text: 'link',
              })
              break
            }
            case 'reconnect': {
              const [connection] = (
                await mock.call<InstagramConnection[]>(target!.uid, 'GET', '/integrations/instagram')
              ).json
              await mock.call(target!.uid, 'DELETE', `/integrations/instagram/${connection!.id}`)
              mock.advance(60_000)
              expect((await mock.connect(target!.uid, target!.username)).status).toBe(201)
              break
            }
          }
        }

        const seen: { uid: string; text: string; ids: string[] }[] = []
        for (const { uid } of WORKSPACES) {
          const dashboard = await mock.call<DashboardResponse>(uid, 'GET', '/automations/dashboard')
          const list = await mock.call<ListPage<AutomationSummary>>(uid, 'GET', '/automations?itemsPerPage=100')
          const runs = await allRuns(mock, uid)
          const [connection] = (await mock.call<InstagramConnection[]>(uid, 'GET', '/integrations/instagram')).json
          // Instagram's own outbox for the account, since this workspace's connection began.
          const outbox = (await mock.backend.instagram.outbox(connection!.accountId)).filter(
            (entry) => entry.sentAt >= Date.parse(connection!.connectedAt),
          )

          // The dashboard's run figures are the run records, counted by status…
          expect(dashboard.json.totals).toEqual(countRuns(runs))
          // …and the list's counters add up to the same.
          const listed = emptyCounters()
          for (const item of list.json.items)
            for (const [status, value] of Object.entries(item.counters)) listed[status as keyof typeof listed] += value
          expect(listed).toEqual(dashboard.json.totals)
          // Messages sent are exactly what Instagram delivered: one outbox entry per sent step.
          expect(dashboard.json.messagesSent).toBe(outbox.length)
          expect(runs.flatMap((run) => sentSteps(run).map((step) => step.resultId)).sort()).toEqual(
            outbox.map((entry) => entry.id).sort(),
          )
          for (const run of runs) {
            // Each status is the one function's, and "sent" means every sending step reached Instagram.
            expect(run.status).toBe(runStatus(run).status)
            expect(run.test).toBeUndefined()
            if (run.status === 'sent')
              for (const action of run.actions.filter((candidate) => SENDING_ACTIONS.includes(candidate.kind)))
                expect(action.status).toBe('sent')
          }
          const texts = [dashboard.text, list.text, JSON.stringify(runs)]
          for (const path of [
            '/automations/accounts',
            '/integrations/instagram',
            '/webhooks/instagram/deliveries',
            '/webhooks/instagram/outbox',
            '/webhooks/instagram/simulator',
          ])
            texts.push((await mock.call(uid, 'GET', path)).text)
          seen.push({
            uid,
            text: texts.join('\n'),
            ids: [
              ...list.json.items.map((item) => item.id),
              ...runs.map((run) => run.id),
              ...runs.flatMap((run) => (run.commentId ? [run.commentId] : [])),
              ...outbox.map((entry) => entry.id),
              connection!.accountId,
            ],
          })
        }
        const [client, admin] = seen
        for (const id of client!.ids) expect(admin!.text, `${id} of the client`).not.toContain(id)
        for (const id of admin!.ids) expect(client!.text, `${id} of the admin`).not.toContain(id)
      }),
      { numRuns: 20 },
    )
  }, 240_000)
})
