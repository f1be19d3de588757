/**
 * What a Send API message object says, whatever its shape (ref. instagram-platform.md,
 * "Sending"): text with or without quick replies, a button or generic template, an attachment
 * (image, video, audio, file, a sticker such as like_heart, a shared post), or a sender action.
 * The outbox shows this, so a button template reads as its text and buttons, never as “”.
 */
export type SentButton =
  { kind: 'link'; title: string; url: string } | { kind: 'postback'; title: string; payload: string }

export interface SentCard {
  title: string
  subtitle: string | null
  imageUrl: string | null
  buttons: SentButton[]
}

export type AttachmentKind = 'image' | 'video' | 'audio' | 'file' | 'sticker' | 'post' | 'other'

export type SentContent =
  | { kind: 'text'; text: string; quickReplies: { title: string; payload: string }[] }
  | { kind: 'buttons'; text: string; buttons: SentButton[] }
  | { kind: 'cards'; cards: SentCard[] }
  | { kind: 'attachment'; type: AttachmentKind; url: string | null; reference: string | null }
  | { kind: 'action'; action: string }
  | { kind: 'unknown' }

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const optional = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : [])

function buttonsOf(value: unknown): SentButton[] {
  return list(value).map((button) =>
    button.type === 'web_url'
      ? { kind: 'link', title: text(button.title), url: text(button.url) }
      : { kind: 'postback', title: text(button.title), payload: text(button.payload) },
  )
}

const ATTACHMENT_KINDS: Record<string, AttachmentKind> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  file: 'file',
  like_heart: 'sticker',
  media_share: 'post',
}

/** Reads a Send API `message` object; `senderAction` is the request's `sender_action` when it had no message. */
export function describeSentMessage(message: unknown, senderAction?: string | null): SentContent {
  if (!isObject(message)) return senderAction ? { kind: 'action', action: senderAction } : { kind: 'unknown' }
  const attachment = isObject(message.attachment) ? message.attachment : null
  if (!attachment) {
    if (typeof message.text !== 'string') return { kind: 'unknown' }
    const quickReplies = list(message.quick_replies).map((reply) => ({
      title: text(reply.title),
      payload: text(reply.payload),
    }))
    return { kind: 'text', text: message.text, quickReplies }
  }
  const type = text(attachment.type).toLowerCase()
  const payload = isObject(attachment.payload) ? attachment.payload : {}
  if (type === 'template') {
    if (payload.template_type === 'generic') {
      const cards = list(payload.elements).map((element) => ({
        title: text(element.title),
        subtitle: optional(element.subtitle),
        imageUrl: optional(element.image_url),
        buttons: buttonsOf(element.buttons),
      }))
      return { kind: 'cards', cards }
    }
    return { kind: 'buttons', text: text(payload.text), buttons: buttonsOf(payload.buttons) }
  }
  return {
    kind: 'attachment',
    type: ATTACHMENT_KINDS[type] ?? 'other',
    url: optional(payload.url),
    reference: optional(payload.attachment_id) ?? optional(payload.id),
  }
}

/** The words of a message, for a one-line summary or a search: template text, card titles, button titles. */
export function sentText(content: SentContent): string {
  switch (content.kind) {
    case 'text':
      return content.text
    case 'buttons':
      return content.text
    case 'cards':
      return content.cards.map((card) => card.title).join(' · ')
    case 'action':
      return content.action
    case 'attachment':
    case 'unknown':
      return ''
  }
}
