import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@/domain/instagram/signature'
import { INSTAGRAM_APP } from '@/mocks/instagram/config'
import { instagramMockService } from '@/mocks/instagram/service'
import { withConversation } from './connectedPlatform'

/** The Graph error of an answer. */
const errorOf = (result: { body: unknown }) => (result.body as { error: Record<string, unknown> }).error

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A callback URL that answers 200 and keeps what it was posted. */
async function receiver() {
  const received: { body: string; signature: string }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ body, signature: String(request.headers[SIGNATURE_HEADER.toLowerCase()]) })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  closers.push(() => new Promise<void>((closed) => server.close(() => closed())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, received }
}

/** An account subscribed to `messaging_referral`, its ice breakers set and shown. */
async function linked(options: { iceBreakers?: boolean; subscribed?: boolean } = {}) {
  const context = await withConversation()
  const { platform, token, advance } = context
  const fields = options.subscribed === false ? 'messages' : 'messages,messaging_referral'
  await platform.subscribeApp(token, fields)
  if (options.iceBreakers !== false) {
    await platform.setMessengerProfile(token, {
      platform: 'instagram',
      ice_breakers: [{ locale: 'default', call_to_actions: [{ question: 'Horário?', payload: 'HOURS' }] }],
    })
    advance(platform.settings.messengerProfileDelayMs)
  }
  const link = (ref: string | null) =>
    `https://ig.me/m/${context.account.username}${ref === null ? '' : `?ref=${encodeURIComponent(ref)}`}`
  return { ...context, link }
}

describe('ig.me links (ig.me links)', () => {
  it('sends a messaging_referral with the ref, source SHORTLINK and type OPEN_THREAD', async () => {
    const { platform, account, person, link } = await linked()
    const opened = await platform.openShortLink(link('promo-natal'), person.id)
    expect(opened).toEqual({
      sent: true,
      payload: {
        object: 'instagram',
        entry: [
          {
            id: account.userId,
            time: expect.any(Number),
            messaging: [
              {
                sender: { id: person.id },
                recipient: { id: account.userId },
                timestamp: expect.any(Number),
                referral: { ref: 'promo-natal', source: 'SHORTLINK', type: 'OPEN_THREAD' },
              },
            ],
          },
        ],
      },
    })
  })

  it('sends nothing while the account’s ice breakers are not set, or not shown yet', async () => {
    const { platform, token, person, link, advance } = await linked({ iceBreakers: false })
    expect(await platform.openShortLink(link('promo'), person.id)).toEqual({ sent: false, reason: 'no_ice_breakers' })
    await platform.setMessengerProfile(token, {
      platform: 'instagram',
      ice_breakers: [{ locale: 'default', call_to_actions: [{ question: 'Oi?', payload: 'HI' }] }],
    })
    expect(await platform.openShortLink(link('promo'), person.id)).toEqual({ sent: false, reason: 'no_ice_breakers' })
    advance(platform.settings.messengerProfileDelayMs)
    expect((await platform.openShortLink(link('promo'), person.id)).sent).toBe(true)
  })

  it('sends nothing to an app not subscribed to messaging_referral, for a link without ref, or not ig.me', async () => {
    const unsubscribed = await linked({ subscribed: false })
    expect(await unsubscribed.platform.openShortLink(unsubscribed.link('x'), unsubscribed.person.id)).toEqual({
      sent: false,
      reason: 'not_subscribed',
    })
    const { platform, person, link } = await linked()
    expect(await platform.openShortLink(link(null), person.id)).toEqual({ sent: false, reason: 'no_ref' })
    expect(await platform.openShortLink('https://instagram.com/m/cafe.aurora?ref=x', person.id)).toEqual({
      sent: false,
      reason: 'not_a_link',
    })
    expect(await platform.openShortLink('https://ig.me/m/nobody.here?ref=x', person.id)).toEqual({
      sent: false,
      reason: 'no_such_account',
    })
  })

  it('delivers the referral, signed, from the service’s tool', async () => {
    const { platform, person, link } = await linked()
    const callback = await receiver()
    const app = instagramMockService(platform)
    const open = async (ref: string | null) =>
      (
        await app.fetch(
          new Request('http://instagram.test/__tools/short-links', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ link: link(ref), personId: person.id, callbackUrl: callback.url }),
          }),
        )
      ).json()
    expect(await open('loja')).toEqual({ sent: true, status: 200 })
    expect(await open(null)).toEqual({ sent: false, reason: 'no_ref' })
    expect(callback.received).toHaveLength(1)
    const [{ body, signature }] = callback.received as [{ body: string; signature: string }]
    expect(await verifyWebhookSignature(INSTAGRAM_APP.clientSecret, body, signature)).toEqual({ valid: true })
    expect(JSON.parse(body).entry[0].messaging[0].referral).toEqual({
      ref: 'loja',
      source: 'SHORTLINK',
      type: 'OPEN_THREAD',
    })
  })

  it('opens the 24-hour window once a referral is delivered, so a link’s flow can answer someone who never wrote (configurable: unconfirmed for Instagram)', async () => {
    for (const opensWindow of [true, false]) {
      const { platform, token, link } = await linked()
      platform.configure({ referralOpensWindow: opensWindow })
      const newcomer = (await platform.listPeople())[2]!
      const dm = () => platform.sendMessage(token, 'me', { recipient: { id: newcomer.id }, message: { text: 'Olá!' } })
      expect(errorOf(await dm())).toMatchObject({ code: 10, error_subcode: 2534022 })
      const callback = await receiver()
      const opened = await instagramMockService(platform).fetch(
        new Request('http://instagram.test/__tools/short-links', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ link: link('flyer'), personId: newcomer.id, callbackUrl: callback.url }),
        }),
      )
      expect(await opened.json()).toEqual({ sent: true, status: 200 })
      if (opensWindow) expect((await dm()).status).toBe(200)
      else expect(errorOf(await dm())).toMatchObject({ code: 10, error_subcode: 2534022 })
    }
  })
})
