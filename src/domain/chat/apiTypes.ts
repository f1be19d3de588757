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
}

export interface ChatRunSummary {
  id: string
  automationName: string
  status: RunStatus
  at: string
}

export interface ChatThreadDetail extends ChatThreadSummary {
  messages: ChatMessage[]
  profile: {
    tags: string[]
    firstMessageAt: string | null
    lastMessageAt: string | null
    runs: ChatRunSummary[]
  }
}

export const AGENT_STATUSES = ['online', 'away', 'busy', 'offline'] as const
export type AgentStatus = (typeof AGENT_STATUSES)[number]

export interface AgentProfile {
  status: AgentStatus
  about: string
}

export const ABOUT_MAX = 160
export const MESSAGE_MAX_BYTES = 1000
