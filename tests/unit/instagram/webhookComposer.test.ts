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
