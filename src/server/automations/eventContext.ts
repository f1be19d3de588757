import type { CommentPlace } from '@/domain/automations/model'
import { commentPlaceOf } from '@/domain/automations/triggers'
import type { InstagramEvent, Referral } from '@/domain/instagram/events'

/** What the engine needs to know about an event, whatever its kind. */
export interface EventContext {
  event: InstagramEvent
  accountId: string
  /** The person the event is about (IGSID); for an echo, the person the account wrote to. */
  contactId: string
  /** The account itself wrote it (a DM echo or its own comment): never answered. */
  fromAccount: boolean
  /** A message from the person: opens or extends the 24-hour window. */
  inbound: boolean
  text: string
  username?: string
  comment?: { id: string; at: number; mediaId: string; topLevel: boolean; live?: boolean }
  /** Where the comment was written, and the ad's id when it is an ad's (comments only). */
  commentPlace?: { place: CommentPlace; adId?: string }
  payload?: string
  /**
   * Where the person came from: the ref of an `ig.me` link or an ad, and the ad's id (a referral,
   * or a message or a tap carrying one).
   */
  referral?: { ref?: string; adId?: string }
}

/** Kinds the engine acts on; reactions, seen receipts and mentions only reach the webhook log. */
export function describeEvent(event: InstagramEvent): EventContext | undefined {
  const base = { event, accountId: event.accountId }
  switch (event.kind) {
    case 'message': {
      if (event.isDeleted || event.isUnsupported) return undefined
      const fromAccount = event.isEcho || event.senderId === event.accountId
      return {
        ...base,
        contactId: fromAccount ? event.recipientId : event.senderId,
        fromAccount,
        inbound: !fromAccount,
        text: event.text,
        payload: event.quickReplyPayload,
        ...(event.referral && !fromAccount ? { referral: referralOf(event.referral) } : {}),
      }
    }
    case 'referral': {
      // Opening the thread from a link or an ad is the person acting in it: the 24-hour window opens.
      const fromAccount = event.senderId === event.accountId
      return {
        ...base,
        contactId: fromAccount ? event.recipientId : event.senderId,
        fromAccount,
        inbound: !fromAccount,
        text: '',
        referral: referralOf(event.referral),
      }
    }
    case 'story_mention':
    case 'story_reply':
    case 'postback': {
      const fromAccount = event.senderId === event.accountId
      return {
        ...base,
        contactId: fromAccount ? event.recipientId : event.senderId,
        fromAccount,
        inbound: !fromAccount,
        text: event.kind === 'story_reply' ? event.text : event.kind === 'postback' ? event.title : '',
        payload: event.kind === 'postback' ? event.payload : undefined,
        ...(event.kind === 'postback' && event.referral ? { referral: referralOf(event.referral) } : {}),
      }
    }
    case 'comment':
      return {
        ...base,
        contactId: event.fromId,
        fromAccount: event.fromId === event.accountId,
        inbound: false,
        text: event.text,
        username: event.fromUsername,
        comment: {
          id: event.commentId,
          at: event.timestamp,
          mediaId: event.mediaId,
          topLevel: !event.parentId,
          ...(commentPlaceOf(event) === 'live' ? { live: true } : {}),
        },
        commentPlace: { place: commentPlaceOf(event), ...(event.adId === undefined ? {} : { adId: event.adId }) },
      }
    // A standby item belongs to a conversation another app holds (handover protocol): only it answers.
    case 'mention':
    case 'reaction':
    case 'seen':
    case 'standby':
      return undefined
  }
}

function referralOf({ ref, adId }: Referral): { ref?: string; adId?: string } {
  return { ...(ref === undefined ? {} : { ref }), ...(adId === undefined ? {} : { adId }) }
}
