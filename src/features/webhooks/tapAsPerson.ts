import type { SentByAccount } from '@/domain/instagram/apiTypes'
import { composeWebhookPayload } from '@/domain/instagram/webhookComposer'

/** A button or quick reply of something an account sent, tapped by the person it was sent to. */
export interface SentTap {
  entry: SentByAccount
  title: string
  payload: string
  /** A template's postback button, or a quick reply (which Instagram delivers as a message). */
  via: 'button' | 'quick-reply'
}

/**
 * What Meta posts when the person taps it: a `messaging_postback` for a button, a message carrying
 * `quick_reply.payload` for a quick reply, from the person to the account that sent it.
 */
export function tapWebhook(tap: SentTap, now = Date.now()): Record<string, unknown> {
  return composeWebhookPayload({
    kind: tap.via === 'button' ? 'postback' : 'message',
    accountId: tap.entry.accountId,
    person: { id: tap.entry.recipientId ?? '', username: tap.entry.recipientUsername ?? '' },
    text: tap.title,
    payload: tap.payload,
    now,
    uniqueId: `${now}${Math.floor(Math.random() * 1e6)}`,
  })
}
