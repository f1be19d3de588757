import type {
  CommentEvent,
  DirectMessageEvent,
  InstagramEvent,
  MentionEvent,
  MessageAttachment,
  PostbackEvent,
  ReactionEvent,
  Referral,
  ReferralEvent,
  SeenEvent,
  StandbyEvent,
  StoryMentionEvent,
  StoryReplyEvent,
} from './events'

/**
 * Turns the body of an Instagram webhook POST into our normalized events. Meta delivers the
 * same updates in several envelopes (ref. instagram-platform.md, "Webhooks"):
 * - `entry[].messaging[]` for DMs, echoes, postbacks, reactions, seen receipts and referrals;
 * - `entry[].changes[{field, value}]` for comments and mentions (and, for some apps, messages);
 * - `field`/`value` directly on an entry, or on the body itself (the dashboard's test button).
 * Items we cannot use are reported in `skipped` with a reason rather than dropped silently.
 */
export type WebhookParseError = 'malformed-json' | 'not-an-object' | 'unsupported-object' | 'no-entries'

export interface SkippedItem {
  reason: string
  item: unknown
}

export type WebhookParseResult =
  { ok: true; events: InstagramEvent[]; skipped: SkippedItem[] } | { ok: false; error: WebhookParseError }

type Json = Record<string, unknown>

const MESSAGING_FIELDS = new Set([
  'messages',
  'messaging_postbacks',
  'message_reactions',
  'messaging_seen',
  'message_echoes',
  'messaging_referral',
])

export function parseWebhookBody(rawBody: string): WebhookParseResult {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { ok: false, error: 'malformed-json' }
  }
  return parseWebhookPayload(body)
}

export function parseWebhookPayload(body: unknown): WebhookParseResult {
  if (!isObject(body)) return { ok: false, error: 'not-an-object' }
  const events: InstagramEvent[] = []
  const skipped: SkippedItem[] = []

  // The dashboard's "Test" button sends a bare {field, value} with no envelope.
  if (body.entry === undefined && typeof body.field === 'string') {
    parseChange(body, '', 0, events, skipped)
    return { ok: true, events, skipped }
  }
  if (body.object !== undefined && body.object !== 'instagram') return { ok: false, error: 'unsupported-object' }
  if (!Array.isArray(body.entry) || body.entry.length === 0) return { ok: false, error: 'no-entries' }

  for (const entry of body.entry) {
    if (!isObject(entry)) {
      skipped.push({ reason: 'entry is not an object', item: entry })
      continue
    }
    const accountId = toId(entry.id) ?? ''
    const entryTime = toMillis(entry.time)
    let recognised = false
    if (Array.isArray(entry.messaging)) {
      recognised = true
      for (const item of entry.messaging) parseMessaging(item, accountId, entryTime, events, skipped)
    }
    if (Array.isArray(entry.standby)) {
      recognised = true
      for (const item of entry.standby) parseStandby(item, accountId, entryTime, events, skipped)
    }
    if (Array.isArray(entry.changes)) {
      recognised = true
      for (const change of entry.changes) parseChange(change, accountId, entryTime, events, skipped)
    }
    if (typeof entry.field === 'string') {
      recognised = true
      parseChange(entry, accountId, entryTime, events, skipped)
    }
    if (!recognised) skipped.push({ reason: 'entry has no messaging, changes or field', item: entry })
  }
  return { ok: true, events, skipped }
}

function parseChange(
  change: unknown,
  accountId: string,
  entryTime: number,
  events: InstagramEvent[],
  skipped: SkippedItem[],
) {
  if (!isObject(change) || typeof change.field !== 'string' || !isObject(change.value)) {
    skipped.push({ reason: 'change without field and value', item: change })
    return
  }
  const { field, value } = change
  if (field === 'comments' || field === 'live_comments') {
    const event = parseComment(value, accountId, entryTime, field === 'live_comments')
    if (event) events.push(event)
    else skipped.push({ reason: 'comment without id, author or media', item: change })
  } else if (field === 'mentions') {
    const event = parseMention(value, accountId, entryTime)
    if (event) events.push(event)
    else skipped.push({ reason: 'mention without media or comment id', item: change })
  } else if (MESSAGING_FIELDS.has(field)) {
    const owner = accountId || recipientOf(value)
    parseMessaging(value, owner, entryTime, events, skipped)
  } else {
    skipped.push({ reason: `unsupported field ${field}`, item: change })
  }
}

function parseComment(value: Json, accountId: string, entryTime: number, live: boolean): CommentEvent | null {
  const commentId = toId(value.id)
  const from = isObject(value.from) ? value.from : {}
  const fromId = toId(from.id)
  const media = isObject(value.media) ? value.media : {}
  const mediaId = toId(media.id) ?? toId(value.media_id)
  if (!commentId || !fromId || !mediaId) return null
  const event: CommentEvent = {
    kind: 'comment',
    dedupeKey: `comment:${commentId}`,
    accountId,
    timestamp: toMillis(value.timestamp) || entryTime,
    commentId,
    fromId,
    fromUsername: typeof from.username === 'string' ? from.username : '',
    text: typeof value.text === 'string' ? value.text : '',
    mediaId,
  }
  if (typeof media.media_product_type === 'string') event.mediaProductType = media.media_product_type
  const parentId = toId(value.parent_id)
  if (parentId) event.parentId = parentId
  if (live) event.live = true
  const adId = toId(value.ad_id)
  if (adId) event.adId = adId
  return event
}

function parseMention(value: Json, accountId: string, entryTime: number): MentionEvent | null {
  const mediaId = toId(value.media_id)
  const commentId = toId(value.comment_id) ?? ''
  if (!mediaId) return null
  const event: MentionEvent = {
    kind: 'mention',
    dedupeKey: `mention:${commentId || mediaId}`,
    accountId,
    timestamp: entryTime,
    commentId,
    mediaId,
  }
  const fromId = isObject(value.from) ? toId(value.from.id) : undefined
  if (fromId) event.fromId = fromId
  if (typeof value.text === 'string') event.text = value.text
  return event
}

/**
 * `entry[].standby[]`: what happens in a conversation another app holds (handover protocol). Kept
 * as one kind, so nothing acts on it; a tap there carries no payload.
 */
function parseStandby(
  item: unknown,
  accountId: string,
  entryTime: number,
  events: InstagramEvent[],
  skipped: SkippedItem[],
) {
  const senderId = isObject(item) && isObject(item.sender) ? toId(item.sender.id) : undefined
  if (!isObject(item) || !senderId) {
    skipped.push({ reason: 'standby item without sender', item })
    return
  }
  const recipientId = (isObject(item.recipient) ? toId(item.recipient.id) : undefined) ?? ''
  const timestamp = toMillis(item.timestamp) || entryTime
  const message = isObject(item.message) ? item.message : undefined
  const what = message ? 'message' : isObject(item.postback) ? 'postback' : 'other'
  const mid = toId(message?.mid) ?? (isObject(item.postback) ? toId(item.postback.mid) : undefined)
  const event: StandbyEvent = {
    kind: 'standby',
    accountId: accountId || recipientId,
    timestamp,
    dedupeKey: mid ? `standby:${mid}` : `standby:${senderId}:${what}:${timestamp}`,
    senderId,
    recipientId,
    what,
  }
  if (typeof message?.text === 'string') event.text = message.text
  events.push(event)
}

function parseMessaging(
  item: unknown,
  accountId: string,
  entryTime: number,
  events: InstagramEvent[],
  skipped: SkippedItem[],
) {
  if (!isObject(item)) {
    skipped.push({ reason: 'messaging item is not an object', item })
    return
  }
  const senderId = isObject(item.sender) ? toId(item.sender.id) : undefined
  const recipientId = (isObject(item.recipient) ? toId(item.recipient.id) : undefined) ?? ''
  if (!senderId) {
    skipped.push({ reason: 'messaging item without sender', item })
    return
  }
  const base = { accountId: accountId || recipientId, timestamp: toMillis(item.timestamp) || entryTime }

  if (isObject(item.message)) {
    const event = parseMessage(item.message, base, senderId, recipientId)
    if (event) events.push(event)
    else skipped.push({ reason: 'message without mid', item })
  } else if (isObject(item.postback)) {
    const mid = toId(item.postback.mid)
    const payload = typeof item.postback.payload === 'string' ? item.postback.payload : ''
    const event: PostbackEvent = {
      kind: 'postback',
      ...base,
      dedupeKey: mid ? `mid:${mid}` : `postback:${senderId}:${payload}:${base.timestamp}`,
      mid: mid ?? '',
      senderId,
      recipientId,
      title: typeof item.postback.title === 'string' ? item.postback.title : '',
      payload,
    }
    const referral = parseReferral(item.postback.referral)
    if (referral) event.referral = referral
    events.push(event)
  } else if (isObject(item.referral)) {
    const referral = parseReferral(item.referral)
    if (!referral) {
      skipped.push({ reason: 'referral without ref or ad', item })
      return
    }
    // Carries no message id: the person, where they came from and when make the key.
    const event: ReferralEvent = {
      kind: 'referral',
      ...base,
      dedupeKey: `referral:${senderId}:${referral.ref ?? referral.adId ?? ''}:${base.timestamp}`,
      senderId,
      recipientId,
      referral,
    }
    events.push(event)
  } else if (isObject(item.reaction)) {
    const mid = toId(item.reaction.mid) ?? ''
    const action = item.reaction.action === 'unreact' ? 'unreact' : 'react'
    const event: ReactionEvent = {
      kind: 'reaction',
      ...base,
      dedupeKey: `reaction:${mid}:${senderId}:${action}:${base.timestamp}`,
      mid,
      senderId,
      action,
    }
    if (typeof item.reaction.reaction === 'string') event.reaction = item.reaction.reaction
    if (typeof item.reaction.emoji === 'string') event.emoji = item.reaction.emoji
    events.push(event)
  } else if (isObject(item.read)) {
    const mid = toId(item.read.mid) ?? ''
    const event: SeenEvent = { kind: 'seen', ...base, dedupeKey: `seen:${mid}:${senderId}`, mid, senderId }
    events.push(event)
  } else {
    skipped.push({ reason: 'unsupported messaging item', item })
  }
}

function parseMessage(
  message: Json,
  base: { accountId: string; timestamp: number },
  senderId: string,
  recipientId: string,
): InstagramEvent | null {
  const mid = toId(message.mid)
  if (!mid) return null
  const text = typeof message.text === 'string' ? message.text : ''
  const attachments = parseAttachments(message.attachments)
  const common = { ...base, dedupeKey: `mid:${mid}`, mid, senderId, recipientId }

  const storyMention = attachments.find((attachment) => attachment.type === 'story_mention')
  if (storyMention && message.is_echo !== true) {
    const event: StoryMentionEvent = { kind: 'story_mention', ...common }
    if (storyMention.url) event.storyUrl = storyMention.url
    return event
  }
  const replyTo = isObject(message.reply_to) ? message.reply_to : {}
  if (isObject(replyTo.story) && message.is_echo !== true) {
    const event: StoryReplyEvent = { kind: 'story_reply', ...common, text, storyId: toId(replyTo.story.id) ?? '' }
    if (typeof replyTo.story.url === 'string') event.storyUrl = replyTo.story.url
    return event
  }
  const event: DirectMessageEvent = {
    kind: 'message',
    ...common,
    text,
    isEcho: message.is_echo === true,
    isDeleted: message.is_deleted === true,
    isUnsupported: message.is_unsupported === true,
    attachments,
  }
  if (isObject(message.quick_reply) && typeof message.quick_reply.payload === 'string') {
    event.quickReplyPayload = message.quick_reply.payload
  }
  const replyToMid = toId(replyTo.mid)
  if (replyToMid) event.replyToMid = replyToMid
  const referral = parseReferral(message.referral)
  if (referral) event.referral = referral
  return event
}

/** `referral{ref, source, type, ad_id}`; null when it names neither a ref nor an ad. */
function parseReferral(raw: unknown): Referral | null {
  if (!isObject(raw)) return null
  const referral: Referral = {}
  if (typeof raw.ref === 'string' && raw.ref !== '') referral.ref = raw.ref
  if (typeof raw.source === 'string') referral.source = raw.source
  if (typeof raw.type === 'string') referral.type = raw.type
  const adId = toId(raw.ad_id)
  if (adId) referral.adId = adId
  return referral.ref !== undefined || referral.adId !== undefined ? referral : null
}

function parseAttachments(raw: unknown): MessageAttachment[] {
  if (!Array.isArray(raw)) return []
  return raw.filter(isObject).map((attachment) => {
    const result: MessageAttachment = { type: typeof attachment.type === 'string' ? attachment.type : 'unknown' }
    if (isObject(attachment.payload) && typeof attachment.payload.url === 'string') result.url = attachment.payload.url
    return result
  })
}

function recipientOf(value: Json): string {
  return (isObject(value.recipient) ? toId(value.recipient.id) : undefined) ?? ''
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Ids arrive as strings, and sometimes as JSON numbers. */
function toId(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** Messaging timestamps are in milliseconds; `changes` entries carry seconds. */
function toMillis(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) return 0
  return number < 1e12 ? number * 1000 : number
}
