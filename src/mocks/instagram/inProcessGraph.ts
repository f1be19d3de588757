import { findSentThrough, MESSAGE_FIELDS, REPLY_FIELDS, type SentReads } from '@/server/instagram/findSent'
import {
  followsIn,
  graphMessage,
  messageTagFields,
  MESSENGER_PROFILE_FIELDS,
  sendResultOf,
  usernameIn,
  type InstagramGraph,
  type TokenLookup,
} from '@/server/instagram/graph'
import type { InstagramPlatform } from './platform'

/**
 * The Graph API of the in-page Instagram mock, called directly rather than over HTTP: the page's
 * engine sends inside an IndexedDB transaction, which a fetch would close. It looks up the
 * account's stored token as the HTTP client does, and reads the answers the same way.
 */
export function inProcessGraph(platform: InstagramPlatform, tokenOf: TokenLookup): InstagramGraph {
  return {
    sendMessage: async ({ accountId, recipientId, message, tag }) =>
      sendResultOf(
        await platform.sendMessage(await tokenOf(accountId), accountId, {
          recipient: { id: recipientId },
          message: graphMessage(message),
          ...messageTagFields(tag),
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
    followsAccount: async ({ accountId, contactId }) => {
      const { status, body } = await platform.userProfile(
        await tokenOf(accountId),
        contactId,
        'is_user_follow_business',
      )
      return followsIn(status, body)
    },
    findSent: (request) => findSentThrough(platformReads(platform, tokenOf), request),
    messengerProfile: async (accountId) =>
      platform.getMessengerProfile(await tokenOf(accountId), MESSENGER_PROFILE_FIELDS, 'instagram'),
    setMessengerProfile: async (accountId, fields) =>
      platform.setMessengerProfile(await tokenOf(accountId), { platform: 'instagram', ...fields }),
    deleteMessengerProfile: async (accountId, fields) =>
      platform.deleteMessengerProfile(await tokenOf(accountId), { platform: 'instagram', fields: [...fields] }),
    adsOf: async (accountId) => {
      const answer = await platform.listAds(await tokenOf(accountId), 'id,name')
      return answer.status === 200 ? ((answer.body as { data: { id: string; name: string }[] }).data ?? []) : []
    },
    mediaOf: async (accountId) =>
      (await platform.mediaOf(accountId)).map(({ id, caption, mediaProductType }) => ({
        id,
        caption,
        mediaProductType,
      })),
  }
}

/**
 * `findSent`'s reads asked of the platform's handlers of the same requests. Over HTTP a paged
 * answer names its next page by URL; here only its presence matters, so the "URL" is the query.
 */
function platformReads(platform: InstagramPlatform, tokenOf: TokenLookup): SentReads {
  const next = (after: string) => `?after=${encodeURIComponent(after)}`
  const query = (params: Record<string, string>, after: string | null) =>
    new URLSearchParams(after === null ? params : { ...params, after })
  return {
    conversationWith: async (accountId, igsid) =>
      platform.listConversations(
        await tokenOf(accountId),
        accountId,
        query({ platform: 'instagram', user_id: igsid }, null),
        next,
      ),
    messages: async (accountId, conversationId, after) =>
      after === null
        ? platform.readNode(
            await tokenOf(accountId),
            conversationId,
            `messages{${MESSAGE_FIELDS}}`,
            (params) => `?${params}`,
          )
        : platform.listMessages(
            await tokenOf(accountId),
            conversationId,
            query({ fields: MESSAGE_FIELDS }, after),
            next,
          ),
    commenter: async (accountId, commentId) => platform.readNode(await tokenOf(accountId), commentId, 'from'),
    replies: async (accountId, commentId, after) =>
      platform.listReplies(await tokenOf(accountId), commentId, query({ fields: REPLY_FIELDS }, after), next),
  }
}
