import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DeliveryVerdict } from '@/domain/instagram/apiTypes'
import type { InstagramEvent, InstagramEventKind } from '@/domain/instagram/events'
import type { WebhookParseError } from '@/domain/instagram/webhookParser'

export const KIND_LABELS: Record<InstagramEventKind, MessageDescriptor> = {
  message: msg`Direct message`,
  story_mention: msg`Story mention`,
  story_reply: msg`Story reply`,
  comment: msg`Comment`,
  mention: msg`Mention`,
  postback: msg`Button postback`,
  reaction: msg`Reaction`,
  seen: msg`Seen`,
}

/** One line saying what happened, in the reader's language. Text from Instagram stays plain text. */
export function describeEvent(event: InstagramEvent, i18n: I18n): string {
  switch (event.kind) {
    case 'message': {
      const { senderId, text } = event
      if (event.isEcho) return i18n._(msg`The account sent to ${event.recipientId}: “${text}”`)
      if (event.isDeleted) return i18n._(msg`${senderId} deleted a message`)
      if (event.isUnsupported) return i18n._(msg`${senderId} sent a message type Instagram does not share`)
      if (!text && event.attachments.length > 0) {
        const types = event.attachments.map((attachment) => attachment.type).join(', ')
        return i18n._(msg`${senderId} sent an attachment (${types})`)
      }
      return i18n._(msg`${senderId} wrote: “${text}”`)
    }
    case 'story_mention':
      return i18n._(msg`${event.senderId} mentioned the account in their story`)
    case 'story_reply': {
      const { senderId, text } = event
      return i18n._(msg`${senderId} replied to a story: “${text}”`)
    }
    case 'comment': {
      const username = event.fromUsername || event.fromId
      const { mediaId, text } = event
      return event.parentId
        ? i18n._(msg`@${username} replied to a comment on post ${mediaId}: “${text}”`)
        : i18n._(msg`@${username} commented on post ${mediaId}: “${text}”`)
    }
    case 'mention': {
      const { mediaId } = event
      return i18n._(msg`The account was mentioned on post ${mediaId}`)
    }
    case 'postback': {
      const { senderId, title, payload } = event
      return i18n._(msg`${senderId} tapped “${title}” (payload ${payload})`)
    }
    case 'reaction': {
      const { senderId } = event
      const emoji = event.emoji ?? event.reaction ?? ''
      return event.action === 'react'
        ? i18n._(msg`${senderId} reacted ${emoji} to a message`)
        : i18n._(msg`${senderId} removed a reaction`)
    }
    case 'seen': {
      const { senderId } = event
      return i18n._(msg`${senderId} saw the conversation`)
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
