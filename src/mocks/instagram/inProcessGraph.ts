import { graphMessage, sendResultOf, usernameIn, type InstagramGraph, type TokenLookup } from '@/server/instagram/graph'
import type { InstagramPlatform } from './platform'

/**
 * The Graph API of the in-page Instagram mock, called directly rather than over HTTP: the page's
 * engine sends inside an IndexedDB transaction, which a fetch would close. It looks up the
 * account's stored token as the HTTP client does, and reads the answers the same way.
 */
export function inProcessGraph(platform: InstagramPlatform, tokenOf: TokenLookup): InstagramGraph {
  return {
    sendMessage: async ({ accountId, recipientId, message }) =>
      sendResultOf(
        await platform.sendMessage(await tokenOf(accountId), accountId, {
          recipient: { id: recipientId },
          message: graphMessage(message),
        }),
      ),
    sendPrivateReply: async ({ accountId, commentId, message }) =>
      sendResultOf(
        await platform.sendMessage(await tokenOf(accountId), accountId, {
          recipient: { comment_id: commentId },
          message: graphMessage(message),
        }),
      ),
    replyToComment: async ({ accountId, commentId, text }) =>
      sendResultOf(await platform.replyToComment(await tokenOf(accountId), commentId, text)),
    usernameOf: async (accountId, igsid) => {
      const { status, body } = await platform.userProfile(await tokenOf(accountId), igsid, 'username')
      return usernameIn(status, body)
    },
    mediaOf: async (accountId) =>
      (await platform.mediaOf(accountId)).map(({ id, caption, mediaProductType }) => ({
        id,
        caption,
        mediaProductType,
      })),
  }
}
