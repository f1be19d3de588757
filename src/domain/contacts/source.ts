import type { InstagramEvent } from '@/domain/instagram/events'

/** Where a person first came from: what brought them to the account. */
export const CONTACT_SOURCES = ['post', 'story', 'ad', 'ref-link', 'dm'] as const
export type ContactSource = (typeof CONTACT_SOURCES)[number]

/**
 * The source an event gives a person it brings for the first time: a comment on a post (or an ad),
 * a reply to or a mention in a story, a conversation opened from an ad or a ref link, or a DM.
 * Undefined for events that bring nobody (reactions, seen receipts).
 */
export function contactSourceOf(event: InstagramEvent): ContactSource | undefined {
  // A conversation opened from an ad (`source: "ADS"`, an ad id) or an ig.me link carries its referral.
  const referral = 'referral' in event ? event.referral : undefined
  if (referral) return referral.source?.toUpperCase() === 'ADS' || referral.adId ? 'ad' : 'ref-link'
  switch (event.kind) {
    case 'comment':
      return event.adId || event.mediaProductType?.toUpperCase() === 'AD' ? 'ad' : 'post'
    case 'story_mention':
    case 'story_reply':
      return 'story'
    case 'message':
    case 'postback':
      return 'dm'
    default:
      return undefined
  }
}
