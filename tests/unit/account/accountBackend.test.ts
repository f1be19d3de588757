import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATIONS, describeUserAgent, type AccountSettings } from '@/domain/account/settings'
import { chargesOf, periodEnd } from '@/domain/account/billing'
import { SIGN_INS_KEPT } from '@/mocks/api/account'
import { API, idToken, mockHarness, T0 } from '../automations/mockHarness'

const card = { cardNumber: '4242 4242 4242 4242', cardName: 'Ana Lima', expiry: '08/29', cvc: '123' }
const address = {
  company: 'Loja Lima',
  email: 'billing@loja.example',
  taxId: 'FR40303265045',
  country: 'FR',
  line1: '12 rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
}
const DAY = 86_400_000

describe('account settings rules', () => {
  it('names the browser, system and device of a user agent', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
    const edge = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36 Edg/142.0'
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1'
    expect(describeUserAgent(chrome)).toEqual({ browser: 'Chrome', system: 'Linux', device: 'desktop' })
    expect(describeUserAgent(edge)).toEqual({ browser: 'Edge', system: 'Windows', device: 'desktop' })
    expect(describeUserAgent(iphone)).toEqual({ browser: 'Safari', system: 'iOS', device: 'mobile' })
  })

  it('ends a cancelled plan at the end of the period already paid', () => {
    const since = new Date(Date.UTC(2026, 0, 31)).toISOString()
    const monthly = { plan: 'pro' as const, period: 'monthly' as const, since, endsAt: null }
    expect(periodEnd(monthly, Date.UTC(2026, 1, 10))).toBe(new Date(Date.UTC(2026, 2, 3)).toISOString())
    expect(periodEnd({ ...monthly, period: 'annual' }, Date.UTC(2027, 1, 1))).toBe(
      new Date(Date.UTC(2028, 0, 31)).toISOString(),
    )
  })

  it('charges once per period paid, nothing on the free plan, and nothing once a cancelled plan ends', () => {
    const since = new Date(Date.UTC(2026, 0, 15)).toISOString()
    const pro = { plan: 'pro' as const, period: 'monthly' as const, since, endsAt: null }
    expect(chargesOf(pro, Date.UTC(2026, 2, 15)).map((charge) => [charge.date.slice(0, 10), charge.amount])).toEqual([
      ['2026-03-15', 19],
      ['2026-02-15', 19],
      ['2026-01-15', 19],
    ])
    expect(chargesOf({ ...pro, period: 'annual' }, Date.UTC(2027, 0, 14))).toEqual([{ date: since, amount: 190 }])
    expect(chargesOf({ ...pro, plan: 'starter' }, Date.UTC(2026, 5, 1))).toEqual([])
    expect(chargesOf({ ...pro, endsAt: '2026-02-15T00:00:00.000Z' }, Date.UTC(2026, 5, 1))).toHaveLength(1)
    expect(chargesOf(null, Date.UTC(2026, 5, 1))).toEqual([])
  })
})

/** `/api/account/*`, `/api/session/avatar` and `DELETE /api/session`, as the settings pages call them. */
describe('the account settings in the mock backend', () => {
  const mock = mockHarness()
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(() => mock.reset())

  it('keeps each person’s settings apart and refuses what the schemas refuse, by field', async () => {
    await mock.signIn('ana')
    await mock.signIn('bo')
    const fresh = await mock.call<AccountSettings>('ana', 'GET', '/account/settings')
    expect(fresh.json).toEqual({
      notifications: DEFAULT_NOTIFICATIONS,
      connections: { apps: [], socials: {} },
      subscription: null,
      billingAddress: null,
      cards: [],
    })
    const notifications = { channels: { ...DEFAULT_NOTIFICATIONS.channels, 'new-message': [] }, timing: 'online' }
    expect((await mock.call('ana', 'PUT', '/account/notifications', notifications)).status).toBe(200)
    const refused = await mock.call<{ error: { fields: Record<string, string> } }>(
      'ana',
      'PUT',
      '/account/billing-address',
      {
        ...address,
        taxId: 'fr 12',
        postalCode: '1',
        email: 'nope',
      },
    )
    expect(refused.status).toBe(422)
    expect(refused.json.error.fields).toEqual({ taxId: 'tax-id', postalCode: 'postal-code', email: 'invalid' })
    expect((await mock.call('ana', 'PUT', '/account/billing-address', address)).status).toBe(200)
    const social = await mock.call<AccountSettings>('ana', 'PUT', '/account/connections', {
      apps: ['slack'],
      socials: { x: '@loja_lima' },
    })
    expect(social.json.connections).toEqual({ apps: ['slack'], socials: { x: 'loja_lima' } })

    const ana = await mock.call<AccountSettings>('ana', 'GET', '/account/settings')
    expect(ana.json.notifications.timing).toBe('online')
    expect(ana.json.billingAddress).toEqual(address)
    const bo = await mock.call<AccountSettings>('bo', 'GET', '/account/settings')
    expect(bo.json.billingAddress).toBeNull()
    expect(bo.json.notifications).toEqual(DEFAULT_NOTIFICATIONS)
    // Without a valid token nothing is read.
    expect((await fetch(`${API}/account/settings`)).status).toBe(401)
  })

  it('keeps cards without their numbers, one of them paying, and ends a cancelled plan with its period', async () => {
    await mock.signIn('ana')
    await mock.signIn('bo')
    const first = await mock.call<AccountSettings>('ana', 'POST', '/account/cards', card)
    expect(first.json.cards).toEqual([
      { id: expect.any(String), brand: 'visa', last4: '4242', expiry: '08/29', cardName: 'Ana Lima', primary: true },
    ])
    expect(first.text).not.toContain('4242 4242')
    const second = await mock.call<AccountSettings>('ana', 'POST', '/account/cards', {
      ...card,
      cardNumber: '5555 5555 5555 4444',
    })
    const [visa, mastercard] = second.json.cards
    expect(mastercard).toMatchObject({ brand: 'mastercard', primary: false })
    // Another person cannot touch them.
    expect((await mock.call('bo', 'POST', `/account/cards/${mastercard!.id}/primary`)).status).toBe(404)
    await mock.call('ana', 'POST', `/account/cards/${mastercard!.id}/primary`)
    const removed = await mock.call<AccountSettings>('ana', 'DELETE', `/account/cards/${mastercard!.id}`)
    expect(removed.json.cards).toEqual([{ ...visa, primary: true }])
    const wrong = await mock.call<{ error: { fields: Record<string, string> } }>('ana', 'POST', '/account/cards', {
      ...card,
      cardNumber: '4242 4242 4242 4241',
    })
    expect(wrong.json.error.fields).toEqual({ cardNumber: 'card-number' })

    expect((await mock.call('ana', 'POST', '/account/subscription/cancel')).status).toBe(409)
    const chosen = await mock.call<AccountSettings>('ana', 'PUT', '/account/subscription', {
      plan: 'business',
      period: 'monthly',
    })
    expect(chosen.json.subscription).toEqual({
      plan: 'business',
      period: 'monthly',
      since: new Date(T0).toISOString(),
      endsAt: null,
    })
    mock.advance(40 * DAY)
    const cancelled = await mock.call<AccountSettings>('ana', 'POST', '/account/subscription/cancel')
    expect(cancelled.json.subscription?.endsAt).toBe(new Date(Date.UTC(2027, 0, 22, 10)).toISOString())
  })

  it('shows an API key once, keeps only its hash, and lets only its owner delete it', async () => {
    await mock.signIn('ana')
    await mock.signIn('bo')
    const made = await mock.call<{ key: string; summary: { id: string; last4: string } }>(
      'ana',
      'POST',
      '/account/api-keys',
      {
        name: 'Zapier',
        access: 'read',
      },
    )
    expect(made.status).toBe(201)
    expect(made.json.key).toMatch(/^cnv_[0-9a-f]{48}$/)
    const listed = await mock.call<unknown[]>('ana', 'GET', '/account/api-keys')
    expect(listed.json).toEqual([
      {
        id: made.json.summary.id,
        name: 'Zapier',
        access: 'read',
        last4: made.json.key.slice(-4),
        createdAt: expect.any(String),
      },
    ])
    expect(listed.text).not.toContain(made.json.key)
    expect((await mock.call<unknown[]>('bo', 'GET', '/account/api-keys')).json).toEqual([])
    expect((await mock.call('bo', 'DELETE', `/account/api-keys/${made.json.summary.id}`)).status).toBe(404)
    expect((await mock.call('ana', 'DELETE', `/account/api-keys/${made.json.summary.id}`)).status).toBe(204)
    expect((await mock.call('ana', 'POST', '/account/api-keys', { name: ' ', access: 'all' })).status).toBe(422)
  })

  it('lists a person’s newest sign-ins, one per sign-in however often the session is read', async () => {
    await mock.signIn('ana')
    await mock.signIn('ana')
    for (let index = 0; index < SIGN_INS_KEPT + 2; index++) {
      mock.advance(DAY)
      await mock.signIn('ana')
    }
    const signIns = await mock.call<{ at: string; browser: string }[]>('ana', 'GET', '/account/sign-ins')
    expect(signIns.json).toHaveLength(SIGN_INS_KEPT)
    expect(signIns.json[0]!.at).toBe(new Date(mock.now()).toISOString())
    expect(signIns.json[0]!.browser).toBe('Node.js')
  })

  it('keeps an uploaded photo, serves it, and forgets it when the profile stops using it', async () => {
    await mock.signIn('ana')
    const upload = (type: string, bytes: Uint8Array<ArrayBuffer>) =>
      fetch(`${API}/session/avatar`, {
        method: 'POST',
        headers: { token: idToken('ana', 'ana@conversa.test', mock.now()), 'Content-Type': type },
        body: bytes,
      })
    const png = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])
    expect((await upload('image/svg+xml', png)).status).toBe(415)
    expect((await upload('image/png', new Uint8Array(800 * 1024 + 1))).status).toBe(413)
    const saved = (await (await upload('image/png', png)).json()) as { userData: { avatar: string } }
    expect(saved.userData.avatar).toMatch(/^\/api\/avatars\/[A-Za-z0-9-]+$/)
    const served = await fetch(`http://conversa.test${saved.userData.avatar}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)
    await mock.call('ana', 'PATCH', '/session/profile', { avatar: '' })
    expect((await fetch(`http://conversa.test${saved.userData.avatar}`)).status).toBe(404)
  })

  it('deletes everything of a workspace, frees its Instagram account, and never a demo account', async () => {
    await mock.signIn('ana')
    await mock.signIn('bo')
    expect((await mock.connect('ana', 'cafe.aurora')).status).toBe(201)
    await mock.createAutomation('ana', 'cafe.aurora')
    await mock.call('ana', 'PUT', '/account/billing-address', address)
    expect((await mock.connect('bo', 'cafe.aurora')).status).toBe(409)

    expect((await mock.call('ana', 'DELETE', '/session')).status).toBe(204)
    const left = (
      await Promise.all(
        ['automations', 'instagramConnections', 'accountSettings', 'signIns'].map((name) =>
          mock.backend.db.collection<{ id: string; ownerUid?: string }>(name).all(),
        ),
      )
    )
      .flat()
      .filter((record) => record.ownerUid === 'ana' || record.id === 'ana')
    expect(left).toEqual([])
    expect(
      await mock.backend.db
        .collection<{ id: string; email: string }>('profiles')
        .find((p) => p.email === 'ana@conversa.test'),
    ).toBeUndefined()
    expect((await mock.connect('bo', 'cafe.aurora')).status).toBe(201)

    await mock.signIn('demo', 'admin@conversa.test')
    const refused = await mock.call<{ error: { code: string } }>('demo', 'DELETE', '/session')
    expect(refused.status).toBe(403)
    expect(refused.json.error.code).toBe('account/demo-account')
  })
})
