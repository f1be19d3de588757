import { describe, expect, it } from 'vitest'
import { composeWebhookPayload, type ComposeInput } from '@/domain/instagram/webhookComposer'
import { parseWebhookBody } from '@/domain/instagram/webhookParser'

const NOW = Date.UTC(2026, 10, 22, 9)
const base = { accountId: '17841400000000001', person: { id: '6700000000000001', username: 'maria.silva' }, now: NOW }

function roundTrip(input: Omit<ComposeInput, 'accountId' | 'person' | 'now'>) {
  const parsed = parseWebhookBody(JSON.stringify(composeWebhookPayload({ ...base, ...input })))
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.events
}

describe('the simulator composes every trigger the builder offers, as Meta would post it', () => {
  it('a reply to a story', () => {
    expect(
      roundTrip({ kind: 'story_reply', text: 'amei!', uniqueId: '1', storyId: '18010000000000001' }),
    ).toMatchObject([
      { kind: 'story_reply', text: 'amei!', storyId: '18010000000000001', senderId: '6700000000000001' },
    ])
  })

  it('a DM sent by tapping a quick reply carries its payload; a typed DM carries none', () => {
    expect(roundTrip({ kind: 'message', text: 'Prices', uniqueId: '2', payload: 'PRICES' })).toMatchObject([
      { kind: 'message', text: 'Prices', quickReplyPayload: 'PRICES' },
    ])
    const [typed] = roundTrip({ kind: 'message', text: 'Prices', uniqueId: '3' })
    expect(typed).toMatchObject({ kind: 'message' })
    expect(typed && 'quickReplyPayload' in typed).toBe(false)
  })

  it('a postback with the payload the user typed, not one derived from the title', () => {
    expect(
      roundTrip({ kind: 'postback', text: 'See prices', uniqueId: '4', payload: 'PRICE_LIST_2026' }),
    ).toMatchObject([{ kind: 'postback', title: 'See prices', payload: 'PRICE_LIST_2026' }])
  })
})

describe('the simulator composes every entry point, as Meta would post it', () => {
  it('an ig.me link opened (messaging_referral with its ref) and an ad opened (its ad id)', () => {
    expect(roundTrip({ kind: 'referral', text: '', uniqueId: '5', referral: { ref: 'flyer' } })).toMatchObject([
      { kind: 'referral', referral: { ref: 'flyer', source: 'SHORTLINK', type: 'OPEN_THREAD' } },
    ])
    expect(roundTrip({ kind: 'referral', text: '', uniqueId: '6', referral: { adId: '2385' } })).toMatchObject([
      { kind: 'referral', referral: { adId: '2385', source: 'ADS' } },
    ])
  })

  it('a first message and an ice breaker tap carrying where the person came from', () => {
    expect(
      roundTrip({ kind: 'message', text: 'Hi', uniqueId: '7', referral: { ref: 'spring', adId: '2385' } }),
    ).toMatchObject([{ kind: 'message', referral: { ref: 'spring', adId: '2385', source: 'ADS' } }])
    expect(
      roundTrip({
        kind: 'postback',
        text: 'Prices',
        uniqueId: '8',
        payload: 'entry:ice-breaker:a1',
        referral: { ref: 'qr' },
      }),
    ).toMatchObject([{ kind: 'postback', payload: 'entry:ice-breaker:a1', referral: { ref: 'qr' } }])
  })

  it('a reply under a comment, a comment on an ad and a live comment', () => {
    const media = { id: '18000000000000001', mediaProductType: 'REELS' }
    expect(roundTrip({ kind: 'comment', text: 'me too', uniqueId: '9', media, parentId: 'c-top' })).toMatchObject([
      { kind: 'comment', parentId: 'c-top', mediaProductType: 'REELS' },
    ])
    expect(roundTrip({ kind: 'comment', text: 'price?', uniqueId: '10', media, adId: '2385' })).toMatchObject([
      { kind: 'comment', adId: '2385' },
    ])
    expect(roundTrip({ kind: 'comment', text: 'hi!', uniqueId: '11', media, live: true })).toMatchObject([
      { kind: 'comment', live: true },
    ])
  })
})
