import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DeliveryVerdict, NameDirectory } from '@/domain/instagram/apiTypes'
import type { InstagramEvent, InstagramEventKind } from '@/domain/instagram/events'
import type { WebhookParseError } from '@/domain/instagram/webhookParser'

export const KIND_LABELS: Record<InstagramEventKind, MessageDescriptor> = {
  message: msg`Direct message`,
  story_mention: msg`Story mention`,
  story_reply: msg`Story reply`,
  comment: msg`Comment`,
  mention: msg`Mention`,
  postback: msg`Button postback`,
  referral: msg`Opened from a link or ad`,
  reaction: msg`Reaction`,
  seen: msg`Seen`,
  standby: msg`Another app holds the conversation`,
}

/** The line saying what happened, and the raw ids behind it as secondary text. */
export interface EventLine {
  text: string
  ids: string
}

const EMPTY_NAMES: NameDirectory = { people: {}, media: {} }

function shortCaption(caption: string): string {
  const characters = [...caption.trim()]
  return characters.length > 40 ? `${characters.slice(0, 39).join('')}…` : characters.join('')
}

/**
 * One line saying what happened, in the reader's language, with the usernames and post captions
 * Instagram told us (the ids only as secondary text). Text from Instagram stays plain text.
 */
export function describeEvent(event: InstagramEvent, i18n: I18n, names: NameDirectory = EMPTY_NAMES): EventLine {
  const person = (id: string, username?: string) => {
    const known = username || names.people[id]
    return known ? `@${known}` : id
  }
  const post = (mediaId: string) => {
    const caption = names.media[mediaId]?.caption
    return caption ? `“${shortCaption(caption)}”` : mediaId
  }
  const ids = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ')
  switch (event.kind) {
    case 'message': {
      const { text } = event
      const sender = person(event.senderId)
      const idLine = ids([i18n._(msg`sender ${event.senderId}`)])
      if (event.isEcho) {
        const recipient = person(event.recipientId)
        return {
          text: i18n._(msg`The account wrote to ${recipient}: “${text}”`),
          ids: ids([i18n._(msg`recipient ${event.recipientId}`)]),
        }
      }
      if (event.isDeleted) return { text: i18n._(msg`${sender} deleted a message`), ids: idLine }
      if (event.isUnsupported)
        return { text: i18n._(msg`${sender} sent a message type Instagram does not share`), ids: idLine }
      if (!text && event.attachments.length > 0) {
        const types = event.attachments.map((attachment) => attachment.type).join(', ')
        return { text: i18n._(msg`${sender} sent an attachment (${types})`), ids: idLine }
      }
      if (event.quickReplyPayload) {
        const payload = event.quickReplyPayload
        return { text: i18n._(msg`${sender} tapped the quick reply “${text}” (payload ${payload})`), ids: idLine }
      }
      return { text: i18n._(msg`${sender} wrote: “${text}”`), ids: idLine }
    }
    case 'story_mention': {
      const sender = person(event.senderId)
      return {
        text: i18n._(msg`${sender} mentioned the account in their story`),
        ids: ids([i18n._(msg`sender ${event.senderId}`)]),
      }
    }
    case 'story_reply': {
      const sender = person(event.senderId)
      const { text } = event
      return {
        text: i18n._(msg`${sender} replied to a story: “${text}”`),
        ids: ids([i18n._(msg`sender ${event.senderId}`), event.storyId ? i18n._(msg`story ${event.storyId}`) : null]),
      }
    }
    case 'comment': {
      const author = person(event.fromId, event.fromUsername)
      const onPost = post(event.mediaId)
      const { text } = event
      return {
        text: event.live
          ? i18n._(msg`${author} commented on a live video: “${text}”`)
          : event.parentId
            ? i18n._(msg`${author} replied to a comment on ${onPost}: “${text}”`)
            : i18n._(msg`${author} commented on ${onPost}: “${text}”`),
        ids: ids([
          i18n._(msg`commenter ${event.fromId}`),
          i18n._(msg`comment ${event.commentId}`),
          i18n._(msg`post ${event.mediaId}`),
          event.adId ? i18n._(msg`ad ${event.adId}`) : null,
        ]),
      }
    }
    case 'mention': {
      const onPost = post(event.mediaId)
      return {
        text: i18n._(msg`The account was mentioned on ${onPost}`),
        ids: ids([i18n._(msg`post ${event.mediaId}`)]),
      }
    }
    case 'postback': {
      const sender = person(event.senderId)
      const { title, payload } = event
      return {
        text: i18n._(msg`${sender} tapped “${title}” (payload ${payload})`),
        ids: ids([i18n._(msg`sender ${event.senderId}`)]),
      }
    }
    case 'referral': {
      const sender = person(event.senderId)
      const { ref, adId } = event.referral
      return {
        text: adId
          ? i18n._(msg`${sender} opened the conversation from an ad`)
          : i18n._(msg`${sender} opened the conversation from a link`),
        ids: ids([
          i18n._(msg`sender ${event.senderId}`),
          ref ? i18n._(msg`ref ${ref}`) : null,
          adId ? i18n._(msg`ad ${adId}`) : null,
        ]),
      }
    }
    case 'reaction': {
      const sender = person(event.senderId)
      const emoji = event.emoji ?? event.reaction ?? ''
      return {
        text:
          event.action === 'react'
            ? i18n._(msg`${sender} reacted ${emoji} to a message`)
            : i18n._(msg`${sender} removed a reaction`),
        ids: ids([i18n._(msg`sender ${event.senderId}`)]),
      }
    }
    case 'seen': {
      const sender = person(event.senderId)
      return { text: i18n._(msg`${sender} saw the conversation`), ids: ids([i18n._(msg`sender ${event.senderId}`)]) }
    }
    case 'standby': {
      const sender = person(event.senderId)
      const { text } = event
      return {
        text:
          text !== undefined
            ? i18n._(msg`Another app holds this conversation; ${sender} wrote: “${text}”`)
            : i18n._(msg`Another app holds this conversation with ${sender}; nothing here answers it`),
        ids: ids([i18n._(msg`sender ${event.senderId}`)]),
      }
    }
  }
}

export function verdictText(verdict: DeliveryVerdict, i18n: I18n): string {
  if (verdict.verified) return i18n._(msg`Signature verified`)
  switch (verdict.reason) {
    case 'missing':
      return i18n._(msg`Rejected: no signature`)
    case 'malformed':
      return i18n._(msg`Rejected: malformed signature`)
    case 'mismatch':
      return i18n._(msg`Rejected: wrong signature`)
  }
}

export const PARSE_ERRORS: Record<WebhookParseError, MessageDescriptor> = {
  'malformed-json': msg`The body is not valid JSON.`,
  'not-an-object': msg`The body is not a JSON object.`,
  'unsupported-object': msg`The body is not an Instagram webhook.`,
  'no-entries': msg`The body carries no entries.`,
}
