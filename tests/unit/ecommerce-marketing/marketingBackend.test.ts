import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListPage } from '@/domain/list'
import type { ReferralRow, ReferralStats } from '@/domain/shop/referrals'
import type { ReviewRow, ReviewStats } from '@/domain/shop/reviews'
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@/domain/shop/storeSettings'
import { API, mockHarness } from '../automations/mockHarness'

/**
 * `/api/ecommerce/reviews`, `/referrals` and `/settings` (docs/product.md, "eCommerce"): rules on
 * `Ecommerce`, each workspace its own records, bodies checked.
 */
const ADMIN = 'marketing-admin'
const OTHER_ADMIN = 'marketing-admin-2'
const CLIENT = 'marketing-client'

describe('reviews, referrals and store settings in the mock backend', () => {
  const mock = mockHarness()
  const { call } = mock
  const reviews = async (uid: string, query = '') =>
    (await call<ListPage<ReviewRow>>(uid, 'GET', `/ecommerce/reviews?itemsPerPage=-1${query}`)).json

  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(async () => {
    await mock.reset()
    await mock.signIn(CLIENT)
    await mock.signIn(ADMIN, 'admin@conversa.test')
    await mock.signIn(OTHER_ADMIN, 'admin@conversa.test')
  })

  it('answers 401 without a token and 403 to a role without the shop', async () => {
    expect((await fetch(`${API}/ecommerce/reviews`)).status).toBe(401)
    expect((await call(CLIENT, 'GET', '/ecommerce/reviews')).status).toBe(403)
    expect((await call(CLIENT, 'GET', '/ecommerce/referrals/summary')).status).toBe(403)
    expect((await call(CLIENT, 'POST', '/ecommerce/referrals', { emails: ['a@example.com'] })).status).toBe(403)
    expect((await call(CLIENT, 'PUT', '/ecommerce/settings/payments', { providers: [], manual: [] })).status).toBe(403)
  })

  it('lists reviews whose figures agree with the list, filters them, and refuses an unknown filter', async () => {
    const reply = await call<ListPage<ReviewRow>>(ADMIN, 'GET', '/ecommerce/reviews?itemsPerPage=-1')
    expect(reply.text).not.toContain('ownerUid')
    const all = reply.json
    expect(all.total).toBe(100)
    expect(all.items.every((row) => row.product !== '' && row.title !== '')).toBe(true)
    const stats = (await call<ReviewStats>(ADMIN, 'GET', '/ecommerce/reviews/stats')).json
    expect(stats.count).toBe(all.total)
    expect(stats.perStar.reduce((sum, star) => sum + star.count, 0)).toBe(all.total)
    expect(stats.positiveShare).toBeGreaterThan(0.6)
    const fives = await reviews(ADMIN, '&rating=5')
    expect(fives.total).toBe(stats.perStar[0]!.count)
    const pending = await reviews(ADMIN, '&status=pending')
    expect(pending.items.every((row) => row.status === 'pending')).toBe(true)
    expect((await call(ADMIN, 'GET', '/ecommerce/reviews?rating=6')).status).toBe(400)
    // A product taken off the shop keeps its reviews, under its name.
    const reviewed = all.items[0]!
    await mock.backend.db
      .collection<{ id: string; removedAt?: string }>('shopProducts')
      .update(reviewed.productId, { removedAt: '2026-11-22T10:00:00Z' })
    const kept = (await reviews(ADMIN)).items.find((row) => row.id === reviewed.id)
    expect(kept?.product).toBe(reviewed.product)
  })

  it('unpublishes, deletes and restores a review of its own workspace only', async () => {
    const [first] = (await reviews(ADMIN, '&status=published')).items
    const id = first!.id
    expect((await call(OTHER_ADMIN, 'PATCH', `/ecommerce/reviews/${id}`, { status: 'pending' })).status).toBe(404)
    expect((await call(ADMIN, 'PATCH', `/ecommerce/reviews/${id}`, { status: 'hidden' })).status).toBe(422)
    expect((await call(ADMIN, 'PATCH', `/ecommerce/reviews/${id}`, { status: 'pending' })).status).toBe(200)
    expect((await reviews(ADMIN, '&status=pending')).items.some((row) => row.id === id)).toBe(true)
    expect((await call(OTHER_ADMIN, 'DELETE', `/ecommerce/reviews/${id}`)).status).toBe(404)
    expect((await call(ADMIN, 'DELETE', `/ecommerce/reviews/${id}`)).status).toBe(204)
    expect((await reviews(ADMIN)).total).toBe(99)
    expect((await call<ReviewStats>(ADMIN, 'GET', '/ecommerce/reviews/stats')).json.count).toBe(99)
    expect((await call(ADMIN, 'POST', `/ecommerce/reviews/${id}/restore`)).status).toBe(200)
    expect((await reviews(ADMIN)).total).toBe(100)
    expect((await reviews(OTHER_ADMIN)).items.some((row) => row.id === id)).toBe(false)
  })

  it('invites friends once each, and the figures follow the records', async () => {
    const before = (
      await call<{ stats: ReferralStats; shareCode: string }>(ADMIN, 'GET', '/ecommerce/referrals/summary')
    ).json
    expect(before.stats.invited).toBe(45)
    const sent = await call<{ created: ReferralRow[] }>(ADMIN, 'POST', '/ecommerce/referrals', {
      emails: ['lea.martin@example.com', 'tom@example.com'],
    })
    expect(sent.status).toBe(201)
    expect(sent.json.created.map((row) => [row.name, row.status])).toEqual([
      ['Lea Martin', 'invited'],
      ['Tom', 'invited'],
    ])
    const again = await call<{ error: { code: string; fields: Record<string, string> } }>(
      ADMIN,
      'POST',
      '/ecommerce/referrals',
      { emails: ['new@example.com', 'TOM@example.com'] },
    )
    expect(again.status).toBe(409)
    expect(again.json.error.fields.emails).toBe('already-referred:TOM@example.com')
    expect((await call(ADMIN, 'POST', '/ecommerce/referrals', { emails: ['not-an-address'] })).status).toBe(422)
    const after = (await call<{ stats: ReferralStats }>(ADMIN, 'GET', '/ecommerce/referrals/summary')).json.stats
    expect(after.invited).toBe(47)
    const invited = await call<ListPage<ReferralRow>>(ADMIN, 'GET', '/ecommerce/referrals?status=invited&q=example.com')
    expect(invited.json.items.some((row) => row.email === 'tom@example.com')).toBe(true)
    // The other workspace may still invite the same friend.
    expect((await call(OTHER_ADMIN, 'POST', '/ecommerce/referrals', { emails: ['tom@example.com'] })).status).toBe(201)
  })

  it('keeps each workspace’s settings, a tab at a time, and refuses bad ones by field', async () => {
    expect((await call<StoreSettings>(ADMIN, 'GET', '/ecommerce/settings')).json).toEqual(DEFAULT_STORE_SETTINGS)
    const details = { ...DEFAULT_STORE_SETTINGS.details, storeName: 'Aurora Lyon' }
    const saved = await call<StoreSettings>(ADMIN, 'PUT', '/ecommerce/settings/details', details)
    expect(saved.json.details.storeName).toBe('Aurora Lyon')
    expect(saved.json.payments).toEqual(DEFAULT_STORE_SETTINGS.payments)
    expect((await call<StoreSettings>(ADMIN, 'GET', '/ecommerce/settings')).json.details.storeName).toBe('Aurora Lyon')
    expect((await call<StoreSettings>(OTHER_ADMIN, 'GET', '/ecommerce/settings')).json.details.storeName).toBe(
      DEFAULT_STORE_SETTINGS.details.storeName,
    )
    const refused = await call<{ error: { fields: Record<string, string> } }>(
      ADMIN,
      'PUT',
      '/ecommerce/settings/details',
      { ...details, email: 'nope', storeName: '' },
    )
    expect(refused.status).toBe(422)
    expect(refused.json.error.fields).toMatchObject({ email: 'invalid', storeName: 'required' })
    const zones = DEFAULT_STORE_SETTINGS.shipping.zones
    const twice = await call<{ error: { fields: Record<string, string> } }>(
      ADMIN,
      'PUT',
      '/ecommerce/settings/shipping',
      {
        zones: [...zones, { ...zones[0]!, id: 'zone-copy' }],
      },
    )
    expect(twice.json.error.fields).toEqual({ 'zones.3.name': 'taken' })
    expect((await call(ADMIN, 'PUT', '/ecommerce/settings/taxes', {})).status).toBe(404)
  })
})
