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

/** Which of the account's posts, reels and ads (by the ad's id) a comment trigger listens to. */
export type MediaScope = { kind: 'any' } | { kind: 'selected'; mediaIds: string[] }

/** Where a comment was written: a post, a reel, an ad, or a live video while it is broadcast. */
export type CommentPlace = 'post' | 'reel' | 'ad' | 'live'

export type AutomationTrigger =
  | {
      kind: 'comment-keyword'
      keywords: KeywordRule
      media: MediaScope
      /** Absent (saved before it could be chosen): posts, reels and ads; live comments have rules of their own. */
      places?: CommentPlace[]
      /** Whether a reply under another comment starts it too; absent: it does. */
      replies?: boolean
    }
  | { kind: 'dm-keyword'; keywords: KeywordRule }
  /** The first message a person ever sends the account. */
  | { kind: 'welcome' }
  | { kind: 'story-mention' }
  /** A reply to one of the account's stories; with no keywords, any reply matches. */
  | { kind: 'story-reply'; keywords: KeywordRule }
  /** An ice breaker, button or quick-reply payload. */
  | { kind: 'postback'; payloads: string[] }
  /**
   * The person opened the conversation from this automation's `ig.me` link or QR code (its ref is
   * the automation's id), or from an ad or link whose ref (or the ad's id) is one of `refs`, even
   * if they never wrote.
   */
  | { kind: 'ref-link'; refs: string[] }
  /** An ice breaker or persistent-menu item set to start this automation (on the account's entry points). */
  | { kind: 'menu-tap' }
  /** A DM no other automation answered: at most once every `onceEveryHours` per person. */
  | { kind: 'default-reply'; onceEveryHours: number }

export type TriggerKind = AutomationTrigger['kind']

export const TRIGGER_KINDS: readonly TriggerKind[] = [
  'comment-keyword',
  'dm-keyword',
  'welcome',
  'ref-link',
  'menu-tap',
  'story-mention',
  'story-reply',
  'postback',
  'default-reply',
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
      return {
        kind,
        keywords: { keywords: [], mode: 'contains' },
        media: { kind: 'any' },
        places: ['post', 'reel', 'ad'],
        replies: true,
      }
    case 'dm-keyword':
      return { kind, keywords: { keywords: [], mode: 'contains' } }
    case 'story-reply':
      return { kind, keywords: { keywords: [], mode: 'contains' } }
    case 'postback':
      return { kind, payloads: [] }
    case 'ref-link':
      return { kind, refs: [] }
    case 'default-reply':
      return { kind, onceEveryHours: 24 }
    case 'welcome':
    case 'story-mention':
    case 'menu-tap':
      return { kind }
  }
}
