/** The texts of a step a person reads or the flow stores, and the `{{field}}` placeholders in them. */
import type { FlowMessage, FlowStep } from './model'
import { buttonPaths } from './outcomes'

/** Names compare as written, trimmed: the interpreter fills `{{name}}` from the field of exactly that name. */
export const nameKey = (name: string): string => name.trim()

/** The names inside `{{…}}` in a text, as written (trimmed). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{([^{}]*)\}\}/g)].map((match) => match[1]!.trim())
}

/** Every text of a step a person reads or the flow stores, with its path; placeholders are filled in these. */
export function textsOf(step: FlowStep): { text: string; path: string }[] {
  switch (step.kind) {
    case 'send':
      return [
        ...step.messages.flatMap((message, index) => messageTexts(message, `messages.${index}`)),
        ...step.quickReplies.map((reply, index) => ({ text: reply.title, path: `quickReplies.${index}.title` })),
      ]
    case 'public-reply':
      return step.variants.map((text, index) => ({ text, path: `variants.${index}` }))
    case 'ask':
      return [
        { text: step.question, path: 'question' },
        { text: step.retryText, path: 'retryText' },
      ]
    case 'set-field':
      return [{ text: step.value, path: 'value' }]
    case 'handover':
      return [{ text: step.note, path: 'note' }]
    default:
      return []
  }
}

function messageTexts(message: FlowMessage, at: string): { text: string; path: string }[] {
  const buttons = buttonPaths(message, at).map(({ button, path }) => ({ text: button.title, path: `${path}.title` }))
  if (message.kind === 'text') return [{ text: message.text, path: `${at}.text` }, ...buttons]
  if (message.kind === 'carousel')
    return [
      ...message.cards.flatMap((card, index) => [
        { text: card.title, path: `${at}.cards.${index}.title` },
        { text: card.subtitle, path: `${at}.cards.${index}.subtitle` },
      ]),
      ...buttons,
    ]
  return []
}
