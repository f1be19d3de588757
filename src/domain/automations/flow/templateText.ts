/**
 * Turns a send step's messages into what goes to Instagram: `{{username}}` and `{{field name}}`
 * filled from the contact (an unknown or empty one becomes nothing, never the braces), buttons
 * and quick replies given their payloads.
 */
import type { FlowButton, FlowMessage, FlowQuickReply } from './model'
import { optionPayload } from './payloads'
import type { FlowContact, OutgoingButton, OutgoingQuickReply, RenderedMessage } from './session'

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g

export function fillTemplate(text: string, contact: FlowContact): string {
  return text.replace(PLACEHOLDER, (_, name: string) =>
    name === 'username' ? (contact.username ?? '') : (contact.fields[name] ?? ''),
  )
}

function renderButton(automationId: string, button: FlowButton): OutgoingButton {
  return button.action.kind === 'link'
    ? { type: 'web_url', title: button.title, url: button.action.url }
    : { type: 'postback', title: button.title, payload: optionPayload(automationId, button.id) }
}

function renderButtons(automationId: string, buttons: readonly FlowButton[]): { buttons?: OutgoingButton[] } {
  return buttons.length > 0 ? { buttons: buttons.map((button) => renderButton(automationId, button)) } : {}
}

export function renderMessage(
  automationId: string,
  message: FlowMessage,
  contact: FlowContact,
  quickReplies: readonly FlowQuickReply[] = [],
): RenderedMessage {
  const replies: { quickReplies?: OutgoingQuickReply[] } =
    quickReplies.length > 0
      ? {
          quickReplies: quickReplies.map((reply) => ({
            title: reply.title,
            payload: optionPayload(automationId, reply.id),
          })),
        }
      : {}
  switch (message.kind) {
    case 'text':
      return {
        kind: 'text',
        text: fillTemplate(message.text, contact),
        ...renderButtons(automationId, message.buttons),
        ...replies,
      }
    case 'media':
      return { kind: 'media', mediaType: message.mediaType, url: message.url, ...replies }
    case 'carousel':
      return {
        kind: 'carousel',
        cards: message.cards.map((card) => ({
          title: fillTemplate(card.title, contact),
          subtitle: fillTemplate(card.subtitle, contact),
          imageUrl: card.imageUrl,
          ...renderButtons(automationId, card.buttons),
        })),
        ...replies,
      }
  }
}
