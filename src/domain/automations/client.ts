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

export interface OutgoingMessage {
  text: string
  quickReplies?: { title: string; payload: string }[]
  buttons?: ({ type: 'web_url'; title: string; url: string } | { type: 'postback'; title: string; payload: string })[]
}

/**
 * `sendKey`, when given, names the send (QueuedStep.sendKey): a client that keeps a ledger sends
 * each key once, however often the engine is run again on the same event.
 */
export interface InstagramSendClient {
  /** `POST /<IG_ID>/messages` with `recipient.id`. */
  sendMessage(request: {
    accountId: string
    recipientId: string
    message: OutgoingMessage
    sendKey?: string
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
}

/** Codes Meta documents as temporary or throttling: worth retrying later. */
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 613, 80002])

export function isTransientGraphError(error: GraphError): boolean {
  return error.is_transient === true || TRANSIENT_CODES.has(error.code)
}

/** What a thrown client call (network down, adapter bug) is recorded as: transient, so it is retried. */
export function networkFailure(cause: unknown): GraphError {
  const message = cause instanceof Error ? cause.message : String(cause)
  return { code: 2, is_transient: true, message: `Network error: ${message}` }
}
