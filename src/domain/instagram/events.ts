/**
 * Normalized Instagram webhook events: what the webhook parser produces and what the automation
 * engine and the webhooks screen consume. Shapes of the raw payloads are in
 * ../shared/reference/instagram-platform.md; this is our own, flattened vocabulary.
 */
interface EventBase {
  /** De-duplication key: message `mid`, comment `id`, or a derived key for items without one. */
  dedupeKey: string
  /** The professional account (IG_ID) the event belongs to: `entry[].id`. */
  accountId: string
  /** Milliseconds since the epoch, from the item's own timestamp or the entry's time. */
  timestamp: number
}

export interface MessageAttachment {
  type: string
  url?: string
}

/**
 * Where a conversation came from (`referral{ref, source, type}`): an `ig.me` link's `ref`
 * (`source: "SHORTLINK"`), or a click-to-Instagram ad (`source: "ADS"`, its `ad_id`, and the ref
 * set on the ad, if any).
 */
export interface Referral {
  ref?: string
  source?: string
  type?: string
  adId?: string
}

export interface DirectMessageEvent extends EventBase {
  kind: 'message'
  mid: string
  /** The person (IGSID) who wrote; for an echo, the account itself. */
  senderId: string
  recipientId: string
  text: string
  isEcho: boolean
  isDeleted: boolean
  isUnsupported: boolean
  quickReplyPayload?: string
  replyToMid?: string
  attachments: MessageAttachment[]
  /** The first message of a conversation started from an ad or an `ig.me` link carries where it came from. */
  referral?: Referral
}

/** A DM whose attachment type is `story_mention`. */
export interface StoryMentionEvent extends EventBase {
  kind: 'story_mention'
  mid: string
  senderId: string
  recipientId: string
  storyUrl?: string
}

/** A DM sent as a reply to one of the account's stories (`reply_to.story`). */
export interface StoryReplyEvent extends EventBase {
  kind: 'story_reply'
  mid: string
  senderId: string
  recipientId: string
  text: string
  storyId: string
  storyUrl?: string
}

export interface CommentEvent extends EventBase {
  kind: 'comment'
  commentId: string
  fromId: string
  fromUsername: string
  text: string
  mediaId: string
  mediaProductType?: string
  /** A reply under another comment (Instagram adds replies to replies under the top-level comment). */
  parentId?: string
  /** Delivered as a `live_comments` change: a comment on a live video while it is broadcast. */
  live?: boolean
  /** A comment on an ad carries the ad's id. */
  adId?: string
}

/** An @mention of the account in a comment or caption (arrives as a comment with Instagram Login). */
export interface MentionEvent extends EventBase {
  kind: 'mention'
  commentId: string
  mediaId: string
  fromId?: string
  text?: string
}

export interface PostbackEvent extends EventBase {
  kind: 'postback'
  mid: string
  senderId: string
  recipientId: string
  title: string
  payload: string
  /** An ice breaker tapped by someone who opened an `ig.me` link with a ref (a new conversation). */
  referral?: Referral
}

/**
 * `messaging_referral`: the person opened the conversation from an `ig.me` link with a ref or
 * from an ad, in a thread that already existed. Carries no message id.
 */
export interface ReferralEvent extends EventBase {
  kind: 'referral'
  senderId: string
  recipientId: string
  referral: Referral
}

export interface ReactionEvent extends EventBase {
  kind: 'reaction'
  mid: string
  senderId: string
  action: 'react' | 'unreact'
  reaction?: string
  emoji?: string
}

export interface SeenEvent extends EventBase {
  kind: 'seen'
  mid: string
  senderId: string
}

/**
 * An item delivered under `entry[].standby[]` (Messenger Platform, handover protocol): another app
 * holds the conversation, and this one only sees what happens in it. Never acted on.
 */
export interface StandbyEvent extends EventBase {
  kind: 'standby'
  /** The person (IGSID); for an echo of the other app's message, the account itself. */
  senderId: string
  recipientId: string
  /** What it was: a message (its text, when it had one), a tap (delivered without its payload), or another item. */
  what: 'message' | 'postback' | 'other'
  text?: string
}

export type InstagramEvent =
  | DirectMessageEvent
  | StoryMentionEvent
  | StoryReplyEvent
  | CommentEvent
  | MentionEvent
  | PostbackEvent
  | ReferralEvent
  | ReactionEvent
  | SeenEvent
  | StandbyEvent

export type InstagramEventKind = InstagramEvent['kind']
