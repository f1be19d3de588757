/**
 * The automation model: what a user builds in /automacoes and what the engine runs. Plain data
 * (JSON-serialisable) so the mock backend can persist it and the screens can edit it.
 */
import type { FlowGraph } from './flow/model'

export type KeywordMatchMode = 'contains' | 'exact'

/** Several keywords, any of them matches; case-, accent- and punctuation-insensitive. */
export interface KeywordRule {
  keywords: string[]
  /** `contains`: the keyword appears as whole word(s) in the text; `exact`: the text is the keyword. */
  mode: KeywordMatchMode
}

/** Which of the account's posts and reels a comment trigger listens to. */
export type MediaScope = { kind: 'any' } | { kind: 'selected'; mediaIds: string[] }

export type AutomationTrigger =
  | { kind: 'comment-keyword'; keywords: KeywordRule; media: MediaScope }
  | { kind: 'dm-keyword'; keywords: KeywordRule }
  /** The first message a person ever sends the account. */
  | { kind: 'welcome' }
  | { kind: 'story-mention' }
  /** A reply to one of the account's stories; with no keywords, any reply matches. */
  | { kind: 'story-reply'; keywords: KeywordRule }
  /** An ice breaker, button or quick-reply payload. */
  | { kind: 'postback'; payloads: string[] }

export type TriggerKind = AutomationTrigger['kind']

export const TRIGGER_KINDS: readonly TriggerKind[] = [
  'comment-keyword',
  'dm-keyword',
  'welcome',
  'story-mention',
  'story-reply',
  'postback',
]

export interface QuickReply {
  title: string
  payload: string
}

export type MessageButton =
  { type: 'web_url'; title: string; url: string } | { type: 'postback'; title: string; payload: string }

/** The DM content of an action: text plus either quick replies or buttons (Instagram allows one kind). */
export interface MessageContent {
  text: string
  quickReplies: QuickReply[]
  buttons: MessageButton[]
}

/**
 * The straight list of actions automations were stored as before they became flows; stored ones
 * are read as the flow `flowFromActions` makes of them.
 */
export type AutomationAction =
  /** A private reply DM to the person who commented (comment triggers only). */
  | { kind: 'private-reply'; message: MessageContent }
  /** A public reply under the comment; one variant is picked at random each time. */
  | { kind: 'public-reply'; variants: string[] }
  | { kind: 'send-dm'; message: MessageContent }
  /** Waits before the remaining actions run. */
  | { kind: 'delay'; seconds: number }
  | { kind: 'tag-contact'; tag: string }

export type ActionKind = AutomationAction['kind']

export type AutomationStatus = 'active' | 'paused'

export interface Automation {
  id: string
  name: string
  /** The professional account (IG_ID) whose events this automation answers. */
  accountId: string
  status: AutomationStatus
  /** Higher runs first when several automations match one event. */
  priority: number
  /** When this automation matches, automations of lower priority do not run for the same event. */
  stopAfterFirstMatch: boolean
  trigger: AutomationTrigger
  flow: FlowGraph
  /**
   * The published version, raised by each save: a contact mid-flow goes on with the version they
   * started on.
   */
  version: number
  createdAt: number
  updatedAt: number
}

/** A fresh trigger of the given kind, for the builder's kind selector. */
export function defaultTrigger(kind: TriggerKind): AutomationTrigger {
  switch (kind) {
    case 'comment-keyword':
      return { kind, keywords: { keywords: [], mode: 'contains' }, media: { kind: 'any' } }
    case 'dm-keyword':
      return { kind, keywords: { keywords: [], mode: 'contains' } }
    case 'story-reply':
      return { kind, keywords: { keywords: [], mode: 'contains' } }
    case 'postback':
      return { kind, payloads: [] }
    case 'welcome':
    case 'story-mention':
      return { kind }
  }
}
