import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type {
  ContactDetail,
  ContactSummary,
  ContactVocabulary,
  ImportPreview,
  ImportResult,
} from '@/domain/contacts/apiTypes'
import type { Segment } from '@/domain/contacts/segments'
import type { ListPage } from '@/domain/list'
import { flowOf, send, tag, text } from '../automations/flow/flowSteps'
import { API, idToken, mockHarness } from '../automations/mockHarness'

/**
 * The contacts endpoints on the mock backend: the people the workspace's accounts heard from,
 * as the engine's records know them, edited by hand, filtered, exported and imported as CSV.
 */
const OWNER = 'contacts-owner'
const CAFE = 'cafe.aurora'

describe('contacts on the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(OWNER)
  })

  const list = async (query = '') => (await call<ListPage<ContactSummary>>(OWNER, 'GET', `/contacts${query}`)).json
  const exportCsv = async (query = '') => {
    const response = await fetch(`${API}/contacts/export${query}`, {
      headers: { token: idToken(OWNER, undefined, mock.now()) },
    })
    expect(response.headers.get('content-type')).toContain('text/csv')
    return response.text()
  }

  /** Three people: a commenter, someone who wrote a DM, and one who replied to a story. */
  const threePeople = async () => {
    await mock.connect(OWNER, CAFE)
    await mock.deliver(CAFE, { kind: 'comment', text: 'quero o link', person: 0, hoursAgo: 3 })
    await mock.deliver(CAFE, { kind: 'message', text: 'Olá!', person: 1, hoursAgo: 2 })
    await mock.deliver(CAFE, { kind: 'story_reply', text: 'Lindo', person: 2, hoursAgo: 1 })
    await mock.deliver(CAFE, { kind: 'message', text: 'e o preço?', person: 0 })
    return list()
  }

  it('lists everyone the accounts heard from with where they came from and when, newest first', async () => {
    const page = await threePeople()
    expect(page.total).toBe(3)
    const people = await mock.backend.instagram.listPeople()
    expect(page.items.map((contact) => [contact.contactId, contact.source])).toEqual([
      [people[0]!.id, 'post'],
      [people[2]!.id, 'story'],
      [people[1]!.id, 'dm'],
    ])
    const commenter = page.items[0]!
    expect(commenter).toMatchObject({
      accountUsername: CAFE,
      username: people[0]!.username,
      firstInteractionAt: mock.now() - 3 * 3_600_000,
      lastInteractionAt: mock.now(),
      optedOut: false,
    })
    expect((await list(`?source=story`)).items.map((contact) => contact.contactId)).toEqual([people[2]!.id])
    expect((await list(`?q=${people[1]!.username}`)).total).toBe(1)
    expect((await call(OWNER, 'GET', '/contacts?source=billboard')).status).toBe(400)
  })

  it('edits tags and typed fields by hand, refusing a value its type does not take', async () => {
    const [contact] = (await threePeople()).items
    const fields = await call(OWNER, 'PUT', '/contacts/fields', {
      fields: [
        { key: 'email', type: 'email' },
        { key: 'orders', type: 'number' },
      ],
    })
    expect(fields.status).toBe(200)
    const refused = await call<{ error: { fields: Record<string, string> } }>(
      OWNER,
      'PATCH',
      `/contacts/${contact!.id}`,
      {
        fields: { email: 'not an email', orders: 'many' },
      },
    )
    expect([refused.status, refused.json.error.fields]).toEqual([
      400,
      { 'fields.email': 'not-an-email', 'fields.orders': 'not-a-number' },
    ])
    const saved = await call<ContactSummary>(OWNER, 'PATCH', `/contacts/${contact!.id}`, {
      addTags: ['vip', 'lead'],
      fields: { email: 'ana@example.com', orders: '3' },
    })
    expect(saved.json).toMatchObject({ tags: ['vip', 'lead'], fields: { email: 'ana@example.com', orders: '3' } })
    expect((await list('?tag=vip')).items.map((item) => item.id)).toEqual([contact!.id])
    const vocabulary = (await call<ContactVocabulary>(OWNER, 'GET', '/contacts/vocabulary')).json
    expect(vocabulary).toMatchObject({ tags: ['lead', 'vip'], untypedFields: [], accounts: [{ username: CAFE }] })
    // Removing a tag and a field.
    const trimmed = await call<ContactSummary>(OWNER, 'PATCH', `/contacts/${contact!.id}`, {
      removeTags: ['vip'],
      fields: { orders: null },
    })
    expect(trimmed.json).toMatchObject({ tags: ['lead'], fields: { email: 'ana@example.com' } })
  })

  it('adds and removes tags on the contact as it is: a tag a flow gave them meanwhile stays', async () => {
    await mock.connect(OWNER, CAFE)
    await mock.deliver(CAFE, { kind: 'message', text: 'Olá!', person: 1 })
    const [contact] = (await list()).items
    // What the contact's screen shows now.
    const shown = (await call<ContactDetail>(OWNER, 'GET', `/contacts/${contact!.id}`)).json
    expect(shown.tags).toEqual([])
    // Meanwhile a flow tags them.
    await mock.createAutomation(OWNER, CAFE, {
      trigger: { kind: 'dm-keyword', keywords: { keywords: ['preço'], mode: 'contains' } },
      actions: undefined,
      flow: flowOf(tag('lead', 'thanks', 'lead'), send('thanks', { messages: [text('Anotado!')] })),
    })
    await mock.deliver(CAFE, { kind: 'message', text: 'e o preço?', person: 1 })
    const tagsAfter = async (change: object) =>
      (await call<ContactSummary>(OWNER, 'PATCH', `/contacts/${contact!.id}`, change)).json.tags
    expect(await tagsAfter({ addTags: ['vip', 'regular'] })).toEqual(['lead', 'vip', 'regular'])
    // Two removals sent one after the other from the same screen: each takes its own tag away.
    expect(await tagsAfter({ removeTags: ['vip'] })).toEqual(['lead', 'regular'])
    expect(await tagsAfter({ removeTags: ['regular'] })).toEqual(['lead'])
    expect((await call(OWNER, 'PATCH', `/contacts/${contact!.id}`, { tags: ['x'] })).status).toBe(400)
  })

  it('filters by a saved segment and shows a timeline of events, runs and sends', async () => {
    await mock.connect(OWNER, CAFE)
    await mock.createAutomation(OWNER, CAFE)
    await mock.deliver(CAFE, { kind: 'comment', text: 'quero o link', person: 0 })
    await mock.deliver(CAFE, { kind: 'message', text: 'oi', person: 1 })
    const commenter = (await list()).items.find((item) => item.source === 'post')
    expect(commenter).toBeDefined()
    const segment = await call<Segment>(OWNER, 'POST', '/contacts/segments', {
      name: 'Came from a post',
      conditions: [
        { kind: 'source', source: 'post' },
        { kind: 'opted-out', optedOut: false },
      ],
    })
    expect(segment.status).toBe(201)
    expect((await list(`?segment=${segment.json.id}`)).items.map((item) => item.id)).toEqual([commenter!.id])
    const detail = (await call<ContactDetail>(OWNER, 'GET', `/contacts/${commenter!.id}`)).json
    expect(detail.timeline.map((item) => item.kind).sort()).toEqual(['event', 'run', 'sent'])
    expect(detail.timeline.find((item) => item.kind === 'sent')).toMatchObject({
      by: 'automation',
      text: 'Aqui está: https://loja.example/p',
    })
    expect((await call(OWNER, 'DELETE', `/contacts/segments/${segment.json.id}`)).status).toBe(204)
    expect((await call(OWNER, 'GET', `/contacts?segment=${segment.json.id}`)).status).toBe(400)
  })

  it('keeps another workspace out: no list, no detail, no edit', async () => {
    const [contact] = (await threePeople()).items
    await mock.signIn('stranger')
    expect((await call<ListPage<ContactSummary>>('stranger', 'GET', '/contacts')).json.total).toBe(0)
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { addTags: ['x'] }],
      ['DELETE', undefined],
    ] as const)
      expect((await call('stranger', method, `/contacts/${contact!.id}`, body)).status, method).toBe(404)
  })

  it('round trip: the CSV exported, imported into an empty workspace, gives the same contacts', async () => {
    const before = await threePeople()
    await call(OWNER, 'PUT', '/contacts/fields', { fields: [{ key: 'email', type: 'email' }] })
    await call(OWNER, 'PATCH', `/contacts/${before.items[0]!.id}`, {
      addTags: ['vip', 'has, comma'],
      fields: { email: 'ana@example.com', note: 'said "hi"\nthen left' },
    })
    const contacts = (await list()).items
    const csv = await exportCsv()
    expect(csv.split('\r\n')).toHaveLength(4)
    // The account moves to a new, empty workspace.
    const connection = (await call<{ id: string }[]>(OWNER, 'GET', '/integrations/instagram')).json
    expect((await call(OWNER, 'DELETE', `/integrations/instagram/${connection[0]!.id}`)).status).toBe(204)
    await mock.signIn('newcomer')
    await mock.connect('newcomer', CAFE)
    expect((await call<ListPage<ContactSummary>>('newcomer', 'GET', '/contacts')).json.total).toBe(0)
    const preview = await call<ImportPreview>('newcomer', 'POST', '/contacts/import/preview', { csv })
    expect(preview.json).toMatchObject({ missingColumns: [], valid: 3 })
    expect(preview.json.rows.map((row) => row.action)).toEqual(['create', 'create', 'create'])
    expect((await call<ListPage<ContactSummary>>('newcomer', 'GET', '/contacts')).json.total).toBe(0)
    const imported = await call<ImportResult>('newcomer', 'POST', '/contacts/import', { csv })
    expect(imported.json).toEqual({ created: 3, updated: 0 })
    const after = (await call<ListPage<ContactSummary>>('newcomer', 'GET', '/contacts')).json.items
    expect(after).toEqual(contacts)
  })

  it('imports only valid rows and says what is wrong with the others first', async () => {
    await threePeople()
    const csv = ['account,igsid,email', `${CAFE},900,bad-email`, `elsewhere,901,`, `${CAFE},902,`, `${CAFE},902,`].join(
      '\n',
    )
    const preview = (await call<ImportPreview>(OWNER, 'POST', '/contacts/import/preview', { csv })).json
    expect(preview.rows.map((row) => row.problems.map((problem) => problem.code))).toEqual([
      ['bad-field'],
      ['unknown-account'],
      [],
      ['duplicate'],
    ])
    expect((await call<ImportResult>(OWNER, 'POST', '/contacts/import', { csv })).json).toEqual({
      created: 1,
      updated: 0,
    })
    expect((await list()).total).toBe(4)
  })
})
