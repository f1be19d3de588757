import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationRunRow } from '@/domain/automations/apiTypes'
import type { ChatThreadList } from '@/domain/chat/apiTypes'
import type { ContactSummary } from '@/domain/contacts/apiTypes'
import type { ListPage } from '@/domain/list'
import { PostgresDatabase } from '@/server/storage/postgres/postgresDatabase'
import type { Person } from '../support/apiHost'
import { automationInput, connectAccount, deliver, igPerson } from '../support/instagram'
import { embeddedServer } from '../support/serverHosts'

/**
 * Erasure on request (issue: contacts): once a contact is erased, none of their personal data is
 * left in any table of the database: every collection's records, and the webhook intake's own
 * tables (deliveries, event keys, jobs, the ledger of sends). The automations' runs stay, with
 * the person replaced by a marker; another person of the same account is untouched.
 */
describe('erasing a contact', () => {
  let host: Awaited<ReturnType<typeof embeddedServer>>
  let owner: Person

  beforeAll(async () => {
    host = await embeddedServer()
    owner = await host.person()
  })
  afterAll(() => host.close())

  /** Every row of every table the backend writes, as text, with where it is. */
  async function everyRow(): Promise<{ where: string; text: string }[]> {
    const db = host.server.backend.db
    if (!(db instanceof PostgresDatabase)) throw new Error('the server runs on PostgreSQL')
    const read = async (query: ReturnType<typeof sql>) =>
      ((await db.connection.db.execute(query)) as unknown as { rows: { where: string; text: string }[] }).rows
    return [
      ...(await read(sql`SELECT collection || '/' || id AS where, id || ' ' || data::text AS text FROM records`)),
      ...(await read(sql`SELECT 'webhook_deliveries/' || id AS where, data::text AS text FROM webhook_deliveries`)),
      ...(await read(sql`SELECT 'webhook_event_keys/' || key AS where, key AS text FROM webhook_event_keys`)),
      ...(await read(
        sql`SELECT 'webhook_jobs/' || key AS where, key || ' ' || payload::text AS text FROM webhook_jobs`,
      )),
      ...(await read(sql`SELECT 'instagram_sends/' || key AS where, key AS text FROM instagram_sends`)),
    ]
  }

  const traces = async (secrets: readonly string[]) =>
    (await everyRow()).filter((row) => secrets.some((secret) => row.text.includes(secret))).map((row) => row.where)

  it('leaves none of their id, username or email in any table, and keeps the runs without them', async () => {
    const account = await connectAccount(owner, 'cafe.aurora')
    const created = await owner.call(
      'POST',
      '/automations',
      automationInput(account.accountId, {
        actions: [
          {
            kind: 'private-reply',
            message: { text: 'Oi {{username}}, aqui está: https://loja.example/p', quickReplies: [], buttons: [] },
          },
          { kind: 'public-reply', variants: ['Te mandei por DM!'] },
        ],
      }),
    )
    expect(created.status).toBe(201)
    const fan = igPerson()
    const other = igPerson()
    const email = `${fan.username}.erasure@example.com`
    await deliver(host, account, { kind: 'comment', text: 'quero o link', from: fan })
    await deliver(host, account, { kind: 'comment', text: 'link também', from: other })
    await deliver(host, account, { kind: 'message', text: `meu email é ${email}`, from: fan })

    const contacts = (await owner.call<ListPage<ContactSummary>>('GET', '/contacts')).json.items
    const contact = contacts.find((candidate) => candidate.contactId === fan.id)!
    const edited = await owner.call('PATCH', `/contacts/${contact.id}`, { addTags: ['vip'], fields: { email } })
    expect(edited.status).toBe(200)
    const threads = (await owner.call<ChatThreadList>('GET', '/chat/threads')).json.items
    const thread = threads.find((candidate) => candidate.contact.id === fan.id)!
    const threadPath = `/chat/threads/${encodeURIComponent(thread.id)}`
    expect((await owner.call('POST', `${threadPath}/messages`, { text: `Anotado, ${fan.username}!` })).status).toBe(201)
    expect(
      (await owner.call('POST', `${threadPath}/notes`, { text: `${fan.username} wants the blue one` })).status,
    ).toBe(201)
    // A member's note, sent with an idempotency key: its kept answer is the member's, not the workspace's.
    const member = await host.person('client', { verified: true })
    const invited = await owner.call<{ id: string }>('POST', '/workspaces/current/invitations', {
      email: member.email,
      role: 'agent',
    })
    expect((await member.call('POST', `/invitations/${invited.json.id}/accept`)).status).toBe(200)
    const noted = await fetch(`${host.api}${threadPath}/notes`, {
      method: 'POST',
      headers: { token: await member.token(), 'Content-Type': 'application/json', 'Idempotency-Key': 'note-1' },
      body: JSON.stringify({ text: `Called ${fan.username} back` }),
    })
    expect(noted.status).toBe(201)
    const runsBefore = (await owner.call<ListPage<AutomationRunRow>>('GET', '/automations/runs')).json
    expect(runsBefore.total).toBe(2)

    const secrets = [fan.id, fan.username, email]
    // The search finds them before: in the engine's state, the runs, the deliveries, the inbox…
    const before = await traces(secrets)
    expect(before.length).toBeGreaterThan(5)

    expect((await owner.call('DELETE', `/contacts/${contact.id}`)).status).toBe(204)
    expect(await traces(secrets)).toEqual([])

    const left = (await owner.call<ListPage<ContactSummary>>('GET', '/contacts')).json.items
    expect(left.map((candidate) => candidate.contactId)).toEqual([other.id])
    expect((await owner.call('GET', `/contacts/${contact.id}`)).status).toBe(404)
    const runsAfter = (await owner.call<ListPage<AutomationRunRow>>('GET', '/automations/runs')).json
    expect(runsAfter.total).toBe(2)
    expect(runsAfter.items.map((run) => run.contactId).sort()).toEqual(['[erased]', other.id].sort())
    // The other person's conversation is whole.
    const otherThread = (await owner.call<ChatThreadList>('GET', '/chat/threads')).json.items
    expect(otherThread.map((candidate) => candidate.contact.id)).toEqual([other.id])
  })
})
