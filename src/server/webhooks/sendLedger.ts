import { messageText, type InstagramSendClient, type SendResult } from '@/domain/automations/client'
import type { WebhookStore } from './store'

/** A send as Instagram's read APIs can find it again. */
export type SentStep =
  | { kind: 'dm'; recipientId: string; text: string }
  | { kind: 'private-reply'; commentId: string; text: string }
  | { kind: 'public-reply'; commentId: string; text: string }

/** Finds a send that reached Instagram (Conversations API, a comment's replies): its id, or null. */
export interface SentFinder {
  findSent(request: {
    accountId: string
    since: number
    step: SentStep
    excludeIds: readonly string[]
  }): Promise<string | null>
}

/** Instagram's clock and ours disagree a little; a send is looked for from a bit before it began. */
const LOOK_BACK_MS = 5 * 60_000

/**
 * The Send API with a ledger, so that a keyed send reaches Instagram once however often the
 * engine runs its event again (a job retried after its process died). Before the call the key
 * is taken; after it, Instagram's id is recorded. A key found taken with no id is a send cut
 * off mid-way: Instagram is asked whether it arrived (by what the account sent since) before
 * it is sent again. Instagram's Send API has no idempotency key of its own.
 */
export function ledgeredClient(
  client: InstagramSendClient & SentFinder,
  store: WebhookStore,
  now: () => number,
  /** Hears of each send found cut off mid-call, and whether Instagram had it: for the logs. */
  onInterrupted?: (entry: { sendKey: string; accountId: string; foundOnInstagram: boolean }) => void,
): InstagramSendClient {
  const once = async (
    sendKey: string | undefined,
    accountId: string,
    step: SentStep,
    send: () => Promise<SendResult>,
  ): Promise<SendResult> => {
    if (!sendKey) return send()
    const claim = await store.beginSend(sendKey, accountId, now())
    if (claim.state === 'sent') return { ok: true, id: claim.id }
    if (claim.state === 'interrupted') {
      const since = claim.startedAt - LOOK_BACK_MS
      const excludeIds = await store.sentIds(accountId, since)
      const found = await client.findSent({ accountId, since, step, excludeIds })
      onInterrupted?.({ sendKey, accountId, foundOnInstagram: found !== null })
      if (found) {
        await store.finishSend(sendKey, found)
        return { ok: true, id: found }
      }
    }
    // A call that throws had no answer: whether it arrived is unknown, so its key stays taken
    // and the next try asks Instagram first.
    const result = await send()
    await store.finishSend(sendKey, result.ok ? result.id : null)
    return result
  }
  return {
    sendMessage: (request) =>
      once(
        request.sendKey,
        request.accountId,
        { kind: 'dm', recipientId: request.recipientId, text: messageText(request.message) },
        () => client.sendMessage(request),
      ),
    sendPrivateReply: (request) =>
      once(
        request.sendKey,
        request.accountId,
        { kind: 'private-reply', commentId: request.commentId, text: messageText(request.message) },
        () => client.sendPrivateReply(request),
      ),
    replyToComment: (request) =>
      once(
        request.sendKey,
        request.accountId,
        { kind: 'public-reply', commentId: request.commentId, text: request.text },
        () => client.replyToComment(request),
      ),
    // A read, not a send: nothing to keep in the ledger.
    ...(client.followsAccount ? { followsAccount: client.followsAccount.bind(client) } : {}),
  }
}
