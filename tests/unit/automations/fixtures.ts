import type {
  CommentEvent,
  DirectMessageEvent,
  PostbackEvent,
  StoryMentionEvent,
  StoryReplyEvent,
} from '@/domain/instagram/events'
import type { GraphError, InstagramSendClient, OutgoingMessage, SendResult } from '@/domain/automations/client'
import type { Automation, AutomationAction, AutomationTrigger } from '@/domain/automations/model'
import { flowFromActions } from '@/domain/automations/flow/fromActions'

export const ACCOUNT = '17841400000000001'
export const PERSON = '6700000000000001'
export const T0 = Date.UTC(2026, 10, 22, 9, 0, 0)

/** A fake clock the tests advance by hand. */
export function fakeClock(start = T0) {
  let current = start
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms
    },
    set: (at: number) => {
      current = at
    },
  }
}

let sequence = 0
const nextId = (prefix: string) => `${prefix}${(++sequence).toString().padStart(6, '0')}`

export function dm(overrides: Partial<DirectMessageEvent> = {}): DirectMessageEvent {
  const mid = overrides.mid ?? nextId('aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQx')
  return {
    kind: 'message',
    dedupeKey: mid,
    accountId: ACCOUNT,
    timestamp: T0,
    mid,
    senderId: PERSON,
    recipientId: ACCOUNT,
    text: 'hello',
    isEcho: false,
    isDeleted: false,
    isUnsupported: false,
    attachments: [],
    ...overrides,
  }
}

/** What Instagram delivers when the account itself sends: sender and recipient swapped, `is_echo`. */
export function echo(overrides: Partial<DirectMessageEvent> = {}): DirectMessageEvent {
  return dm({ senderId: ACCOUNT, recipientId: PERSON, isEcho: true, ...overrides })
}

export function comment(overrides: Partial<CommentEvent> = {}): CommentEvent {
  const commentId = overrides.commentId ?? nextId('1790000')
  return {
    kind: 'comment',
    dedupeKey: commentId,
    accountId: ACCOUNT,
    timestamp: T0,
    commentId,
    fromId: PERSON,
    fromUsername: 'maria.silva',
    text: 'quero o link',
    mediaId: '18000000000000001',
    mediaProductType: 'FEED',
    ...overrides,
  }
}

export function storyMention(overrides: Partial<StoryMentionEvent> = {}): StoryMentionEvent {
  const mid = overrides.mid ?? nextId('story-mention-')
  return {
    kind: 'story_mention',
    dedupeKey: mid,
    accountId: ACCOUNT,
    timestamp: T0,
    mid,
    senderId: PERSON,
    recipientId: ACCOUNT,
    storyUrl: 'https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=1',
    ...overrides,
  }
}

export function storyReply(overrides: Partial<StoryReplyEvent> = {}): StoryReplyEvent {
  const mid = overrides.mid ?? nextId('story-reply-')
  return {
    kind: 'story_reply',
    dedupeKey: mid,
    accountId: ACCOUNT,
    timestamp: T0,
    mid,
    senderId: PERSON,
    recipientId: ACCOUNT,
    text: 'amei!',
    storyId: '18010000000000001',
    ...overrides,
  }
}

export function postback(overrides: Partial<PostbackEvent> = {}): PostbackEvent {
  const mid = overrides.mid ?? nextId('postback-')
  return {
    kind: 'postback',
    dedupeKey: mid,
    accountId: ACCOUNT,
    timestamp: T0,
    mid,
    senderId: PERSON,
    recipientId: ACCOUNT,
    title: 'Preços',
    payload: 'PRICES',
    ...overrides,
  }
}

let automationSeq = 0
export function automation(
  trigger: AutomationTrigger,
  actions: AutomationAction[],
  overrides: Partial<Automation> = {},
): Automation {
  automationSeq += 1
  return {
    id: `auto-${automationSeq}`,
    name: `Automation ${automationSeq}`,
    accountId: ACCOUNT,
    status: 'active',
    priority: 0,
    stopAfterFirstMatch: false,
    trigger,
    flow: flowFromActions(trigger, actions),
    version: 1,
    createdAt: T0 - 1000 + automationSeq,
    updatedAt: T0,
    ...overrides,
  }
}

export const message = (text: string) => ({ text, quickReplies: [], buttons: [] })

export type ClientCall =
  | { method: 'sendMessage'; at: number; accountId: string; recipientId: string; message: OutgoingMessage }
  | { method: 'sendPrivateReply'; at: number; accountId: string; commentId: string; message: OutgoingMessage }
  | { method: 'replyToComment'; at: number; accountId: string; commentId: string; text: string }

/**
 * A fake Send API that records every call. `respond` decides each result (success by default),
 * so a test can script Graph errors.
 */
export function fakeClient(
  now: () => number,
  respond: (call: ClientCall) => SendResult | Promise<SendResult> = () => ({ ok: true, id: nextId('m_') }),
) {
  const calls: ClientCall[] = []
  const record = async (call: ClientCall) => {
    calls.push(call)
    return respond(call)
  }
  const client: InstagramSendClient = {
    sendMessage: (request) => record({ method: 'sendMessage', at: now(), ...request }),
    sendPrivateReply: (request) => record({ method: 'sendPrivateReply', at: now(), ...request }),
    replyToComment: (request) => record({ method: 'replyToComment', at: now(), ...request }),
  }
  return { client, calls }
}

export const graphError = (code: number, error_subcode?: number, is_transient = false): GraphError => ({
  code,
  error_subcode,
  is_transient,
  message: `(#${code}) scripted error`,
})
