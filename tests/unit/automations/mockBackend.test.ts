import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type {
  AutomationInput,
  AutomationSummary,
  DashboardResponse,
  Page,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import type { AutomationRun } from '@/domain/automations/runs'
import type { ValidationIssue } from '@/domain/automations/validation'
import { normalizeCodeExchange } from '@/domain/instagram/oauth'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { createMockServer } from '@/mocks/node'

const PROJECT = 'demo-conversa'
const API = 'http://conversa.test/api'
const REDIRECT = 'http://127.0.0.1:4173/callback/instagram'
const OWNER = 'client-uid-1'
const STRANGER = 'someone-else'
const clock = Date.UTC(2026, 10, 22, 10)

/** An Auth-emulator ID token: unsigned, the claims are what the backend checks. */
function idToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const iat = Math.floor(clock / 1000)
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ aud: PROJECT, iss: `https://securetoken.google.com/${PROJECT}`, sub: uid, iat, exp: iat + 3600, email: `${uid}@conversa.test` })}.`
}

describe('automations in the mock backend', () => {
  const { backend, server } = createMockServer({ projectId: PROJECT, now: () => clock })
  let accountId: string

  /** Connects the seeded Instagram account for OWNER the way the integrations flow stores it. */
  async function connect() {
    const platform = backend.instagram
    const account = (await platform.listAccounts())[0]!
    const validation = platform.validateAuthorize(
      new URLSearchParams({
        client_id: INSTAGRAM_APP.clientId,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'instagram_business_basic,instagram_business_manage_messages,instagram_business_manage_comments',
      }),
    )
    if (!validation.ok) throw new Error(validation.message)
    const code = new URL(await platform.approve(validation.request, account.id)).searchParams.get('code')!
    const exchanged = normalizeCodeExchange(
      (
        await platform.exchangeCode(
          new URLSearchParams({
            client_id: INSTAGRAM_APP.clientId,
            client_secret: INSTAGRAM_APP.clientSecret,
            grant_type: 'authorization_code',
            redirect_uri: REDIRECT,
            code,
          }),
        )
      ).body,
    )
    if (!exchanged.ok) throw new Error(exchanged.message)
    await backend.instagramConnections.insert({
      id: 'conn-1',
      ownerUid: OWNER,
      accountId: account.userId,
      appScopedId: account.id,
      username: account.username,
      name: account.username,
      pictureUrl: '',
      accessToken: exchanged.token.accessToken,
      permissions: [
        'instagram_business_basic',
        'instagram_business_manage_messages',
        'instagram_business_manage_comments',
      ],
      tokenIssuedAt: clock,
      tokenExpiresAt: clock + 3_600_000,
      revokedAt: null,
      webhookFields: ['comments', 'messages'],
      connectedAt: clock,
    })
    return account.userId
  }

  const call = async <T>(method: string, path: string, body?: unknown, uid = OWNER) => {
    const response = await fetch(`${API}${path}`, {
      method,
      headers: { token: idToken(uid), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, json: (response.status === 204 ? null : await response.json()) as T }
  }

  async function deliverComment(uniqueId: string, text: string) {
    const media = (await backend.instagram.mediaOf(accountId))[0]!
    const person = (await backend.instagram.listPeople())[0]!
    const raw = JSON.stringify(
      composeWebhookPayload({
        kind: 'comment',
        accountId,
        person,
        text,
        now: clock,
        uniqueId,
        media: { id: media.id, mediaProductType: media.mediaProductType },
      }),
    )
    const response = await fetch(`${API}/webhooks/instagram`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: await signWebhookBody(INSTAGRAM_APP.clientSecret, raw),
      },
      body: raw,
    })
    expect(response.status).toBe(200)
  }

  const linkAutomation = (): AutomationInput => ({
    name: 'Link do produto',
    accountId,
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger: { kind: 'comment-keyword', keywords: { keywords: ['link'], mode: 'contains' }, media: { kind: 'any' } },
    actions: [
      { kind: 'private-reply', message: { text: 'Aqui está: https://loja.example/p', quickReplies: [], buttons: [] } },
      { kind: 'public-reply', variants: ['Te mandei por DM!'] },
    ],
  })

  beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => server.close())
  beforeEach(async () => {
    await backend.db.reset()
    accountId = await connect()
  })

  it('refuses an invalid automation with the validation codes, and saves a valid one', async () => {
    const invalid = await call<{ error: { code: string; issues: ValidationIssue[] } }>('POST', '/automations', {
      ...linkAutomation(),
      name: '',
    })
    expect(invalid.status).toBe(422)
    expect(invalid.json.error.issues.map((issue) => issue.code)).toEqual(['name-required'])
    const created = await call<AutomationSummary>('POST', '/automations', linkAutomation())
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'Link do produto',
      status: 'active',
      counters: { sent: 0, queued: 0, failed: 0, skipped: 0 },
    })
    const foreign = await call('POST', '/automations', linkAutomation(), STRANGER)
    expect(foreign.status).toBe(422)
  })

  it('answers a signed comment webhook through the Instagram mock, once, and records the run', async () => {
    const { json: automation } = await call<AutomationSummary>('POST', '/automations', linkAutomation())
    await deliverComment('17900000000000101', 'Quero o LINK')
    await deliverComment('17900000000000101', 'Quero o LINK')
    const sent = await backend.instagram.outbox(accountId)
    expect(sent.map((entry) => [entry.kind, entry.commentId, entry.text]).sort()).toEqual([
      ['private_reply', '17900000000000101', 'Aqui está: https://loja.example/p'],
      ['public_reply', '17900000000000101', 'Te mandei por DM!'],
    ])
    const runs = await call<Page<AutomationRun>>('GET', `/automations/runs?automationId=${automation.id}`)
    expect(runs.json.items).toMatchObject([{ status: 'sent', commentId: '17900000000000101' }])
    const list = await call<Page<AutomationSummary>>('GET', '/automations')
    expect(list.json.items[0]!.counters.sent).toBe(1)
    const dashboard = await call<DashboardResponse>('GET', '/automations/dashboard')
    expect(dashboard.json.totals).toEqual({ sent: 1, queued: 0, failed: 0, skipped: 0 })
    expect(dashboard.json.top).toMatchObject([{ automationId: automation.id, total: 1, sent: 1 }])
    expect(dashboard.json.latestEvents).toMatchObject([{ kind: 'comment', text: 'Quero o LINK', runs: 1 }])
  })

  it('records Graph errors from the Instagram mock as failed runs', async () => {
    await call('POST', '/automations', { ...linkAutomation(), actions: [linkAutomation().actions[0]!] })
    await backend.instagramConnections.update('conn-1', { accessToken: 'IGAA-not-a-token' })
    await deliverComment('17900000000000102', 'link')
    const runs = await call<Page<AutomationRun>>('GET', '/automations/runs')
    expect(runs.json.items[0]).toMatchObject({
      status: 'failed',
      reason: 'graph-error',
      actions: [{ error: { code: 190 } }],
    })
  })

  it('test mode shows what would happen without sending anything', async () => {
    const { json: automation } = await call<AutomationSummary>('POST', '/automations', {
      ...linkAutomation(),
      status: 'paused',
    })
    const result = await call<TestRunResponse>('POST', '/automations/test', {
      automationId: automation.id,
      accountId,
      kind: 'comment',
      text: 'link?',
    })
    expect(result.json.runs).toMatchObject([
      {
        automationId: automation.id,
        status: 'sent',
        actions: [{ status: 'sent' }, { status: 'sent', text: 'Te mandei por DM!' }],
      },
    ])
    expect(await backend.instagram.outbox(accountId)).toEqual([])
    expect((await call<Page<AutomationRun>>('GET', '/automations/runs')).json.total).toBe(0)
  })

  it('lists with search, status filter and pages; pauses, duplicates (paused) and deletes', async () => {
    for (const name of ['Boas-vindas', 'Preço', 'Promoção', 'Cupom'])
      await call('POST', '/automations', { ...linkAutomation(), name })
    const found = await call<Page<AutomationSummary>>('GET', '/automations?q=preco')
    expect(found.json.items.map((item) => item.name)).toEqual(['Preço'])
    const firstPage = await call<Page<AutomationSummary>>('GET', '/automations?pageSize=5&page=1')
    expect(firstPage.json).toMatchObject({ total: 4, page: 1, pageSize: 5 })
    const target = found.json.items[0]!
    expect(
      (await call<AutomationSummary>('PATCH', `/automations/${target.id}`, { status: 'paused' })).json.status,
    ).toBe('paused')
    expect(
      (await call<Page<AutomationSummary>>('GET', '/automations?status=paused')).json.items.map((item) => item.name),
    ).toEqual(['Preço'])
    const copy = await call<AutomationSummary>('POST', `/automations/${target.id}/duplicate`)
    expect(copy.json).toMatchObject({ name: 'Preço (2)', status: 'paused' })
    expect((await call('DELETE', `/automations/${target.id}`)).status).toBe(204)
    expect((await call('GET', `/automations/${target.id}`)).status).toBe(404)
    expect((await call('GET', `/automations/${copy.json.id}`, undefined, STRANGER)).status).toBe(404)
  })
})
