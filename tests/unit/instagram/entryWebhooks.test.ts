import { describe, expect, it } from 'vitest'
import { parseWebhookPayload } from '@/domain/instagram/webhookParser'
import type { InstagramEvent } from '@/domain/instagram/events'

const ACCOUNT = '17841400000000001'
const PERSON = '6700000000000001'

const parse = (body: unknown): InstagramEvent[] => {
  const result = parseWebhookPayload(body)
  if (!result.ok) throw new Error(`unexpected parse error ${result.error}`)
  expect(result.skipped).toEqual([])
  return result.events
}

const messaging = (item: Record<string, unknown>) => ({
  object: 'instagram',
  entry: [
    {
      id: ACCOUNT,
      time: 1764410000000,
      messaging: [{ sender: { id: PERSON }, recipient: { id: ACCOUNT }, timestamp: 1764409999000, ...item }],
    },
  ],
})

const commentChange = (field: string, value: Record<string, unknown>) => ({
  object: 'instagram',
  entry: [{ id: ACCOUNT, time: 1764409999, changes: [{ field, value }] }],
})

describe('webhook parser: where a conversation came from', () => {
  it('reads a messaging_referral from an ig.me link (ig.me links: ref, source SHORTLINK, type OPEN_THREAD)', () => {
    const events = parse(messaging({ referral: { ref: 'summer-sale', source: 'SHORTLINK', type: 'OPEN_THREAD' } }))
    expect(events).toEqual([
      {
        kind: 'referral',
        dedupeKey: `referral:${PERSON}:summer-sale:1764409999000`,
        accountId: ACCOUNT,
        timestamp: 1764409999000,
        senderId: PERSON,
        recipientId: ACCOUNT,
        referral: { ref: 'summer-sale', source: 'SHORTLINK', type: 'OPEN_THREAD' },
      },
    ])
  })

  it('reads an ad referral (messaging_referrals: ad_id, source ADS), with or without a ref', () => {
    const [withRef] = parse(
      messaging({
        referral: {
          ref: 'promo',
          ad_id: '23850000000000001',
          source: 'ADS',
          type: 'OPEN_THREAD',
          ads_context_data: { ad_title: 'Summer', photo_url: 'https://example.com/p.jpg' },
        },
      }),
    )
    expect(withRef).toMatchObject({ kind: 'referral', referral: { ref: 'promo', adId: '23850000000000001' } })
    const [adOnly] = parse(messaging({ referral: { ad_id: '2385', source: 'ADS', type: 'OPEN_THREAD' } }))
    expect(adOnly).toMatchObject({ kind: 'referral', referral: { adId: '2385', source: 'ADS' } })
    expect(adOnly?.kind === 'referral' ? adOnly.referral.ref : 'not a referral').toBeUndefined()
  })

  it('skips a referral that names neither a ref nor an ad, saying why', () => {
    const result = parseWebhookPayload(messaging({ referral: { source: 'SHORTLINK', type: 'OPEN_THREAD' } }))
    expect(result).toMatchObject({ ok: true, events: [], skipped: [{ reason: 'referral without ref or ad' }] })
  })

  it('keeps the referral a first message carries (a conversation started from an ad)', () => {
    const [event] = parse(
      messaging({
        message: {
          mid: 'm-ad-1',
          text: 'Is this still available?',
          referral: { ref: 'ad-ref', ad_id: '99', source: 'ADS' },
        },
      }),
    )
    expect(event).toMatchObject({
      kind: 'message',
      text: 'Is this still available?',
      referral: { ref: 'ad-ref', adId: '99', source: 'ADS' },
    })
  })

  it('keeps the referral on an ice breaker tapped by someone who opened an ig.me link (a new conversation)', () => {
    const [event] = parse(
      messaging({
        postback: {
          mid: 'm-ib-1',
          title: 'See prices',
          payload: 'entry:ice-breaker:aut-1',
          referral: { ref: 'flyer', source: 'SHORTLINK', type: 'OPEN_THREAD' },
        },
      }),
    )
    expect(event).toMatchObject({
      kind: 'postback',
      payload: 'entry:ice-breaker:aut-1',
      referral: { ref: 'flyer', source: 'SHORTLINK' },
    })
  })

  it('reads a messaging_referral delivered as a change', () => {
    const [event] = parse({
      object: 'instagram',
      entry: [
        {
          id: ACCOUNT,
          time: 1764409999,
          changes: [
            {
              field: 'messaging_referral',
              value: {
                sender: { id: PERSON },
                recipient: { id: ACCOUNT },
                timestamp: 1764409999000,
                referral: { ref: 'qr-store', source: 'SHORTLINK', type: 'OPEN_THREAD' },
              },
            },
          ],
        },
      ],
    })
    expect(event).toMatchObject({ kind: 'referral', accountId: ACCOUNT, referral: { ref: 'qr-store' } })
  })
})

describe('webhook parser: comments on reels, ads and live videos', () => {
  const value = (extra: Record<string, unknown>) => ({
    from: { id: PERSON, username: 'maria.silva' },
    id: '17900000000000001',
    text: 'price?',
    media: { id: '18000000000000001', media_product_type: 'FEED' },
    ...extra,
  })

  it('reads the media product type of a reel comment', () => {
    const [event] = parse(commentChange('comments', value({ media: { id: 'reel-1', media_product_type: 'REELS' } })))
    expect(event).toMatchObject({ kind: 'comment', mediaId: 'reel-1', mediaProductType: 'REELS' })
    expect(event && 'live' in event).toBe(false)
  })

  it('reads the ad id an ad comment carries', () => {
    const [event] = parse(commentChange('comments', value({ ad_id: '23850000000000001' })))
    expect(event).toMatchObject({ kind: 'comment', adId: '23850000000000001' })
  })

  it('marks a live_comments change as a live comment', () => {
    const [event] = parse(
      commentChange('live_comments', value({ media: { id: 'live-1', media_product_type: 'LIVE' } })),
    )
    expect(event).toMatchObject({ kind: 'comment', mediaId: 'live-1', live: true })
  })

  it('reads a reply under another comment with its parent', () => {
    const [event] = parse(commentChange('comments', value({ parent_id: '17900000000000000' })))
    expect(event).toMatchObject({ kind: 'comment', parentId: '17900000000000000' })
  })
})
