import type { MessengerProfileState } from './messengerProfile'

/** What the mock Instagram keeps in its Database collections. */
export interface IgAccount {
  /** The app-scoped id the code exchange answers with (`user_id` there, `id` on /me). */
  id: string
  /** The professional account id: `user_id` on /me and `entry[].id` in webhooks. */
  userId: string
  username: string
  name: string
  accountType: 'BUSINESS' | 'MEDIA_CREATOR'
  pictureUrl: string
  followersCount: number
  dmAccessDisabled: boolean
  restricted: boolean
  /** Ice breakers and the persistent menu, set through `/me/messenger_profile`. */
  messengerProfile?: MessengerProfileState
  /** The account's ads (`/me/ads`, the mock's stand-in for the Marketing API's list). */
  ads?: IgAd[]
}

export interface IgAd {
  id: string
  name: string
}

export interface IgMedia {
  id: string
  ownerId: string
  caption: string
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'
  mediaProductType: 'FEED' | 'REELS' | 'STORY'
  timestamp: string
  /** A live video: its comments are live comments, answered privately only while it runs. */
  broadcast?: { endedAt: number | null }
}

export interface IgPerson {
  /** Instagram-scoped id (IGSID) of someone who writes to or comments for the accounts. */
  id: string
  username: string
  receivesMessages: boolean
  /** Their profile's name (User Profile's `name`); absent for people the mock met in a webhook. */
  name?: string
  followerCount?: number
  /** The professional accounts (their `userId`) this person follows: `is_user_follow_business`. */
  follows?: string[]
  /** The professional accounts that follow this person: `is_business_follow_user`. */
  followedBy?: string[]
}

export interface IgAuthorizationCode {
  id: string
  accountId: string
  redirectUri: string
  scopes: string[]
  createdAt: number
  usedAt: number | null
}

export interface IgToken {
  id: string
  accountId: string
  kind: 'short' | 'long'
  scopes: string[]
  issuedAt: number
  expiresAt: number
  revokedSubcode: 458 | 459 | 460 | null
}

export interface IgSubscription {
  /** The app-scoped account id. */
  id: string
  fields: string[]
}

export interface IgComment {
  id: string
  mediaId: string
  /** The professional account that owns the media. */
  ownerId: string
  fromId: string
  fromUsername: string
  text: string
  parentId: string | null
  hidden: boolean
  createdAt: number
  privateReplyAt: number | null
}

export interface IgConversation {
  /** `${professional account id}:${IGSID}` */
  id: string
  lastInboundAt: number
  /** What the person wrote, as delivered (the newest last); the Conversations API lists it. */
  inbound?: IgInboundMessage[]
}

export interface IgInboundMessage {
  mid: string
  text: string
  at: number
}

export type OutboxKind = 'message' | 'private_reply' | 'public_reply' | 'sender_action'

/** Everything the account sent: what Instagram would have delivered. */
export interface OutboxEntry {
  id: string
  accountId: string
  kind: OutboxKind
  recipientId: string | null
  commentId: string | null
  text: string
  /** The request's message object (templates, quick replies) as sent. */
  message: unknown
  sentAt: number
}
