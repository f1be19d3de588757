/**
 * What the engine needs from Instagram. The app supplies an adapter over the real Send API (or
 * the local Instagram Platform mock); tests supply fakes. The engine has no network of its own.
 */

/** The `error` object of a Graph API error response. */
export interface GraphError {
  code: number
  error_subcode?: number
  is_transient?: boolean
  message: string
}

export type SendResult = { ok: true; id: string } | { ok: false; error: GraphError }

export type OutgoingButton =
  { type: 'web_url'; title: string; url: string } | { type: 'postback'; title: string; payload: string }

export interface OutgoingCard {
  title: string
  subtitle?: string
  imageUrl?: string
  buttons?: OutgoingButton[]
}

/**
 * A message as the Send API takes it: text (with quick replies, or up to three buttons as a button
 * template), an image or video, or a carousel of cards (a generic template).
 */
export type OutgoingMessage = { quickReplies?: { title: string; payload: string }[] } & (
  | { text: string; buttons?: OutgoingButton[] }
  | { media: { type: 'image' | 'video'; url: string } }
  | { cards: OutgoingCard[] }
)

/** A message in one line, for the run history and for finding a send on Instagram again. */
export function messageText(message: OutgoingMessage): string {
  if ('text' in message) return message.text
  if ('media' in message) return message.media.url
  return message.cards.map((card) => card.title).join(' · ')
}

/**
 * `sendKey`, when given, names the send (QueuedStep.sendKey): a client that keeps a ledger sends
 * each key once, however often the engine is run again on the same event.
 */
export interface InstagramSendClient {
  /**
   * `POST /<IG_ID>/messages` with `recipient.id`. `tag: 'HUMAN_AGENT'` (sent as `messaging_type:
   * "MESSAGE_TAG"`) is for a reply a person wrote after the 24-hour window
   * (src/domain/chat/window.ts, `replyRule`); automations never pass it.
   */
  sendMessage(request: {
    accountId: string
    recipientId: string
    message: OutgoingMessage
    sendKey?: string
    tag?: 'HUMAN_AGENT'
  }): Promise<SendResult>
  /** `POST /<IG_ID>/messages` with `recipient.comment_id`. */
  sendPrivateReply(request: {
    accountId: string
    commentId: string
    message: OutgoingMessage
    sendKey?: string
  }): Promise<SendResult>
  /** `POST /<COMMENT_ID>/replies`. */
  replyToComment(request: { accountId: string; commentId: string; text: string; sendKey?: string }): Promise<SendResult>
  /**
   * `GET /<IGSID>?fields=is_user_follow_business`: whether the person follows the account;
   * undefined when Instagram does not say (it answers only once the person has written or tapped).
   */
  followsAccount?(request: { accountId: string; contactId: string }): Promise<boolean | undefined>
}

/** Codes Meta documents as temporary or throttling: worth retrying later. */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 613, 80002])

export function isTransientGraphError(error: GraphError): boolean {
  return error.is_transient === true || TRANSIENT_CODES.has(error.code)
}

/**
 * Instagram's refusal of a send outside the window it allows (error 10, subcode 2534022); for a
 * private reply to a live video's comment, the broadcast had ended.
 */
export function isOutsideWindowError(error: GraphError): boolean {
  return error.code === 10 && error.error_subcode === 2534022
}

/** What a thrown client call (network down, adapter bug) is recorded as: transient, so it is retried. */
export function networkFailure(cause: unknown): GraphError {
  const message = cause instanceof Error ? cause.message : String(cause)
  return { code: 2, is_transient: true, message: `Network error: ${message}` }
}
