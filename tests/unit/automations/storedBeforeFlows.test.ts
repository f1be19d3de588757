import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import type { AutomationRun } from '@/domain/automations/runs'
import type { SentByAccount } from '@/domain/instagram/apiTypes'
import type { ListPage } from '@/domain/list'
import { mockHarness } from './mockHarness'

const OWNER = 'client-uid-1'
const CAFE = 'cafe.aurora'

/**
 * An automation stored as a trigger and a list of actions, before automations were flows: read,
 * run and saved again as the flow that list makes, its typed payloads kept.
 */
describe('automations stored before flows', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER, 'admin@conversa.test')
    expect((await mock.connect(OWNER, CAFE)).status).toBe(201)
  })

  it('are read as their flow, answer as they did, and are saved back as a flow', async () => {
    const now = mock.backend.now()
    await mock.backend.db.collection<{ id: string } & Record<string, unknown>>('automations').insert({
      id: 'aut-legacy',
      ownerUid: OWNER,
      name: 'Link do produto',
      accountId: await mock.accountIdOf(CAFE),
      status: 'active',
      priority: 0,
      stopAfterFirstMatch: false,
      trigger: { kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } },
      actions: [
        {
          kind: 'private-reply',
          message: { text: 'Aqui está', quickReplies: [{ title: 'Preços', payload: 'PRICES' }], buttons: [] },
        },
        { kind: 'public-reply', variants: ['Te mandei por DM!'] },
      ],
      createdAt: now,
      updatedAt: now,
    })

    const read = (await call<AutomationSummary>(OWNER, 'GET', '/automations/aut-legacy')).json
    expect(read.version).toBe(1)
    expect(Object.values(read.flow.steps).map((step) => step.kind)).toEqual(['send', 'public-reply'])

    const commentId = await mock.deliver(CAFE, { kind: 'comment', text: 'quero o link' })
    const runs = (await call<ListPage<AutomationRun>>(OWNER, 'GET', '/automations/runs?automationId=aut-legacy')).json
      .items
    expect(runs).toMatchObject([
      {
        status: 'sent',
        commentId,
        actions: [
          { kind: 'private-reply', status: 'sent' },
          { kind: 'public-reply', status: 'sent' },
        ],
      },
    ])
    const outbox = (await call<SentByAccount[]>(OWNER, 'GET', '/webhooks/instagram/outbox')).json
    // The quick reply still sends the payload its author typed, for the automations that listen for it.
    expect(outbox.find((sent) => sent.kind === 'private_reply')?.content).toMatchObject({
      text: 'Aqui está',
      quickReplies: [{ title: 'Preços', payload: 'PRICES' }],
    })

    const { name, accountId, status, priority, stopAfterFirstMatch, trigger, flow } = read
    const input = { name, accountId, status, priority, stopAfterFirstMatch, trigger, flow }
    const saved = await call<AutomationSummary>(OWNER, 'PATCH', '/automations/aut-legacy', input)
    expect(saved.status).toBe(200)
    expect(saved.json.version).toBe(2)
    const stored = await mock.backend.db
      .collection<{ id: string; actions?: unknown; flow?: unknown }>('automations')
      .get('aut-legacy')
    expect(stored?.actions).toBeUndefined()
    expect(stored?.flow).toEqual(read.flow)
  })
})
