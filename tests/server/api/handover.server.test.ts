import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationAccount } from '@/domain/automations/apiTypes'
import type { ChatThreadList } from '@/domain/chat/apiTypes'
import type { ThreadAutomations } from '@/domain/chat/threadAutomations'
import type { ApiHost, Person } from '../support/apiHost'
import { embeddedServer } from '../support/serverHosts'
import { connectAccount, deliver, igPerson } from '../support/instagram'

/**
 * Handover on the Conversa server in Node (docs/product.md, "Handover, opt-out and replies after
 * the window"): a reply by hand pauses the person's automations, resume lets them answer again,
 * and another workspace can do neither.
 */
describe('handover on the server on PGlite (in memory)', () => {
  let host: ApiHost
  let owner: Person
  let stranger: Person
  let account: AutomationAccount

  beforeAll(async () => {
    host = await embeddedServer()
    ;[owner, stranger] = await Promise.all([host.person(), host.person()])
    account = await connectAccount(owner, 'cafe.aurora')
  })
  afterAll(() => host?.close())

  it('a reply by hand pauses automations for the person until resumed; only the workspace may resume', async () => {
    const text = `Olá ${Math.random().toString(36).slice(2, 8)}`
    expect((await deliver(host, account, { kind: 'message', text, from: igPerson() })).status).toBe(200)
    const [thread] = (await owner.call<ChatThreadList>('GET', `/chat/threads?q=${encodeURIComponent(text)}`)).json.items
    const path = `/chat/threads/${encodeURIComponent(thread!.id)}`
    expect((await owner.call<ThreadAutomations>('GET', `${path}/automations`)).json.pausedAt).toBeNull()

    expect((await owner.call('POST', `${path}/messages`, { text: 'Oi! Sou a Ana.' })).status).toBe(201)
    const paused = (await owner.call<ThreadAutomations>('GET', `${path}/automations`)).json
    expect(paused).toMatchObject({ pausedAt: expect.any(String), pausedUntil: null, optedOutAt: null })

    expect((await stranger.call('POST', `${path}/automations/resume`)).status).toBe(404)
    const resumed = await owner.call<ThreadAutomations>('POST', `${path}/automations/resume`)
    expect([resumed.status, resumed.json.pausedAt]).toEqual([200, null])
  })
})
