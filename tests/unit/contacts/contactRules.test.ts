import { describe, expect, it } from 'vitest'
import { ERASED, mentionsAny, redacted, secretsOf } from '@/domain/contacts/erasure'
import { checkFieldValue, fieldTypeOf } from '@/domain/contacts/fields'
import { withInteraction, type ContactInteraction } from '@/domain/contacts/interaction'
import { inSegment } from '@/domain/contacts/segments'
import type { InstagramEvent } from '@/domain/instagram/events'

const base = { accountId: '9001', dedupeKey: 'k', timestamp: 1000 }
const dm: InstagramEvent = {
  ...base,
  kind: 'message',
  mid: 'm1',
  senderId: '1',
  recipientId: '9001',
  text: 'oi',
  isEcho: false,
  isDeleted: false,
  isUnsupported: false,
  attachments: [],
}

const NOBODY: ContactInteraction = {}

describe('contact rules', () => {
  it('checks a value by its field type', () => {
    expect(checkFieldValue('email', 'ana@example.com')).toEqual({ ok: true })
    expect(checkFieldValue('email', 'ana@')).toEqual({ ok: false, reason: 'not-an-email' })
    expect(checkFieldValue('number', '-12.5')).toEqual({ ok: true })
    expect(checkFieldValue('number', '12,5')).toEqual({ ok: false, reason: 'not-a-number' })
    expect(checkFieldValue('phone', '+55 (11) 91234-5678')).toEqual({ ok: true })
    expect(checkFieldValue('phone', 'call me')).toEqual({ ok: false, reason: 'not-a-phone' })
    expect(checkFieldValue('date', '2026-11-29')).toEqual({ ok: true })
    expect(checkFieldValue('yes-no', 'maybe')).toEqual({ ok: false, reason: 'not-yes-or-no' })
    expect(fieldTypeOf([], 'Email')).toBe('email')
    expect(fieldTypeOf([{ key: 'size', type: 'number' }], 'size')).toBe('number')
  })

  it('keeps the source of the event that first brought the person, and the span of their events', () => {
    const comment: InstagramEvent = {
      ...base,
      kind: 'comment',
      commentId: 'c1',
      fromId: '1',
      fromUsername: 'ana',
      text: 'link',
      mediaId: 'p1',
      timestamp: 2000,
    }
    const first = withInteraction<ContactInteraction & { tags: string[] }>({ tags: [] }, comment)
    const later = withInteraction(first, { ...dm, timestamp: 5000 })
    const earlier = withInteraction(later, { ...dm, timestamp: 500 })
    expect(earlier).toEqual({ tags: [], source: 'post', firstInteractionAt: 500, lastInteractionAt: 5000 })
    const story: InstagramEvent = {
      ...base,
      kind: 'story_reply',
      mid: 's',
      senderId: '1',
      recipientId: '9001',
      text: '',
      storyId: 's1',
    }
    expect(withInteraction(NOBODY, story).source).toBe('story')
    expect(withInteraction(NOBODY, { ...dm, referral: { source: 'ADS' } }).source).toBe('ad')
    expect(withInteraction(NOBODY, { ...dm, referral: { source: 'SHORTLINK', ref: 'promo' } }).source).toBe('ref-link')
    expect(withInteraction(NOBODY, dm).source).toBe('dm')
    const opened: InstagramEvent = {
      ...base,
      kind: 'referral',
      senderId: '1',
      recipientId: '9001',
      referral: { ref: 'flyer', source: 'SHORTLINK' },
    }
    expect(withInteraction(NOBODY, opened).source).toBe('ref-link')
    const onAd: InstagramEvent = { ...comment, adId: '6001' }
    expect(withInteraction(NOBODY, onAd).source).toBe('ad')
  })

  it('puts a contact in a segment when every condition holds', () => {
    const contact = { tags: ['vip'], fields: { city: 'São Paulo' }, source: 'ad' as const, optedOut: false }
    expect(
      inSegment(contact, [
        { kind: 'tag', tag: 'vip', has: true },
        { kind: 'field', field: 'city', test: 'contains', value: 'sao' },
        { kind: 'source', source: 'ad' },
        { kind: 'opted-out', optedOut: false },
      ]),
    ).toBe(true)
    expect(inSegment(contact, [{ kind: 'tag', tag: 'vip', has: false }])).toBe(false)
    expect(inSegment(contact, [{ kind: 'field', field: 'email', test: 'is-set', value: '' }])).toBe(false)
  })

  it('replaces every trace of an erased person, in strings and keys', () => {
    const secrets = secretsOf({
      contactId: '1784',
      username: 'ana.silva',
      fields: { email: 'ana@example.com', ok: 'yes' },
    })
    expect(secrets).toEqual(['ana@example.com', 'ana.silva', '1784'])
    const record = { id: 'r', contactId: '1784', text: 'Hi ana.silva, ana@example.com', byId: { '9001:1784': 1 } }
    expect(mentionsAny(record, secrets)).toBe(true)
    const clean = redacted(record, secrets)
    expect(clean).toEqual({
      id: 'r',
      contactId: ERASED,
      text: `Hi ${ERASED}, ${ERASED}`,
      byId: { [`9001:${ERASED}`]: 1 },
    })
    expect(mentionsAny(clean, secrets)).toBe(false)
  })
})
