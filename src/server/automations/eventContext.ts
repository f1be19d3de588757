import type { InstagramEvent } from '@/domain/instagram/events'

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
  comment?: { id: string; at: number; mediaId: string; topLevel: boolean }
  payload?: string
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
        comment: { id: event.commentId, at: event.timestamp, mediaId: event.mediaId, topLevel: !event.parentId },
      }
    case 'mention':
    case 'reaction':
    case 'seen':
      return undefined
  }
}
