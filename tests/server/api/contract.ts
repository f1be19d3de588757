import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type {
  AutomationAccount,
  AutomationSummary,
  DashboardResponse,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import type { AutomationRun } from '@/domain/automations/runs'
import type { ValidationIssue } from '@/domain/automations/validation'
import type { ChatMessage, ChatThreadList } from '@/domain/chat/apiTypes'
import type { InstagramConnection, WebhookDeliveriesResponse } from '@/domain/instagram/apiTypes'
import type { Invoice, InvoiceClient } from '@/domain/invoices'
import type { ListPage } from '@/domain/list'
import type { NotificationsResponse } from '@/domain/shell/notifications'
import type { SearchResponse } from '@/domain/shell/search'
import type { ShortcutsResponse } from '@/domain/shell/shortcuts'
import type { SessionResponse } from '@/mocks/api/session'
import { callApi, connectInstagram, type ApiHost, type Person } from '../support/apiHost'
import { automationInput, commentPayload, connectAccount, deliver, igPerson, postDelivery } from '../support/instagram'
import type { FlowProblem } from '@/domain/automations/flow/problem'

type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

/**
 * The product's API as a person meets it, over HTTP only, on any host of the backend: one spec,
 * run by each host's test file (tests/unit/api on the page's host, tests/server/api on the server).
 * The Instagram mock holds two professional accounts: the owner keeps @cafe.aurora for the whole
 * suite; tests that connect and disconnect use @studio.lumen and give it back.
 */
export function describeApiContract(name: string, makeHost: () => Promise<ApiHost>) {
  describe(`the API contract on ${name}`, () => {
    let host: ApiHost
    /** A client whose workspace holds @cafe.aurora, connected by the first test that needs it. */
    let owner: Person
    let connecting: Promise<AutomationAccount> | undefined
    const cafe = () => (connecting ??= connectAccount(owner, 'cafe.aurora'))
    /** A client of another workspace. */
    let stranger: Person

    beforeAll(async () => {
      host = await makeHost()
      ;[owner, stranger] = await Promise.all([host.person(), host.person()])
    })
    afterAll(() => host?.close())

    const create = async (who: Person, overrides: Parameters<typeof automationInput>[1] = {}) => {
      const created = await who.call<AutomationSummary>(
        'POST',
        '/automations',
        automationInput((await cafe()).accountId, overrides),
      )
      expect(created.status, created.text).toBe(201)
      return created.json
    }
    /** A name no other test uses, so lists can be read by it whatever ran before. */
    const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`
    /** Holds @studio.lumen for one test and gives it back afterwards, whatever happens. */
    const borrowStudio = async (who: Person) => {
      const connection = await connectInstagram(who, 'studio.lumen')
      expect(connection.status, connection.text).toBe(201)
      onTestFinished(async () => {
        await who.call('DELETE', `/integrations/instagram/${connection.json.id}`)
      })
      return connection.json
    }

    describe('session', () => {
      it('answers 401 to a request without a token', async () => {
        for (const path of ['/session', '/automations', '/integrations/instagram', '/chat/threads']) {
          const reply = await callApi<ApiErrorBody>(host.api, null, 'GET', path)
          expect(reply.status, path).toBe(401)
          expect(reply.json.error.code, path).toBe('auth/missing-token')
        }
      })

      it('answers 401 to a token it cannot trust', async () => {
        for (const [why, token] of Object.entries(host.untrustedTokens(owner))) {
          const reply = await callApi<ApiErrorBody>(host.api, token, 'GET', '/automations')
          expect(reply.status, why).toBe(401)
          expect(reply.text, why).not.toContain(owner.email)
        }
      })

      it('gives a new person a client profile with the rules of that role, the same on every load', async () => {
        const newcomer = await host.person()
        const first = await newcomer.call<SessionResponse>('GET', '/session')
        expect(first.json.userData).toMatchObject({ email: newcomer.email, role: 'client' })
        expect(first.json.abilityRules).toContainEqual({ action: 'manage', subject: 'Automation' })
        expect(first.json.abilityRules).not.toContainEqual({ action: 'manage', subject: 'all' })
        expect((await newcomer.call<SessionResponse>('GET', '/session')).json.userData).toEqual(first.json.userData)
      })
    })

    describe('account and profile', () => {
      it('keeps the name and username a person gives themselves, and names the field it refuses', async () => {
        const person = await host.person()
        const username = `ana_${Math.random().toString(36).slice(2, 8)}`
        const saved = await person.call<SessionResponse>('PATCH', '/session/profile', {
          fullName: 'Ana Souza',
          username,
        })
        expect(saved.status).toBe(200)
        expect((await person.call<SessionResponse>('GET', '/session')).json.userData).toMatchObject({
          fullName: 'Ana Souza',
          username,
        })
        const refused = await person.call<ApiErrorBody>('PATCH', '/session/profile', { username: 'No Spaces!' })
        expect(refused).toMatchObject({ status: 422, json: { error: { fields: { username: 'invalid' } } } })
        const taken = await stranger.call<ApiErrorBody>('PATCH', '/session/profile', { username })
        expect(taken).toMatchObject({ status: 409, json: { error: { fields: { username: 'taken' } } } })
      })

      it('shows an API key once, lists it by its last four characters, and deletes it', async () => {
        const person = await host.person()
        const made = await person.call<{ key: string; summary: { id: string; last4: string } }>(
          'POST',
          '/account/api-keys',
          { name: 'Zapier', access: 'read' },
        )
        expect(made.status).toBe(201)
        expect(made.json.summary.last4).toBe(made.json.key.slice(-4))
        const listed = await person.call<{ id: string }[]>('GET', '/account/api-keys')
        expect(listed.text).toContain(made.json.summary.id)
        expect(listed.text).not.toContain(made.json.key)
        expect((await stranger.call('DELETE', `/account/api-keys/${made.json.summary.id}`)).status).toBe(404)
        expect((await person.call('DELETE', `/account/api-keys/${made.json.summary.id}`)).status).toBe(204)
        expect((await person.call('GET', '/account/api-keys')).text).not.toContain(made.json.summary.id)
        expect((await person.call('POST', '/account/api-keys', { name: '', access: 'all' })).status).toBe(422)
      })
    })

    describe('Instagram integration', () => {
      it('connects an account through Instagram’s consent page and lists it, never with its access token', async () => {
        const person = await host.person()
        const connection = await borrowStudio(person)
        expect(connection).toMatchObject({ username: 'studio.lumen', status: 'connected', canRefresh: false })
        const listed = await person.call<InstagramConnection[]>('GET', '/integrations/instagram')
        expect(listed.json.map((item) => item.id)).toEqual([connection.id])
        for (const text of [listed.text, JSON.stringify(connection)]) {
          expect(text).not.toMatch(/IGAA|access_?token|"token"/i)
        }
        expect((await stranger.call<InstagramConnection[]>('GET', '/integrations/instagram')).json).toEqual([])
      })

      it('refuses to connect an account another workspace holds, saying so', async () => {
        await cafe()
        const refused = await connectInstagram(stranger, 'cafe.aurora')
        expect(refused).toMatchObject({ status: 409, json: { error: { code: 'instagram/account-taken' } } })
        expect((await stranger.call<InstagramConnection[]>('GET', '/integrations/instagram')).json).toEqual([])
      })

      it('disconnects an account: gone from the list, its automations stopped, free for another workspace', async () => {
        const person = await host.person()
        const connection = await borrowStudio(person)
        const [studio] = (await person.call<AutomationAccount[]>('GET', '/automations/accounts')).json
        const automation = await person.call<AutomationSummary>(
          'POST',
          '/automations',
          automationInput(studio!.accountId),
        )
        expect((await person.call('DELETE', `/integrations/instagram/${connection.id}`)).status).toBe(204)
        expect((await person.call('GET', '/integrations/instagram')).json).toEqual([])
        expect((await person.call<AutomationSummary>('GET', `/automations/${automation.json.id}`)).json).toMatchObject({
          stoppedReason: 'account-disconnected',
          account: { username: 'studio.lumen', connected: false },
        })
        await borrowStudio(stranger)
      })
    })

    describe('automations', () => {
      it('refuses an automation with its problems named field by field, and one for an account it does not hold', async () => {
        const invalid = await owner.call<{
          error: { code: string; issues: ValidationIssue[]; problems: FlowProblem[] }
        }>(
          'POST',
          '/automations',
          automationInput((await cafe()).accountId, { name: '', trigger: { kind: 'welcome' }, actions: [] }),
        )
        expect(invalid.status).toBe(422)
        expect(invalid.json.error.issues.map(({ code, path }) => [code, path])).toEqual([['name-required', 'name']])
        expect(invalid.json.error.problems.map(({ code, stepId }) => [code, stepId])).toEqual([
          ['start-missing', null],
          ['nothing-sent', null],
        ])
        expect((await owner.call('POST', '/automations', { name: 'not an automation' })).status).toBe(400)
        const elsewhere = await stranger.call<ApiErrorBody>(
          'POST',
          '/automations',
          automationInput((await cafe()).accountId),
        )
        expect(elsewhere).toMatchObject({ status: 422, json: { error: { code: 'automations/unknown-account' } } })
      })

      it('creates an automation and reads it back as saved, active, with nothing run yet', async () => {
        const name = unique('Boas-vindas')
        const created = await create(owner, { name })
        expect(created).toMatchObject({
          name,
          status: 'active',
          counters: { sent: 0, 'partly-sent': 0, queued: 0, failed: 0, skipped: 0 },
          account: { username: 'cafe.aurora', connected: true },
          stoppedReason: null,
        })
        expect((await owner.call('GET', `/automations/${created.id}`)).json).toEqual(created)
      })

      it('lists automations with search, a status filter and pages', async () => {
        const tag = unique('Lista')
        const labels = ['Preço', 'Promoção', 'Cupom', 'Frete', 'Troca', 'Brinde']
        for (const label of labels)
          await create(owner, {
            name: `${tag} ${label}`,
            status: /^(Promoção|Brinde)$/.test(label) ? 'paused' : 'active',
          })
        const list = async (query: string) =>
          (await owner.call<ListPage<AutomationSummary>>('GET', `/automations?q=${encodeURIComponent(tag)}${query}`))
            .json
        const names = (page: ListPage<AutomationSummary>) => page.items.map((item) => item.name.slice(tag.length + 1))
        expect(names(await list(' preco'))).toEqual(['Preço'])
        expect(names(await list('&status=paused')).sort()).toEqual(['Brinde', 'Promoção'])
        const first = await list('&itemsPerPage=5')
        const second = await list('&itemsPerPage=5&page=2')
        expect([first.total, first.items.length, second.total, second.items.length]).toEqual([6, 5, 6, 1])
        expect([...names(first), ...names(second)].sort()).toEqual([...labels].sort())
      })

      it('saves an edit from the builder and pauses an automation', async () => {
        const automation = await create(owner, { name: unique('Editar') })
        const renamed = unique('Editada')
        const edited = await owner.call<AutomationSummary>(
          'PATCH',
          `/automations/${automation.id}`,
          automationInput((await cafe()).accountId, { name: renamed, priority: 3 }),
        )
        expect(edited.json).toMatchObject({ name: renamed, priority: 3, status: 'active' })
        const paused = await owner.call<AutomationSummary>('PATCH', `/automations/${automation.id}`, {
          status: 'paused',
        })
        expect(paused.json).toMatchObject({ name: renamed, status: 'paused' })
        const invalid = await owner.call(
          'PATCH',
          `/automations/${automation.id}`,
          automationInput((await cafe()).accountId, { name: '' }),
        )
        expect(invalid.status).toBe(422)
        expect((await owner.call<AutomationSummary>('GET', `/automations/${automation.id}`)).json.name).toBe(renamed)
      })

      it('refuses an edit begun from a version saved over since, and keeps that version', async () => {
        const automation = await create(owner, { name: unique('Duas abas') })
        const accountId = (await cafe()).accountId
        const edit = (name: string, baseVersion: number) =>
          owner.call<AutomationSummary & { error: { code: string } }>('PATCH', `/automations/${automation.id}`, {
            ...automationInput(accountId, { name }),
            baseVersion,
          })
        const first = await edit('Saved by the first tab', automation.version)
        expect(first.json).toMatchObject({ name: 'Saved by the first tab', version: automation.version + 1 })
        const second = await edit('Saved by the second tab', automation.version)
        expect(second.status).toBe(409)
        expect(second.json.error.code).toBe('automations/changed')
        const kept = await owner.call<AutomationSummary>('GET', `/automations/${automation.id}`)
        expect(kept.json).toMatchObject({ name: 'Saved by the first tab', version: automation.version + 1 })
        // Told so, the second tab replaces that version knowingly.
        expect((await edit('Saved by the second tab', kept.json.version)).json.name).toBe('Saved by the second tab')
      })

      it('duplicates as a paused copy named with the first free number', async () => {
        const name = unique('Promo')
        const original = await create(owner, { name })
        const copy = async (id: string) =>
          (await owner.call<AutomationSummary>('POST', `/automations/${id}/duplicate`)).json
        const second = await copy(original.id)
        expect([second.name, second.status]).toEqual([`${name} (2)`, 'paused'])
        expect((await copy(second.id)).name).toBe(`${name} (3)`)
      })

      it('deletes an automation: not found afterwards, gone from the list', async () => {
        const automation = await create(owner, { name: unique('Apagar') })
        expect((await owner.call('DELETE', `/automations/${automation.id}`)).status).toBe(204)
        expect((await owner.call<ApiErrorBody>('GET', `/automations/${automation.id}`)).status).toBe(404)
        expect((await owner.call('GET', `/automations?q=${encodeURIComponent(automation.name)}`)).json).toMatchObject({
          total: 0,
        })
      })

      it('lets no other workspace read, change, copy or delete an automation', async () => {
        const automation = await create(owner, { name: unique('Minha') })
        const path = `/automations/${automation.id}`
        for (const [method, route, body] of [
          ['GET', path],
          ['PATCH', path, { status: 'paused' }],
          ['POST', `${path}/duplicate`],
          ['DELETE', path],
          ['GET', `/automations/runs?automationId=${automation.id}`],
        ] as const)
          expect((await stranger.call(method, route, body)).status, `${method} ${route}`).toBe(404)
        expect((await stranger.call('GET', '/automations')).text).not.toContain(automation.id)
        expect((await owner.call('GET', path)).json).toEqual(automation)
      })

      it('tries an automation in test mode without sending or counting anything', async () => {
        const automation = await create(owner, { name: unique('Teste'), status: 'paused' })
        const tried = await owner.call<TestRunResponse>('POST', '/automations/test', {
          automationId: automation.id,
          accountId: (await cafe()).accountId,
          kind: 'comment',
          text: 'link?',
        })
        expect(tried.json.runs).toMatchObject([{ automationId: automation.id, test: true, status: 'sent' }])
        expect((await owner.call('GET', `/automations/runs?automationId=${automation.id}`)).json).toMatchObject({
          total: 0,
        })
      })
    })

    describe('runs, dashboard and inbox after a webhook delivery', () => {
      it('answers a signed comment once, however often Meta delivers it, and every count says so', async () => {
        const keyword = `palavra${Math.random().toString(36).slice(2, 7)}`
        const automation = await create(owner, {
          name: unique('Comentário'),
          trigger: {
            kind: 'comment-keyword',
            keywords: { keywords: [keyword], mode: 'contains' },
            media: { kind: 'any' },
          },
        })
        const fan = igPerson()
        const comment = await deliver(host, await cafe(), { kind: 'comment', text: `Quero ${keyword}!`, from: fan })
        expect(comment.status).toBe(200)
        const again = await deliver(host, await cafe(), {
          ...{ kind: 'comment', text: `Quero ${keyword}!`, from: fan },
          uniqueId: comment.uniqueId,
        })
        expect(again.status).toBe(200)
        const runs = await owner.call<ListPage<AutomationRun>>('GET', `/automations/runs?automationId=${automation.id}`)
        expect(runs.json.items).toMatchObject([{ status: 'sent', commentId: comment.uniqueId }])
        expect((await owner.call<AutomationSummary>('GET', `/automations/${automation.id}`)).json.counters.sent).toBe(1)
        const dashboard = (await owner.call<DashboardResponse>('GET', '/automations/dashboard')).json
        expect(dashboard.top).toContainEqual(expect.objectContaining({ automationId: automation.id, total: 1 }))
        expect(dashboard.latestEvents).toContainEqual(
          expect.objectContaining({ kind: 'comment', text: `Quero ${keyword}!`, from: fan, runs: 1 }),
        )
        expect(dashboard.messagesSent).toBeGreaterThanOrEqual(2)
        expect((await stranger.call<DashboardResponse>('GET', '/automations/dashboard')).text).not.toContain(keyword)
      })

      it('refuses a delivery signed with another secret, and nothing runs for it', async () => {
        const keyword = `forjada${Math.random().toString(36).slice(2, 7)}`
        await create(owner, {
          name: unique('Forjada'),
          trigger: {
            kind: 'comment-keyword',
            keywords: { keywords: [keyword], mode: 'contains' },
            media: { kind: 'any' },
          },
        })
        const forged = await deliver(
          host,
          await cafe(),
          { kind: 'comment', text: keyword, from: igPerson() },
          'not-the-secret',
        )
        expect(forged.status).toBe(401)
        expect((await owner.call('GET', '/automations/runs?itemsPerPage=100')).text).not.toContain(forged.uniqueId)
        expect((await owner.call('GET', '/automations/dashboard')).text).not.toContain(keyword)
      })

      it('refuses an unsigned, oversized, non-JSON or non-Instagram delivery with its status, and nothing runs for any', async () => {
        const keyword = `recusada${Math.random().toString(36).slice(2, 7)}`
        await create(owner, {
          name: unique('Recusada'),
          trigger: {
            kind: 'comment-keyword',
            keywords: { keywords: [keyword], mode: 'contains' },
            media: { kind: 'any' },
          },
        })
        const account = await cafe()
        const comment = (text: string) => JSON.stringify(commentPayload(account, text, igPerson()))
        const refusals = {
          unsigned: await postDelivery(host, comment(keyword), null),
          oversized: await postDelivery(host, comment(`${keyword} ${'x'.repeat(1024 * 1024)}`)),
          notJson: await postDelivery(host, `{"object":"instagram","entry":[{"id":"${keyword}"`),
          notInstagram: await postDelivery(host, JSON.stringify({ ...JSON.parse(comment(keyword)), object: 'page' })),
        }
        expect(refusals).toEqual({
          unsigned: { status: 401, code: 'webhooks/invalid-signature' },
          oversized: { status: 413, code: 'webhooks/too-large' },
          notJson: { status: 400, code: 'webhooks/malformed-json' },
          notInstagram: { status: 400, code: 'webhooks/unsupported-object' },
        })
        expect((await owner.call('GET', '/automations/runs?itemsPerPage=100')).text).not.toContain(keyword)
        expect((await owner.call('GET', '/automations/dashboard')).text).not.toContain(keyword)
      })

      it('lets the mock Instagram deliver a simulated event signed or forged, for one’s own accounts only', async () => {
        const admin = await host.person('admin')
        await borrowStudio(admin)
        const [studio] = (await admin.call<AutomationAccount[]>('GET', '/automations/accounts')).json
        const simulate = (account: AutomationAccount, forged: boolean) =>
          admin.call<{ status: number }>('POST', '/webhooks/instagram/simulator/deliveries', {
            payload: commentPayload(account, unique('Simulado'), igPerson()),
            forged,
          })
        expect((await simulate(studio!, false)).json).toEqual({ status: 200 })
        expect((await simulate(studio!, true)).json).toEqual({ status: 401 })
        const held = await simulate(await cafe(), false)
        expect(held).toMatchObject({ status: 403, json: { error: { code: 'instagram/held-elsewhere' } } })
        const received = (await admin.call<WebhookDeliveriesResponse>('GET', '/webhooks/instagram/deliveries')).json
        expect(received.counts).toMatchObject({ verified: 1, rejected: 1 })
        expect(
          (await owner.call('POST', '/webhooks/instagram/simulator/deliveries', { payload: {}, forged: false })).status,
        ).toBe(403)
      })

      it('shows a direct message as an unread thread of the inbox, and sends a reply within the window', async () => {
        const fan = igPerson()
        const text = unique('Vocês abrem hoje?')
        expect((await deliver(host, await cafe(), { kind: 'message', text, from: fan })).status).toBe(200)
        const list = await owner.call<ChatThreadList>('GET', `/chat/threads?q=${encodeURIComponent(text)}`)
        expect(list.json.items).toMatchObject([
          {
            accountUsername: 'cafe.aurora',
            contact: { id: fan.id },
            unread: 1,
            lastMessage: { text, direction: 'in' },
          },
        ])
        const thread = list.json.items[0]!
        const sent = await owner.call<ChatMessage>('POST', `/chat/threads/${encodeURIComponent(thread.id)}/messages`, {
          text: 'Sim, até as 18h.',
        })
        expect(sent.json).toMatchObject({ status: 'delivered', text: 'Sim, até as 18h.' })
        expect((await owner.call('POST', `/chat/threads/${encodeURIComponent(thread.id)}/read`)).status).toBe(204)
        const after = await owner.call<ChatThreadList>('GET', `/chat/threads?q=${encodeURIComponent(text)}`)
        expect(after.json.items).toMatchObject([
          { unread: 0, lastMessage: { text: 'Sim, até as 18h.', direction: 'out' } },
        ])
        expect((await stranger.call('GET', '/chat/threads')).text).not.toContain(fan.id)
      })
    })

    describe('the people an account hears from', () => {
      it('names someone who wrote by asking Instagram, someone who commented by the comment, and nobody to another workspace', async () => {
        const account = await cafe()
        // Instagram learns a username from a comment on another workspace's account…
        await borrowStudio(stranger)
        const [studio] = (await stranger.call<AutomationAccount[]>('GET', '/automations/accounts')).json
        const writer = igPerson()
        expect((await deliver(host, studio!, { kind: 'comment', text: unique('Oi'), from: writer })).status).toBe(200)
        // …so when they write to this one, only the User Profile API can say who they are here.
        const text = unique('Oi, tudo bem?')
        expect((await deliver(host, account, { kind: 'message', text, from: writer })).status).toBe(200)
        const commenter = igPerson()
        expect((await deliver(host, account, { kind: 'comment', text: unique('Lindo'), from: commenter })).status).toBe(
          200,
        )
        const threads = await owner.call<ChatThreadList>('GET', `/chat/threads?q=${encodeURIComponent(text)}`)
        expect(threads.json.items).toMatchObject([{ contact: { id: writer.id, username: writer.username } }])
        const dashboard = (await owner.call<DashboardResponse>('GET', '/automations/dashboard')).json
        expect(dashboard.latestEvents.map((event) => event.from)).toEqual(
          expect.arrayContaining([
            { id: writer.id, username: writer.username },
            { id: commenter.id, username: commenter.username },
          ]),
        )
        expect((await stranger.call('GET', '/automations/dashboard')).text).not.toContain(`"${commenter.username}"`)
      })
    })

    describe('the navbar: notifications, search, shortcuts', () => {
      it('notifies a token about to expire until it is read, and renewing it clears the warning', async () => {
        const admin = await host.person('admin')
        const connection = await borrowStudio(admin)
        const expiring = await admin.call('POST', '/webhooks/instagram/simulator/expire-soon', {
          accountId: connection.accountId,
        })
        expect(expiring.status).toBe(204)
        const warning = (await admin.call<NotificationsResponse>('GET', '/notifications')).json.items.find(
          (item) => item.kind === 'token-expiring' && item.subject === 'studio.lumen',
        )
        expect(warning).toMatchObject({ read: false, route: 'integrations' })
        expect((await admin.call('POST', '/notifications/read', { ids: [warning!.id] })).status).toBe(204)
        const read = (await admin.call<NotificationsResponse>('GET', '/notifications')).json.items
        expect(read.find((item) => item.id === warning!.id)).toMatchObject({ read: true })
        const renewed = await admin.call('POST', `/integrations/instagram/${connection.id}/refresh`)
        expect(renewed).toMatchObject({ status: 200, json: { status: 'connected' } })
        const after = (await admin.call<NotificationsResponse>('GET', '/notifications')).json.items
        expect(after.filter((item) => item.kind === 'token-expiring' && item.subject === 'studio.lumen')).toEqual([])
        expect((await stranger.call('GET', '/notifications')).text).not.toContain('studio.lumen')
      })

      it('finds one’s own automations and accounts in global search, and nothing of another workspace', async () => {
        const name = unique('Cardápio')
        const automation = await create(owner, { name })
        const search = (who: Person, query: string) =>
          who.call<SearchResponse>('GET', `/search?q=${encodeURIComponent(query)}`)
        expect((await search(owner, name)).json.hits).toContainEqual(
          expect.objectContaining({ source: 'automations', id: automation.id, title: name }),
        )
        expect((await search(owner, 'cafe.aurora')).json.hits).toContainEqual(
          expect.objectContaining({ source: 'accounts', title: expect.stringContaining('cafe.aurora') }),
        )
        expect((await search(stranger, name)).json.hits).toEqual([])
        expect((await search(stranger, 'cafe.aurora')).json.hits).toEqual([])
        expect((await search(owner, '')).json.hits).toEqual([])
      })

      it('keeps one’s shortcuts, refusing a page one may not open', async () => {
        const person = await host.person()
        const defaults = (await person.call<ShortcutsResponse>('GET', '/shortcuts')).json.routes
        expect(defaults).toContain('automations')
        const chosen = [...defaults].reverse().slice(0, 2)
        expect((await person.call('PATCH', '/shortcuts', { routes: chosen })).json).toEqual({ routes: chosen })
        expect((await person.call('GET', '/shortcuts')).json).toEqual({ routes: chosen })
        const refused = await person.call<ApiErrorBody>('PATCH', '/shortcuts', { routes: ['no-such-page'] })
        expect(refused).toMatchObject({ status: 422, json: { error: { code: 'shortcuts/not-allowed' } } })
        expect((await stranger.call('GET', '/shortcuts')).json).toEqual({ routes: defaults })
      })
    })

    describe('template apps', () => {
      it('lists invoices for those who may read them, and creates one with the totals it computes', async () => {
        const admin = await host.person('admin')
        expect((await owner.call('GET', '/invoices')).status).toBe(403)
        const before = (await admin.call<ListPage<Invoice>>('GET', '/invoices')).json.total
        expect(before).toBeGreaterThan(0)
        const { clients } = (await admin.call<{ clients: InvoiceClient[] }>('GET', '/invoices/clients')).json
        const { number } = (await admin.call<{ number: number }>('GET', '/invoices/next-number')).json
        const created = await admin.call<Invoice>('POST', '/invoices', {
          number,
          issuedDate: '2026-11-01',
          dueDate: '2026-11-30',
          clientEmail: clients[0]!.email,
          salesperson: 'Ana Ribeiro',
          note: '',
          paymentTerms: 'net-30',
          items: [{ item: 'Design', description: '', cost: 10_000, quantity: 2, discountRate: 0, taxRate: 0 }],
        })
        expect(created).toMatchObject({ status: 201, json: { number, total: 20_000, status: 'draft' } })
        expect((await admin.call('GET', `/invoices/${created.json.id}`)).json).toMatchObject({ number, total: 20_000 })
        expect((await admin.call<ListPage<Invoice>>('GET', '/invoices')).json.total).toBe(before + 1)
      })

      it('answers the template dashboards from each workspace’s own demo shop', async () => {
        const person = await host.person()
        const mine = await person.call<Record<string, unknown>>('GET', '/dashboard/ecommerce')
        const theirs = await stranger.call<Record<string, unknown>>('GET', '/dashboard/ecommerce')
        expect(mine.status).toBe(200)
        expect(mine.json).toMatchObject({ month: { sales: expect.any(Number), orders: expect.any(Number) } })
        // The same template for everyone, copied into each workspace under ids of its own.
        const rows = async (who: Person) =>
          (await who.call<{ items: { id: string; number: number }[] }>('GET', '/dashboard/crm/transactions')).json.items
        const [myRows, theirRows] = [await rows(person), await rows(stranger)]
        expect(myRows.map((row) => row.number)).toEqual(theirRows.map((row) => row.number))
        expect(myRows.some((row) => theirRows.some((other) => other.id === row.id))).toBe(false)
        expect((await callApi(host.api, null, 'GET', '/dashboard/ecommerce')).status).toBe(401)
        expect(theirs.status).toBe(200)
      })
    })
  })
}
