import { describe, expect, it } from 'vitest'
import {
  earningsOf,
  firstInvalidAddress,
  nameFromAddress,
  nextCodes,
  referralStats,
  shareCodeOf,
  splitAddresses,
  type ShopReferral,
} from '@/domain/shop/referrals'
import { reviewStats, weekOf, type ShopReview } from '@/domain/shop/reviews'
import {
  crossRowIssue,
  DEFAULT_STORE_SETTINGS,
  locationsSchema,
  settingsOf,
  TAB_SCHEMAS,
  SETTINGS_TABS,
} from '@/domain/shop/storeSettings'

const review = (rating: number, day: string, extra: Partial<ShopReview> = {}): ShopReview => ({
  id: `r-${rating}-${day}`,
  ownerUid: 'u',
  productId: 'u:product-1',
  reviewer: 'Ana Lopez',
  email: 'ana@example.com',
  rating,
  title: 'Fresh',
  text: 'Good',
  day,
  status: 'published',
  ...extra,
})

describe('review statistics (docs/product.md, "eCommerce")', () => {
  it('counts per star, averages, shares and weeks the reviews that are not deleted', () => {
    const today = '2026-11-27' // a Friday
    const stats = reviewStats(
      [
        review(5, '2026-11-26'),
        review(4, '2026-11-20'),
        review(2, '2026-11-23'),
        review(1, '2026-10-01'),
        review(5, '2026-11-25', { deletedAt: '2026-11-26T10:00:00Z' }),
      ],
      today,
    )
    expect(stats.count).toBe(4)
    expect(stats.average).toBe(3)
    expect(stats.perStar).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 1 },
    ])
    expect(stats.positiveShare).toBe(0.5)
    expect(stats.newThisWeek).toBe(2)
    expect(stats.weeks).toHaveLength(8)
    expect(stats.weeks.at(-1)).toEqual({ week: '2026-11-23', positive: 1, negative: 1 })
    expect(stats.weeks.at(-2)).toEqual({ week: '2026-11-16', positive: 1, negative: 0 })
    expect(weekOf('2026-11-23')).toBe('2026-11-23')
    expect(reviewStats([], today).average).toBe(0)
  })
})

describe('the referral programme', () => {
  const referral = (status: ShopReferral['status'], value: number, paidOut = false): ShopReferral => ({
    id: status + value,
    ownerUid: 'u',
    name: 'X',
    email: 'x@example.com',
    code: 'R-10001',
    status,
    value,
    earnings: earningsOf(value),
    paidOut,
    day: '2026-11-01',
  })

  it('computes signups, conversion, earnings and what is still to pay', () => {
    const stats = referralStats([
      referral('invited', 0),
      referral('signed-up', 0),
      referral('converted', 49.9, true),
      referral('converted', 120),
    ])
    expect(stats).toEqual({ invited: 4, signups: 3, conversion: 2 / 3, earnings: 16.99, pendingPayout: 12 })
    expect(referralStats([]).conversion).toBe(0)
  })

  it('reads several addresses and names the first bad one', () => {
    expect(splitAddresses(' ana@example.com, bo@example.com;\nANA@example.com ')).toEqual([
      'ana@example.com',
      'bo@example.com',
    ])
    expect(firstInvalidAddress(['ana@example.com', 'bo@example', 'x'])).toBe('bo@example')
    expect(firstInvalidAddress(['ana@example.com'])).toBeUndefined()
  })

  it('names invited friends, numbers referrals and gives each workspace its own stable code', () => {
    expect(nameFromAddress('ana.lopez@example.com')).toBe('Ana Lopez')
    expect(nameFromAddress('42@example.com')).toBe('42')
    expect(nextCodes(['R-10001', 'R-10045'], 2)).toEqual(['R-10046', 'R-10047'])
    expect(shareCodeOf('admin')).toBe(shareCodeOf('admin'))
    expect(shareCodeOf('admin')).not.toBe(shareCodeOf('admin-2'))
  })
})

describe('the store settings', () => {
  it('has defaults every tab schema accepts, and keeps only sound saved tabs', () => {
    for (const tab of SETTINGS_TABS) expect(TAB_SCHEMAS[tab].safeParse(DEFAULT_STORE_SETTINGS[tab]).success).toBe(true)
    const saved = settingsOf({
      id: 'u',
      ownerUid: 'u',
      payments: { providers: ['paypal'], manual: [] },
      checkout: { accounts: 'nonsense' } as never,
    })
    expect(saved.payments.providers).toEqual(['paypal'])
    expect(saved.checkout).toEqual(DEFAULT_STORE_SETTINGS.checkout)
  })

  it('wants the default location among the locations, and rows named apart', () => {
    const { locations } = DEFAULT_STORE_SETTINGS
    expect(locationsSchema.safeParse({ ...locations, defaultId: 'gone' }).success).toBe(false)
    const zones = DEFAULT_STORE_SETTINGS.shipping.zones
    expect(crossRowIssue('shipping', { zones: [...zones, { ...zones[1]!, id: 'z', name: ' france ' }] })).toEqual({
      field: 'zones.3.name',
      code: 'taken',
    })
    expect(crossRowIssue('locations', locations)).toBeNull()
  })
})
