import { describe, expect, it } from 'vitest'
import { instagramMockApp } from '@/mocks/instagram/handlers'
import { withConversation } from './connectedPlatform'

type Answer = { result?: string; data?: Record<string, unknown>[]; error?: { code: number; message: string } }

/** `/me/messenger_profile` over HTTP, as Meta's examples call it. */
async function profileApi() {
  const context = await withConversation()
  const app = instagramMockApp(context.platform)
  const call = async (method: string, query: string, body?: unknown) => {
    const response = await app.fetch(
      new Request(`http://instagram.test/graph/v23.0/me/messenger_profile${query}`, {
        method,
        headers: { Authorization: `Bearer ${context.token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    )
    return { status: response.status, body: (await response.json()) as Answer }
  }
  const read = () => call('GET', '?fields=ice_breakers,persistent_menu&platform=instagram')
  return { ...context, call, read }
}

const question = (n: number) => ({ question: `Pergunta ${n}?`, payload: `Q${n}` })
const iceBreakers = (count: number, locale = 'default') => ({
  call_to_actions: Array.from({ length: count }, (_, n) => question(n + 1)),
  locale,
})
const menu = {
  locale: 'default',
  call_to_actions: [
    { type: 'postback', title: 'Falar com alguém', payload: 'AGENT' },
    { type: 'web_url', title: 'Loja', url: 'https://cafe-aurora.test/loja' },
  ],
}

describe('ice breakers (Ice breakers)', () => {
  it('sets up to 4 per locale with POST, reads them with GET and removes them with DELETE', async () => {
    const { call, read } = await profileApi()
    const set = await call('POST', '', {
      platform: 'instagram',
      ice_breakers: [iceBreakers(4), iceBreakers(2, 'pt_BR')],
    })
    expect(set).toEqual({ status: 200, body: { result: 'success' } })
    expect((await read()).body).toEqual({ data: [{ ice_breakers: [iceBreakers(4), iceBreakers(2, 'pt_BR')] }] })
    const removed = await call('DELETE', '', { fields: ['ice_breakers'], platform: 'instagram' })
    expect(removed.body).toEqual({ result: 'success' })
    expect((await read()).body).toEqual({ data: [] })
  })

  it('refuses a fifth ice breaker, one without question or payload, a repeated locale and another platform', async () => {
    const { call, read } = await profileApi()
    const refusal = async (body: unknown) => (await call('POST', '', body)).body.error
    expect(await refusal({ platform: 'instagram', ice_breakers: [iceBreakers(5)] })).toMatchObject({ code: 100 })
    expect(
      await refusal({
        platform: 'instagram',
        ice_breakers: [{ locale: 'default', call_to_actions: [{ question: 'Oi?' }] }],
      }),
    ).toMatchObject({ code: 100 })
    expect(await refusal({ platform: 'instagram', ice_breakers: [iceBreakers(1), iceBreakers(1)] })).toMatchObject({
      code: 100,
    })
    expect(await refusal({ platform: 'messenger', ice_breakers: [iceBreakers(1)] })).toMatchObject({ code: 100 })
    expect(await refusal({ ice_breakers: [iceBreakers(1)] })).toMatchObject({ code: 100 })
    expect((await read()).body).toEqual({ data: [] })
  })

  it('refuses ice breakers without a default locale', async () => {
    const { call, read } = await profileApi()
    const refused = await call('POST', '', { platform: 'instagram', ice_breakers: [iceBreakers(2, 'pt_BR')] })
    expect(refused.body.error).toMatchObject({ code: 100 })
    expect((await read()).body).toEqual({ data: [] })
  })

  it('takes the platform from the query string, as Meta’s examples send it', async () => {
    const { call, read } = await profileApi()
    expect((await call('POST', '?platform=instagram', { ice_breakers: [iceBreakers(1)] })).status).toBe(200)
    expect((await read()).body.data).toEqual([{ ice_breakers: [iceBreakers(1)] }])
  })
})

describe('the persistent menu (Persistent menu)', () => {
  it('sets postback and web_url items per locale beside the ice breakers', async () => {
    const { call, read } = await profileApi()
    await call('POST', '', { platform: 'instagram', ice_breakers: [iceBreakers(1)] })
    expect((await call('POST', '', { platform: 'instagram', persistent_menu: [menu] })).status).toBe(200)
    expect((await read()).body.data).toEqual([{ ice_breakers: [iceBreakers(1)], persistent_menu: [menu] }])
    await call('DELETE', '?fields=persistent_menu&platform=instagram')
    expect((await read()).body.data).toEqual([{ ice_breakers: [iceBreakers(1)] }])
  })

  it('refuses other item types, Messenger-only options, a menu without a default locale and over 20 items', async () => {
    const { call } = await profileApi()
    const refusal = async (entry: unknown) =>
      (await call('POST', '', { platform: 'instagram', persistent_menu: [entry] })).body.error?.code
    expect(
      await refusal({ ...menu, call_to_actions: [{ type: 'phone_number', title: 'Ligar', payload: '+55' }] }),
    ).toBe(100)
    expect(await refusal({ ...menu, composer_input_disabled: true })).toBe(100)
    expect(
      await refusal({
        ...menu,
        call_to_actions: [{ type: 'web_url', title: 'Loja', url: 'https://a.test', webview_height_ratio: 'full' }],
      }),
    ).toBe(100)
    expect(await refusal({ ...menu, locale: 'pt_BR' })).toBe(100)
    expect(await refusal({ ...menu, call_to_actions: Array(21).fill(menu.call_to_actions[0]) })).toBe(100)
  })

  it('refuses a title over 30 characters and a payload over 1,000', async () => {
    const { call } = await profileApi()
    const answer = async (item: unknown) =>
      (
        await call('POST', '', {
          platform: 'instagram',
          persistent_menu: [{ locale: 'default', call_to_actions: [item] }],
        })
      ).body
    expect(await answer({ type: 'web_url', title: 'T'.repeat(30), url: 'https://a.test' })).toEqual({
      result: 'success',
    })
    expect((await answer({ type: 'web_url', title: 'T'.repeat(31), url: 'https://a.test' })).error?.code).toBe(100)
    expect(await answer({ type: 'postback', title: 'Agent', payload: 'P'.repeat(1000) })).toEqual({ result: 'success' })
    expect((await answer({ type: 'postback', title: 'Agent', payload: 'P'.repeat(1001) })).error?.code).toBe(100)
  })
})

describe('changes take time to show (Persistent menu: "not updated in real time")', () => {
  it('answers the API at once, and shows people the change once the mock’s delay has passed', async () => {
    const { call, read, platform, account, advance } = await profileApi()
    const delay = platform.settings.messengerProfileDelayMs
    expect(delay).toBeGreaterThan(0)
    await call('POST', '', { platform: 'instagram', ice_breakers: [iceBreakers(2)] })
    expect((await read()).body.data).toEqual([{ ice_breakers: [iceBreakers(2)] }])
    expect(await platform.messengerProfileShown(account.userId)).toEqual({})
    advance(delay)
    expect(await platform.messengerProfileShown(account.userId)).toEqual({ ice_breakers: [iceBreakers(2)] })
    // A removal, too, shows late: people keep seeing the ice breakers meanwhile.
    await call('DELETE', '', { fields: ['ice_breakers'], platform: 'instagram' })
    expect(await platform.messengerProfileShown(account.userId)).toEqual({ ice_breakers: [iceBreakers(2)] })
    advance(delay)
    expect(await platform.messengerProfileShown(account.userId)).toEqual({})
  })
})
