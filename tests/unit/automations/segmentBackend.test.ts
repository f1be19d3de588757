import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AutomationVocabulary } from '@/domain/automations/apiTypes'
import type { FlowGraph } from '@/domain/automations/flow/model'
import type { ContactDetail, ContactSummary } from '@/domain/contacts/apiTypes'
import type { Segment } from '@/domain/contacts/segments'
import type { ListPage } from '@/domain/list'
import { flowOf, send, text } from './flow/flowSteps'
import { mockHarness } from './mockHarness'

/** Flows testing a contact segment on the mock backend: the segments the contacts screen saves. */
const OWNER = 'segment-owner'
const CAFE = 'cafe.aurora'

const branchingOn = (segmentId: string): FlowGraph =>
  flowOf(
    { id: 'check', kind: 'condition', condition: { kind: 'in-segment', segmentId }, then: 'back', otherwise: 'first' },
    send('back', { messages: [text('Bem-vindo de volta!')] }),
    send('first', { messages: [text('Prazer!')] }),
  )

describe('a flow condition on a contact segment, on the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER)
  })

  const saveAutomation = async (flow: FlowGraph) =>
    call(OWNER, 'POST', '/automations', {
      name: 'Olá',
      accountId: await mock.accountIdOf(CAFE),
      status: 'active',
      priority: 0,
      stopAfterFirstMatch: false,
      trigger: { kind: 'dm-keyword', keywords: { keywords: ['olá'], mode: 'contains' } },
      flow,
    })

  const sentTo = async (source: string) => {
    const contacts = (await call<ListPage<ContactSummary>>(OWNER, 'GET', '/contacts')).json.items
    const contact = contacts.find((each) => each.source === source)!
    const detail = (await call<ContactDetail>(OWNER, 'GET', `/contacts/${contact.id}`)).json
    return detail.timeline.flatMap((item) => (item.kind === 'sent' ? [item.text] : []))
  }

  it('gives the builder the segments, and answers a person in the segment with its branch', async () => {
    await mock.connect(OWNER, CAFE)
    const segment = (
      await call<Segment>(OWNER, 'POST', '/contacts/segments', {
        name: 'Wrote first',
        conditions: [{ kind: 'source', source: 'dm' }],
      })
    ).json
    const vocabulary = (await call<AutomationVocabulary>(OWNER, 'GET', '/automations/vocabulary')).json
    expect(vocabulary.segments).toEqual([{ id: segment.id, name: 'Wrote first' }])
    expect((await saveAutomation(branchingOn(segment.id))).status).toBe(201)

    await mock.deliver(CAFE, { kind: 'comment', text: 'lindo', person: 1, hoursAgo: 1 })
    await mock.deliver(CAFE, { kind: 'message', text: 'olá', person: 0 })
    await mock.deliver(CAFE, { kind: 'message', text: 'olá', person: 1 })
    expect(await sentTo('dm')).toEqual(['Bem-vindo de volta!'])
    expect(await sentTo('post')).toEqual(['Prazer!'])
  })

  it('refuses a flow testing a segment that was deleted', async () => {
    await mock.connect(OWNER, CAFE)
    const saved = await saveAutomation(branchingOn('segment-deleted'))
    expect(saved.status).toBe(422)
    expect(saved.json).toMatchObject({ error: { problems: [{ code: 'segment-missing', stepId: 'check' }] } })
  })
})
