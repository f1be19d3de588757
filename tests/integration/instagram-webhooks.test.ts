import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SentByAccount, StartConnectionResponse, WebhookDeliveriesResponse } from '@/domain/instagram/apiTypes'
import type { InstagramEvent } from '@/domain/instagram/events'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { SIGNATURE_HEADER, signWebhookBody } from '@/domain/instagram/signature'
import { connectionForAccount } from '@/mocks/api/integrations'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { createMockServer } from '@/mocks/node'
import { PROJECT_ID, signIn, signUp, uniqueEmail } from '../support/emulator'

const RECEIVER = 'http://conversa.test/api/webhooks/instagram'

/** Meta's side of the webhook contract, spoken over HTTP to the mock backend's receiver. */
describe('the webhook receiver', () => {
  const { backend, server } = createMockServer({ projectId: PROJECT_ID })
  const received: InstagramEvent[][] = []
  backend.instagramWebhooks.subscribe((events) => void received.push(events))
  let adminToken: string

  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'bypass' })
    adminToken = (await signIn('admin@conversa.test', 'conversa-admin')).idToken
  })
  afterAll(() => server.close())
  beforeEach(async () => {
    await backend.db.reset()
    received.length = 0
    // The admin's workspace holds the account: only then are its deliveries the admin's to read
    // (docs/product.md, "Workspaces").
    await connectAsAdmin()
  })

  /** Connects the first account the way the product does, with Instagram's consent given directly. */
  async function connectAsAdmin() {
    const account = (await backend.instagram.listAccounts())[0]!
    expect((await fetch('http://conversa.test/api/session', { headers: { token: adminToken } })).status).toBe(200)
    const started = (await (
      await fetch('http://conversa.test/api/integrations/instagram/connect', {
        method: 'POST',
        headers: { token: adminToken },
      })
    ).json()) as StartConnectionResponse
    const validation = backend.instagram.validateAuthorize(new URL(started.authorizeUrl).searchParams)
    if (!validation.ok) throw new Error(validation.message)
    const code = new URL(await backend.instagram.approve(validation.request, account.id)).searchParams.get('code')
    const finished = await fetch('http://conversa.test/api/integrations/instagram/callback', {
      method: 'POST',
      headers: { token: adminToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, state: started.state }),
    })
    expect(finished.status).toBe(201)
    return account
  }

  async function comment(uniqueId: string, text = 'Quero o link') {
    const account = (await backend.instagram.listAccounts())[0]!
    const media = (await backend.instagram.mediaOf(account.userId))[0]!
    const person = (await backend.instagram.listPeople())[0]!
    return JSON.stringify(
      composeWebhookPayload({
        kind: 'comment',
        accountId: account.userId,
        person,
        text,
        now: Date.now(),
        uniqueId,
        media: { id: media.id, mediaProductType: media.mediaProductType },
      }),
    )
  }

  async function deliver(raw: string, signature: string | null) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (signature !== null) headers[SIGNATURE_HEADER] = signature
    const response = await fetch(RECEIVER, { method: 'POST', headers, body: raw })
    // Meta has its answer; the events are worked on after it.
    await backend.webhookWork.settle()
    return response
  }

  async function deliveries() {
    const response = await fetch(`${RECEIVER}/deliveries`, { headers: { token: adminToken } })
    return (await response.json()) as WebhookDeliveriesResponse
  }

  it('answers the verification handshake only with the right verify token', async () => {
    const ok = await fetch(
      `${RECEIVER}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${INSTAGRAM_APP.verifyToken}`,
    )
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe('1158201444')
    const wrong = await fetch(`${RECEIVER}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=guess`)
    expect(wrong.status).toBe(403)
  })

  it('accepts a signed delivery once, hands its events over, and ignores the redelivery', async () => {
    const raw = await comment('17900000000000001')
    const signature = await signWebhookBody(INSTAGRAM_APP.clientSecret, raw)
    expect((await deliver(raw, signature)).status).toBe(200)
    expect((await deliver(raw, signature)).status).toBe(200)
    expect(received).toHaveLength(1)
    expect(received[0]).toEqual([
      expect.objectContaining({ kind: 'comment', commentId: '17900000000000001', text: 'Quero o link' }),
    ])
    const { deliveries: list, counts } = await deliveries()
    expect(counts).toEqual({ verified: 2, rejected: 0, events: 1, actedOn: 0, waiting: 0, failed: 0 })
    expect(list[0]!.duplicateKeys).toEqual(['comment:17900000000000001'])
    // Instagram now knows the comment, so the account may answer it.
    expect(await backend.instagram.comments.get('17900000000000001')).toBeDefined()
  })

  it('rejects and records a missing or forged signature, acting on nothing', async () => {
    const raw = await comment('17900000000000002')
    expect((await deliver(raw, null)).status).toBe(401)
    expect((await deliver(raw, await signWebhookBody('forged-secret', raw))).status).toBe(401)
    expect(received).toEqual([])
    const { deliveries: list, counts } = await deliveries()
    expect(counts).toEqual({ verified: 0, rejected: 2, events: 0, actedOn: 0, waiting: 0, failed: 0 })
    expect(list.map((delivery) => delivery.verdict)).toEqual([
      { verified: false, reason: 'mismatch' },
      { verified: false, reason: 'missing' },
    ])
    expect(await backend.instagram.comments.get('17900000000000002')).toBeUndefined()
    // A forged copy did not mark the event as seen: the genuine delivery still goes through.
    expect((await deliver(raw, await signWebhookBody(INSTAGRAM_APP.clientSecret, raw))).status).toBe(200)
    expect(received).toHaveLength(1)
  })

  it('answers 400 to a signed body that is not JSON, and shows it to no workspace', async () => {
    const raw = '{"object":"instagram","entry":['
    const response = await deliver(raw, await signWebhookBody(INSTAGRAM_APP.clientSecret, raw))
    expect(response.status).toBe(400)
    // It names no account, so it belongs to no workspace: kept for the operator, listed for nobody.
    expect((await backend.webhookStore.deliveries({ limit: 1 }))[0]).toMatchObject({
      parseError: 'malformed-json',
      verdict: { verified: true },
    })
    expect((await deliveries()).deliveries).toEqual([])
  })

  it('lets the backend answer a delivered comment through the Graph API, once, and shows it in the outbox', async () => {
    const account = (await backend.instagram.listAccounts())[0]!
    const accessToken = (await connectionForAccount(backend, account.userId))!.accessToken

    const raw = await comment('17900000000000003', 'LINK')
    expect((await deliver(raw, await signWebhookBody(INSTAGRAM_APP.clientSecret, raw))).status).toBe(200)
    const privateReply = () =>
      fetch(`https://graph.instagram.com/${INSTAGRAM_APP.graphVersion}/me/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          recipient: { comment_id: '17900000000000003' },
          message: { text: 'Te mandei no direct!' },
        }),
      })
    const first = await privateReply()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ recipient_id: expect.any(String), message_id: expect.any(String) })
    expect(JSON.parse(first.headers.get('X-App-Usage')!)).toMatchObject({ call_count: expect.any(Number) })
    expect(first.headers.get('X-Business-Use-Case-Usage')).toContain(account.userId)
    const second = await privateReply()
    expect(second.status).toBe(400)
    expect(await second.json()).toMatchObject({
      error: {
        type: 'OAuthException',
        code: backend.instagram.settings.privateReplyUsedError.code,
        fbtrace_id: expect.any(String),
      },
    })

    const outbox = (await (
      await fetch(`${RECEIVER}/outbox`, { headers: { token: adminToken } })
    ).json()) as SentByAccount[]
    expect(outbox).toEqual([
      expect.objectContaining({
        kind: 'private_reply',
        commentId: '17900000000000003',
        content: { kind: 'text', text: 'Te mandei no direct!', quickReplies: [] },
        accountId: account.userId,
      }),
    ])
  })

  it('keeps the delivery list, outbox and simulator for users who may read AclDemo', async () => {
    expect((await fetch(`${RECEIVER}/deliveries`)).status).toBe(401)
    const email = uniqueEmail('ig-client')
    await signUp(email, 'secret-pass')
    const clientToken = (await signIn(email, 'secret-pass')).idToken
    // The first session call creates the client profile, as signing in does in the app.
    expect((await fetch('http://conversa.test/api/session', { headers: { token: clientToken } })).status).toBe(200)
    for (const path of ['deliveries', 'outbox', 'simulator']) {
      expect((await fetch(`${RECEIVER}/${path}`, { headers: { token: clientToken } })).status).toBe(403)
      expect((await fetch(`${RECEIVER}/${path}`, { headers: { token: adminToken } })).status).toBe(200)
    }
  })
})
