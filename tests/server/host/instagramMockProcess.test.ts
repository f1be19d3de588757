import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer, startInstagramMockProcess } from '../../../scripts/lib/server.mjs'
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@/domain/instagram/signature'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { mockInstagramHosts } from '@/mocks/instagram/handlers'
import type { OutboxEntry } from '@/mocks/instagram/records'
import { httpGraph } from '@/server/instagram/graph'
import { igPerson } from '../support/instagram'

/**
 * The Instagram mock as a process of its own (`dist-server/instagram-mock.js`): Meta's side of
 * webhook delivery (signed, retried) and Instagram's APIs over the network, as a Conversa server
 * and a test harness meet them.
 */
const cleanup: (() => Promise<unknown> | unknown)[] = []

beforeAll(() => buildServer())
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

async function startMock(env: Record<string, string> = {}) {
  const mock = await startInstagramMockProcess({ env })
  cleanup.push(mock.stop)
  return mock
}

/** A callback URL answering `answers[n]` to the n-th delivery (the last one after that). */
async function receiver(answers: number[]) {
  const received: { body: string; signature: string }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const status = answers[Math.min(received.length, answers.length - 1)]!
      received.push({ body, signature: String(request.headers[SIGNATURE_HEADER.toLowerCase()] ?? '') })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  cleanup.push(() => new Promise((closed) => server.close(closed)))
  const arrived = async (count: number) => {
    for (let waited = 0; received.length < count && waited < 10_000; waited += 20)
      await new Promise((wait) => setTimeout(wait, 20))
    return received.length
  }
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/instagram`, received, arrived }
}

async function tool<T>(base: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/__tools${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return (await response.json()) as T
}

/** Business Login against the mock's hosts, as a browser and the backend go through it. */
async function logIn(base: string): Promise<{ token: string; accountId: string }> {
  const hosts = mockInstagramHosts(base)
  const redirectUri = 'http://127.0.0.1:4173/callback/instagram'
  const consent = await fetch(hosts.authorize, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      client_id: INSTAGRAM_APP.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_messages,instagram_business_manage_comments',
      decision: 'allow',
    }),
  })
  const code = new URL(consent.headers.get('Location')!).searchParams.get('code')!
  const exchanged = await fetch(`${hosts.api}/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: INSTAGRAM_APP.clientId,
      client_secret: INSTAGRAM_APP.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code,
    }),
  })
  const token = ((await exchanged.json()) as { data: { access_token: string }[] }).data[0]!.access_token
  const me = await fetch(`${hosts.graph}/${INSTAGRAM_APP.graphVersion}/me?fields=user_id`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return { token, accountId: ((await me.json()) as { user_id: string }).user_id }
}

describe('the Instagram mock’s own process', () => {
  it('delivers as Meta does: the first answer to the caller, then the same signed bytes until the receiver answers 200', async () => {
    const mock = await startMock({ INSTAGRAM_MOCK_RETRY_DELAYS_MS: '100,200' })
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const callback = await receiver([500, 200])
    const payload = composeWebhookPayload({
      kind: 'comment',
      accountId: '17841400000000001',
      person: igPerson(),
      text: 'Quero o link',
      now: Date.now(),
      uniqueId: `${Date.now()}`,
    })
    expect(await tool(mock.url, '/deliveries', { callbackUrl: callback.url, payload })).toEqual({ status: 500 })
    expect(await callback.arrived(2)).toBe(2)
    for (const { body, signature } of callback.received) {
      expect(body).toBe(JSON.stringify(payload))
      expect(await verifyWebhookSignature(INSTAGRAM_APP.clientSecret, body, signature)).toEqual({ valid: true })
    }
  })

  it('serves Instagram over HTTP: Business Login, the Send API, its outbox, and findSent reading it back', async () => {
    const mock = await startMock()
    const { token, accountId } = await logIn(mock.url)
    const fan = igPerson()
    // The fan writes first, which opens the 24-hour window for the account's answer.
    const callback = await receiver([200])
    const dm = composeWebhookPayload({
      kind: 'message',
      accountId,
      person: fan,
      text: 'Oi!',
      now: Date.now(),
      uniqueId: `${Date.now()}`,
    })
    expect(await tool(mock.url, '/deliveries', { callbackUrl: callback.url, payload: dm })).toEqual({ status: 200 })
    const since = Date.now()
    const graph = httpGraph({
      graphUrl: mockInstagramHosts(mock.url).graph,
      version: INSTAGRAM_APP.graphVersion,
      tokenOf: async () => token,
    })
    const sent = await graph.sendMessage({ accountId, recipientId: fan.id, message: { text: 'Olá! Aqui está.' } })
    expect(sent).toEqual({ ok: true, id: expect.any(String) })
    const outbox = await tool<OutboxEntry[]>(mock.url, '/outbox')
    expect(outbox).toEqual([
      expect.objectContaining({
        id: sent.ok && sent.id,
        accountId,
        kind: 'message',
        recipientId: fan.id,
        text: 'Olá! Aqui está.',
        sentAt: expect.any(Number),
      }),
    ])
    const step = { kind: 'dm', recipientId: fan.id, text: 'Olá! Aqui está.' } as const
    expect(await graph.findSent({ accountId, since, step, excludeIds: [] })).toBe(sent.ok && sent.id)
  })

  it('stops at once on SIGTERM, retries still pending', async () => {
    const mock = await startMock({ INSTAGRAM_MOCK_RETRY_DELAYS_MS: '60000' })
    const callback = await receiver([503])
    const payload = { object: 'instagram', entry: [] }
    expect(await tool(mock.url, '/deliveries', { callbackUrl: callback.url, payload })).toEqual({ status: 503 })
    const started = Date.now()
    await mock.stop()
    expect(Date.now() - started).toBeLessThan(5000)
    expect(mock.child.exitCode).toBe(0)
  })
})
