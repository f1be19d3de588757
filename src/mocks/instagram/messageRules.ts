import { GraphErrors, type GraphResult } from './graphErrors'

/**
 * The Send API's documented limits on a message object (Send Messages, Generic template, Button
 * template, Quick replies): the error text of the first broken rule, or null.
 */
export const MESSAGE_LIMITS = {
  textBytes: 1000,
  quickReplies: 13,
  quickReplyTitle: 20,
  buttonTemplateButtons: 3,
  genericElements: 10,
  genericTitle: 80,
  genericSubtitle: 80,
  genericElementButtons: 3,
} as const

export function validateMessage(message: Record<string, unknown>): string | null {
  const limits = MESSAGE_LIMITS
  if (typeof message.text === 'string' && new TextEncoder().encode(message.text).length > limits.textBytes) {
    return `Length of param message[text] must be less than or equal to ${limits.textBytes} bytes`
  }
  if (Array.isArray(message.quick_replies)) {
    if (message.quick_replies.length > limits.quickReplies)
      return `param message[quick_replies] must have at most ${limits.quickReplies} items`
    const long = message.quick_replies.find(
      (reply) => isRecord(reply) && typeof reply.title === 'string' && characters(reply.title) > limits.quickReplyTitle,
    )
    if (long) return `param message[quick_replies][title] must be at most ${limits.quickReplyTitle} characters`
  }
  const attachment = isRecord(message.attachment) ? message.attachment : null
  const payload = attachment && isRecord(attachment.payload) ? attachment.payload : null
  if (payload?.template_type === 'generic') {
    const invalid = invalidGenericTemplate(payload)
    if (invalid) return invalid
  } else if (payload && Array.isArray(payload.buttons) && payload.buttons.length > limits.buttonTemplateButtons) {
    return `param message[attachment][payload][buttons] must have at most ${limits.buttonTemplateButtons} items`
  }
  if (typeof message.text !== 'string' && !attachment) return 'param message must have text or attachment'
  return null
}

/** Generic template: up to 10 elements, each a title (80), a subtitle (80) and up to 3 buttons. */
function invalidGenericTemplate(payload: Record<string, unknown>): string | null {
  const limits = MESSAGE_LIMITS
  const elements = payload.elements
  if (!Array.isArray(elements) || elements.length === 0)
    return 'param message[attachment][payload][elements] is required'
  if (elements.length > limits.genericElements)
    return `param message[attachment][payload][elements] must have at most ${limits.genericElements} items`
  for (const [index, element] of elements.entries()) {
    const at = `message[attachment][payload][elements][${index}]`
    if (!isRecord(element) || typeof element.title !== 'string' || element.title === '')
      return `param ${at}[title] is required`
    if (characters(element.title) > limits.genericTitle)
      return `param ${at}[title] must be at most ${limits.genericTitle} characters`
    if (typeof element.subtitle === 'string' && characters(element.subtitle) > limits.genericSubtitle)
      return `param ${at}[subtitle] must be at most ${limits.genericSubtitle} characters`
    if (Array.isArray(element.buttons) && element.buttons.length > limits.genericElementButtons)
      return `param ${at}[buttons] must have at most ${limits.genericElementButtons} items`
  }
  return null
}

const MESSAGING_TYPES = new Set(['RESPONSE', 'UPDATE', 'MESSAGE_TAG'])

/**
 * Message tags (Send Messages; Message tags): Instagram has one, `HUMAN_AGENT`, sent as
 * `messaging_type: "MESSAGE_TAG"` with `tag: "HUMAN_AGENT"`, and only by an app Meta approved for
 * the Human Agent feature. The window it opens (7 days) is the caller's to apply.
 */
export function messageTagRefusal(body: Record<string, unknown>, humanAgentApproved: boolean): GraphResult | null {
  const type = body.messaging_type
  if (type !== undefined && (typeof type !== 'string' || !MESSAGING_TYPES.has(type)))
    return GraphErrors.invalidParameter('Param messaging_type must be one of {RESPONSE, UPDATE, MESSAGE_TAG}')
  if (type !== 'MESSAGE_TAG') return null
  if (body.tag !== 'HUMAN_AGENT') return GraphErrors.invalidParameter('Param tag must be one of {HUMAN_AGENT}')
  return humanAgentApproved ? null : GraphErrors.missingPermission('human_agent')
}

function characters(text: string): number {
  return [...text].length
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
