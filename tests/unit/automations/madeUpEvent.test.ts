import { describe, expect, it } from 'vitest'
import { madeUpEventOf, madeUpInstagramEvent, type MadeUpEvent } from '@/domain/automations/madeUpEvent'
import { TRIGGER_KINDS, type AutomationTrigger, type TriggerKind } from '@/domain/automations/model'
import { entryPayload, shortLinkRef } from '@/domain/entryPoints/payloads'

const ID = 'aut_01JDMADEUPEVENT0000000000'
const keywords = { keywords: ['menu', 'price'], mode: 'contains' as const }
const noKeywords = { keywords: [], mode: 'contains' as const }

/** Each trigger kind, the made-up event test mode and the rehearsal start it with. */
const EXPECTED: Record<TriggerKind, [AutomationTrigger, MadeUpEvent][]> = {
  'comment-keyword': [
    [
      { kind: 'comment-keyword', keywords, media: { kind: 'any' } },
      { kind: 'comment', text: 'menu' },
    ],
    [
      { kind: 'comment-keyword', keywords, media: { kind: 'selected', mediaIds: ['1790001', '1790002'] } },
      { kind: 'comment', text: 'menu', mediaId: '1790001' },
    ],
    [
      { kind: 'comment-keyword', keywords: noKeywords, media: { kind: 'selected', mediaIds: [] } },
      { kind: 'comment', text: '' },
    ],
  ],
  'dm-keyword': [
    [
      { kind: 'dm-keyword', keywords },
      { kind: 'message', text: 'menu' },
    ],
  ],
  welcome: [[{ kind: 'welcome' }, { kind: 'message', text: '' }]],
  'ref-link': [
    [
      { kind: 'ref-link', refs: ['summer-ad'] },
      { kind: 'message', text: '', ref: shortLinkRef(ID) },
    ],
  ],
  'menu-tap': [[{ kind: 'menu-tap' }, { kind: 'postback', text: '', payload: entryPayload('ice-breaker', ID) }]],
  'story-mention': [[{ kind: 'story-mention' }, { kind: 'story_mention', text: '' }]],
  'story-reply': [
    [
      { kind: 'story-reply', keywords },
      { kind: 'story_reply', text: 'menu' },
    ],
    [
      { kind: 'story-reply', keywords: noKeywords },
      { kind: 'story_reply', text: '' },
    ],
  ],
  postback: [
    [
      { kind: 'postback', payloads: ['PRICES', 'HOURS'] },
      { kind: 'postback', text: '', payload: 'PRICES' },
    ],
    [
      { kind: 'postback', payloads: [] },
      { kind: 'postback', text: '', payload: '' },
    ],
  ],
  'default-reply': [
    [
      { kind: 'default-reply', onceEveryHours: 24 },
      { kind: 'message', text: '' },
    ],
  ],
}

describe('the made-up event an automation is tried with', () => {
  it.each(TRIGGER_KINDS)('a %s trigger is started by the event it answers', (kind) => {
    const cases = EXPECTED[kind]
    expect(cases.length).toBeGreaterThan(0)
    for (const [trigger, event] of cases) expect(madeUpEventOf({ id: ID, trigger })).toStrictEqual(event)
  })
})

describe('the Instagram event a made-up one is', () => {
  const scene = {
    key: 'k1',
    accountId: '17841400000000001',
    person: { id: 'p1', username: 'made.up' },
    now: 1_000,
    storyId: 'story-1',
  }

  it('is the event the engine reads from a delivery: a comment, a message, a story, a tap', () => {
    expect(madeUpInstagramEvent({ kind: 'comment', text: 'menu', mediaId: 'm1' }, scene)).toStrictEqual({
      dedupeKey: 'k1',
      accountId: '17841400000000001',
      timestamp: 1_000,
      kind: 'comment',
      commentId: 'k1',
      fromId: 'p1',
      fromUsername: 'made.up',
      text: 'menu',
      mediaId: 'm1',
    })
    const dm = { dedupeKey: 'k1', accountId: '17841400000000001', timestamp: 1_000, mid: 'k1', senderId: 'p1' }
    expect(madeUpInstagramEvent({ kind: 'postback', text: 'Prices', payload: 'PRICES', mediaId: '' }, scene)).toEqual({
      ...dm,
      recipientId: '17841400000000001',
      kind: 'postback',
      title: 'Prices',
      payload: 'PRICES',
    })
    expect(madeUpInstagramEvent({ kind: 'story_reply', text: 'Loved it', mediaId: '' }, scene)).toMatchObject({
      kind: 'story_reply',
      storyId: 'story-1',
    })
    expect(madeUpInstagramEvent({ kind: 'story_mention', text: '', mediaId: '' }, scene)).toMatchObject({
      kind: 'story_mention',
      senderId: 'p1',
    })
  })

  it('a typed message carries no quick reply; a tapped one carries its payload, and one from a link its referral', () => {
    const typed = madeUpInstagramEvent({ kind: 'message', text: 'hi', payload: '', mediaId: '' }, scene)
    expect(typed).toMatchObject({ kind: 'message', text: 'hi', quickReplyPayload: undefined })
    expect(typed).not.toHaveProperty('referral')
    const tapped = madeUpInstagramEvent({ kind: 'message', text: 'Done', payload: 'Q1', mediaId: '' }, scene)
    expect(tapped).toMatchObject({ quickReplyPayload: 'Q1' })
    const fromLink = madeUpInstagramEvent({ kind: 'message', text: '', ref: 'spring', mediaId: '' }, scene)
    expect(fromLink).toMatchObject({ referral: { ref: 'spring' } })
  })
})
