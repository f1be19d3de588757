import type { InstagramSendClient, OutgoingMessage, SendResult } from '@/domain/automations/client'
import {
  findSentThrough,
  graphErrorOf,
  MESSAGE_FIELDS,
  REPLY_FIELDS,
  type FindSentRequest,
  type GraphAnswer,
  type SentReads,
} from './findSent'

/** A post of a professional account, as the automation editor and the webhooks screen name it. */
export interface AccountMedia {
  id: string
  caption: string
  mediaProductType: 'FEED' | 'REELS' | 'STORY'
}

/** An ad of the account: a comment on it carries its id. */
export interface AccountAd {
  id: string
  name: string
}

/**
 * What the backend asks of Instagram's Graph API once an account is connected: the Send API (the
 * engine's and the inbox's sends) and the account's posts. One implementation speaks HTTP to the
 * configured hosts (Instagram itself, or the mock served over HTTP); the page's harness has one
 * that calls the in-page mock directly, because IndexedDB closes a transaction that awaits a fetch.
 */
export interface InstagramGraph extends InstagramSendClient {
  /** `GET /me/media` with the account's token; empty when the account has no usable token. */
  mediaOf(accountId: string): Promise<AccountMedia[]>
  /** `GET /me/ads?fields=id,name` (the mock's stand-in for the Marketing API's list); empty without a usable token. */
  adsOf(accountId: string): Promise<AccountAd[]>
  /**
   * `GET /{IGSID}?fields=username` (User Profile): the username of someone who wrote to the
   * account; `null` when Instagram does not say (they only commented, or the token is gone).
   */
  usernameOf(accountId: string, igsid: string): Promise<string | null>
  /**
   * Whether a send cut off mid-way (the process died before Instagram's answer was recorded)
   * reached Instagram, asked of the APIs Meta has (the Conversations API, a comment's replies):
   * the id of what the account sent for the step at or after `since`, not in `excludeIds`, or
   * null. Rejects with `SentLookupError` when Instagram could not be asked (findSent.ts).
   */
  findSent(request: FindSentRequest): Promise<string | null>
  /** `GET /me/messenger_profile?fields=ice_breakers,persistent_menu&platform=instagram`, as Graph answers it. */
  messengerProfile(accountId: string): Promise<GraphAnswer>
  /** `POST /me/messenger_profile` with the fields to set (`ice_breakers`, `persistent_menu`). */
  setMessengerProfile(accountId: string, fields: Record<string, unknown>): Promise<GraphAnswer>
  /** `DELETE /me/messenger_profile` of the named fields. */
  deleteMessengerProfile(accountId: string, fields: readonly string[]): Promise<GraphAnswer>
}

/** The Messenger Profile fields Conversa sets on Instagram (Ice breakers; Persistent menu). */
export const MESSENGER_PROFILE_FIELDS = 'ice_breakers,persistent_menu'

/** The access token of an account's live connection, looked up by whoever holds the tokens. */
export type TokenLookup = (accountId: string) => Promise<string | null>

export interface HttpGraphOptions {
  /** `https://graph.instagram.com`, or the mock's graph prefix. */
  graphUrl: string
  /** `v23.0` */
  version: string
  tokenOf: TokenLookup
  fetch?: typeof fetch
}

/** The Graph API over HTTP: the same requests Meta documents, with the token as a Bearer header. */
export function httpGraph({ graphUrl, version, tokenOf, fetch: fetchImpl = fetch }: HttpGraphOptions): InstagramGraph {
  const base = `${graphUrl.replace(/\/$/, '')}/${version}`
  const call = async (path: string, accountId: string, init: RequestInit = {}) => {
    const token = await tokenOf(accountId)
    const headers = new Headers(init.headers)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    const response = await fetchImpl(`${base}${path}`, { ...init, headers })
    return { status: response.status, body: await bodyOf(response) }
  }
  const send = async (accountId: string, body: Record<string, unknown>) =>
    sendResultOf(
      await call(`/${encodeURIComponent(accountId)}/messages`, accountId, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
  return {
    sendMessage: ({ accountId, recipientId, message, tag }) =>
      send(accountId, { recipient: { id: recipientId }, message: graphMessage(message), ...messageTagFields(tag) }),
    sendPrivateReply: ({ accountId, commentId, message }) =>
      send(accountId, { recipient: { comment_id: commentId }, message: graphMessage(message) }),
    replyToComment: async ({ accountId, commentId, text }) =>
      sendResultOf(
        await call(`/${encodeURIComponent(commentId)}/replies`, accountId, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ message: text }),
        }),
      ),
    usernameOf: async (accountId, igsid) => {
      if (!(await tokenOf(accountId))) return null
      const { status, body } = await call(`/${encodeURIComponent(igsid)}?fields=username`, accountId)
      return usernameIn(status, body)
    },
    followsAccount: async ({ accountId, contactId }) => {
      if (!(await tokenOf(accountId))) return undefined
      const { status, body } = await call(`/${encodeURIComponent(contactId)}?fields=is_user_follow_business`, accountId)
      return followsIn(status, body)
    },
    findSent: (request) => findSentThrough(httpReads(call), request),
    messengerProfile: (accountId) =>
      call(`/me/messenger_profile?fields=${MESSENGER_PROFILE_FIELDS}&platform=instagram`, accountId),
    setMessengerProfile: (accountId, fields) =>
      call('/me/messenger_profile', accountId, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ platform: 'instagram', ...fields }),
      }),
    deleteMessengerProfile: (accountId, fields) =>
      call('/me/messenger_profile', accountId, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ platform: 'instagram', fields }),
      }),
    mediaOf: async (accountId) => {
      if (!(await tokenOf(accountId))) return []
      const { status, body } = await call('/me/media?fields=id,caption,media_product_type', accountId)
      if (status !== 200) return []
      const data = (body as { data?: unknown }).data
      return Array.isArray(data) ? data.flatMap(mediaOf) : []
    },
    adsOf: async (accountId) => {
      if (!(await tokenOf(accountId))) return []
      const { status, body } = await call('/me/ads?fields=id,name', accountId)
      if (status !== 200) return []
      const data = (body as { data?: unknown }).data
      return Array.isArray(data) ? data.flatMap(adOf) : []
    },
  }
}

function adOf(item: unknown): AccountAd[] {
  if (typeof item !== 'object' || item === null) return []
  const { id, name } = item as Record<string, unknown>
  return typeof id === 'string' ? [{ id, name: typeof name === 'string' ? name : '' }] : []
}

/** `findSent`'s reads as the requests Meta documents. */
function httpReads(call: (path: string, accountId: string) => Promise<{ status: number; body: unknown }>): SentReads {
  const id = encodeURIComponent
  const after = (cursor: string | null) => (cursor === null ? '' : `&after=${id(cursor)}`)
  return {
    conversationWith: (accountId, igsid) =>
      call(`/${id(accountId)}/conversations?platform=instagram&user_id=${id(igsid)}`, accountId),
    messages: (accountId, conversationId, cursor) =>
      call(
        cursor === null
          ? `/${id(conversationId)}?fields=${id(`messages{${MESSAGE_FIELDS}}`)}`
          : `/${id(conversationId)}/messages?fields=${id(MESSAGE_FIELDS)}${after(cursor)}`,
        accountId,
      ),
    commenter: (accountId, commentId) => call(`/${id(commentId)}?fields=from`, accountId),
    replies: (accountId, commentId, cursor) =>
      call(`/${id(commentId)}/replies?fields=${id(REPLY_FIELDS)}${after(cursor)}`, accountId),
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

/** A Graph answer as the engine records it: the message's id, or Meta's error object. */
export function sendResultOf(answer: { status: number; body: unknown }): SendResult {
  const error = graphErrorOf(answer)
  if (error) return { ok: false, error }
  const json = (answer.body ?? {}) as { message_id?: unknown; id?: unknown }
  return { ok: true, id: String(json.message_id ?? json.id ?? '') }
}

/** The username of a User Profile answer, if it is one. */
export function usernameIn(status: number, body: unknown): string | null {
  const username = status === 200 ? (body as { username?: unknown } | null)?.username : undefined
  return typeof username === 'string' && username !== '' ? username : null
}

/** `is_user_follow_business` of a User Profile answer; undefined when Instagram did not say. */
export function followsIn(status: number, body: unknown): boolean | undefined {
  const follows =
    status === 200 ? (body as { is_user_follow_business?: unknown } | null)?.is_user_follow_business : undefined
  return typeof follows === 'boolean' ? follows : undefined
}

const PRODUCT_TYPES = new Set<AccountMedia['mediaProductType']>(['FEED', 'REELS', 'STORY'])

function mediaOf(item: unknown): AccountMedia[] {
  if (typeof item !== 'object' || item === null) return []
  const { id, caption, media_product_type: type } = item as Record<string, unknown>
  if (typeof id !== 'string') return []
  return [
    {
      id,
      caption: typeof caption === 'string' ? caption : '',
      mediaProductType: PRODUCT_TYPES.has(type as AccountMedia['mediaProductType'])
        ? (type as AccountMedia['mediaProductType'])
        : 'FEED',
    },
  ]
}

/** Our message content in the Send API's JSON: text, a button or generic template, or an attachment. */
/** A tagged message (Send Messages; Message tags) says so in two fields; an untagged one in none. */
export function messageTagFields(tag: 'HUMAN_AGENT' | undefined): Record<string, string> {
  return tag ? { messaging_type: 'MESSAGE_TAG', tag } : {}
}

export function graphMessage(message: OutgoingMessage): Record<string, unknown> {
  const quickReplies =
    message.quickReplies && message.quickReplies.length > 0
      ? {
          quick_replies: message.quickReplies.map((reply) => ({
            content_type: 'text',
            title: reply.title,
            payload: reply.payload,
          })),
        }
      : {}
  if ('media' in message)
    return { attachment: { type: message.media.type, payload: { url: message.media.url } }, ...quickReplies }
  if ('cards' in message) {
    const elements = message.cards.map((card) => ({
      title: card.title,
      ...(card.subtitle ? { subtitle: card.subtitle } : {}),
      ...(card.imageUrl ? { image_url: card.imageUrl } : {}),
      ...(card.buttons && card.buttons.length > 0 ? { buttons: card.buttons } : {}),
    }))
    return { attachment: { type: 'template', payload: { template_type: 'generic', elements } }, ...quickReplies }
  }
  if (message.buttons && message.buttons.length > 0) {
    return {
      attachment: {
        type: 'template',
        payload: { template_type: 'button', text: message.text, buttons: message.buttons },
      },
      ...quickReplies,
    }
  }
  return { text: message.text, ...quickReplies }
}
