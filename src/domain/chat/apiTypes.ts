import type { RunStatus } from '@/domain/automations/runs'

/**
 * The inbox's API (`/api/chat/*`): Instagram DM threads of the accounts the workspace holds,
 * assembled by the backend from what it received (webhooks) and sent (the Send API's outbox).
 */

/** Why a send from the inbox did not reach Instagram; the screen says each in words. */
export type SendFailureReason =
  /** The 24-hour window had closed (checked before sending, or Instagram's error 10/2534022). */
  | 'window-closed'
  /** The person cannot receive messages right now (Graph 551). */
  | 'person-unavailable'
  /** Instagram had a temporary problem or limited the rate: trying again later can work. */
  | 'temporary'
  /** The account's access is no longer valid (expired, revoked, disconnected). */
  | 'access-lost'
  /** The account has restricted or disabled messaging. */
  | 'messaging-disabled'
  /** Any other Graph refusal. */
  | 'refused'

/**
 * An outgoing message's mark: `delivered` means the Send API accepted it (Instagram sends no
 * delivery receipts), `seen` that a `read` event covers it, `failed` that it never reached Instagram.
 */
export type OutgoingStatus = 'delivered' | 'seen' | 'failed'

export interface ChatMessage {
  id: string
  direction: 'in' | 'out'
  text: string
  /** ISO instant. */
  at: string
  /** Outgoing only. */
  status?: OutgoingStatus
  /** Outgoing only: an automation sent it (its name when known). */
  automated?: { automationName: string | null }
  /** Failed outgoing only. */
  failure?: { reason: SendFailureReason; graphCode: number | null }
  /** What kind of inbound item it was, when not a plain DM (a story reply, a button tapped). */
  kind?: 'story_reply' | 'story_mention' | 'postback'
  /** Outgoing by hand only: the member who sent it from the inbox. */
  sentBy?: InboxPerson
}

export interface ChatContact {
  id: string
  username: string | null
  avatarUrl: string | null
}

export interface ChatThreadSummary {
  /** `${accountId}:${contactId}`. */
  id: string
  accountId: string
  accountUsername: string
  contact: ChatContact
  lastMessage: { text: string; at: string; direction: 'in' | 'out' } | null
  unread: number
  /** ISO instant the person last wrote, or null. */
  lastInboundAt: string | null
  /** The member the thread is assigned to, or nobody. */
  assignee: InboxPerson | null
  status: ThreadStatus
  /** The contact's tags (added by hand or by flows). */
  tags: string[]
}

export interface ChatAccount {
  accountId: string
  username: string
}

export interface ChatThreadList {
  items: ChatThreadSummary[]
  total: number
  /** The connected accounts, for the filter. */
  accounts: ChatAccount[]
  /** Every tag the workspace's contacts carry, for the filter. */
  tags: string[]
}

export interface ChatRunSummary {
  id: string
  automationName: string
  status: RunStatus
  at: string
}

export interface ChatThreadDetail extends ChatThreadSummary {
  messages: ChatMessage[]
  /** The team's internal notes, oldest first: never sent to the contact. */
  notes: InboxNote[]
  profile: {
    tags: string[]
    firstMessageAt: string | null
    lastMessageAt: string | null
    runs: ChatRunSummary[]
  }
}

/**
 * The team inbox (docs/product.md, "Team inbox"): who a thread is assigned to, where it stands,
 * the team's notes in it and the workspace's saved replies.
 */
export const THREAD_STATUSES = ['open', 'waiting', 'done'] as const
export type ThreadStatus = (typeof THREAD_STATUSES)[number]

/** A member of the workspace as the inbox names them. */
export interface InboxPerson {
  uid: string
  name: string
}

/** A member as the inbox offers them: to assign a thread to, or to mention (`@username`) in a note. */
export interface InboxMember extends InboxPerson {
  username: string
}

export interface InboxNote {
  id: string
  text: string
  /** ISO instant. */
  at: string
  author: InboxPerson
  /** The members the note mentions (`@username`), each notified. */
  mentions: InboxPerson[]
}

/** `PATCH /api/chat/threads/{id}`: either or both. */
export interface ThreadChange {
  assigneeUid?: string | null
  status?: ThreadStatus
}

export interface SavedReply {
  id: string
  title: string
  text: string
}

export const NOTE_MAX = 2000
export const SAVED_REPLY_TITLE_MAX = 60

export const AGENT_STATUSES = ['online', 'away', 'busy', 'offline'] as const
export type AgentStatus = (typeof AGENT_STATUSES)[number]

export interface AgentProfile {
  status: AgentStatus
  about: string
}

export const ABOUT_MAX = 160
export const MESSAGE_MAX_BYTES = 1000
