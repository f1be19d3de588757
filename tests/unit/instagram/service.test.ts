import { describe, expect, it } from 'vitest'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'
import { instagramMockService } from '@/mocks/instagram/service'
import { withConversation } from './connectedPlatform'

/** Nobody listens there: the delivery answers 0, and with no retries configured that is all. */
const NOWHERE = 'http://127.0.0.1:1/api/webhooks/instagram'

async function service() {
  const context = await withConversation()
  context.platform.configure({ webhookRetryDelaysMs: [] })
  const app = instagramMockService(context.platform)
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await app.fetch(
      new Request(`http://instagram.test${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    )
    return { status: response.status, json: (await response.json()) as unknown }
  }
  return { ...context, call }
}

describe('the mock service’s harness tools', () => {
  it('records a genuine event on Instagram whatever the receiver answers, and a forged one never', async () => {
    const { call, platform, token, account } = await service()
    const dm = (id: string) =>
      composeWebhookPayload({
        kind: 'message',
        accountId: account.userId,
        person: { id, username: '' },
        text: 'Oi',
        now: Date.UTC(2026, 5, 1),
        uniqueId: id,
      })
    const send = (id: string) => platform.sendMessage(token, 'me', { recipient: { id }, message: { text: 'Olá' } })
    expect(await call('POST', '/__tools/deliveries', { callbackUrl: NOWHERE, payload: dm('555') })).toEqual({
      status: 200,
      json: { status: 0 },
    })
    expect((await send('555')).status).toBe(200)
    await call('POST', '/__tools/deliveries', { callbackUrl: NOWHERE, payload: dm('556'), forged: true })
    expect((await send('556')).status).toBe(400)
  })

  it('refuses a delivery it cannot make', async () => {
    const { call } = await service()
    expect((await call('POST', '/__tools/deliveries', { callbackUrl: 'file:///etc/passwd', payload: {} })).status).toBe(
      400,
    )
    expect((await call('POST', '/__tools/deliveries', { callbackUrl: NOWHERE, payload: [] })).status).toBe(400)
  })

  it('lists the DMs, private replies and public replies the mock accepted, not sender actions', async () => {
    const { call, platform, token, person, account, advance } = await service()
    await platform.sendMessage(token, 'me', { recipient: { id: person.id }, sender_action: 'typing_on' })
    await platform.sendMessage(token, 'me', { recipient: { id: person.id }, message: { text: 'Olá' } })
    advance(1000)
    await platform.replyToComment(token, 'c1', 'Obrigado!')
    const outbox = (await call('GET', `/__tools/outbox?accountId=${account.userId}`)).json
    expect(outbox).toEqual([
      expect.objectContaining({ kind: 'public_reply', commentId: 'c1', text: 'Obrigado!' }),
      expect.objectContaining({ kind: 'message', recipientId: person.id, text: 'Olá', id: expect.any(String) }),
    ])
    expect((await call('GET', '/__tools/outbox?accountId=0')).json).toEqual([])
  })

  it('delivers live comments while the broadcast runs and none once it has ended (Private Replies)', async () => {
    const { call, platform, account, person } = await service()
    const live = await platform.startBroadcast(account.userId)
    const comment = (id: string) =>
      composeWebhookPayload({
        kind: 'comment',
        accountId: account.userId,
        person,
        text: 'Quero!',
        now: Date.UTC(2026, 5, 1),
        uniqueId: id,
        media: { id: live.id, mediaProductType: 'FEED' },
      })
    expect(await call('POST', '/__tools/deliveries', { callbackUrl: NOWHERE, payload: comment('1') })).toEqual({
      status: 200,
      json: { status: 0 },
    })
    await platform.endBroadcast(live.id)
    expect((await call('POST', '/__tools/deliveries', { callbackUrl: NOWHERE, payload: comment('2') })).status).toBe(
      409,
    )
  })

  it('serves Instagram’s own paths beside the tools', async () => {
    const { call } = await service()
    expect((await call('GET', '/graph/v23.0/me')).json).toMatchObject({ error: { code: 190 } })
  })
})
