/** What a send step's messages say, against Instagram's limits (characters, bytes, counts, links). */
import { characterCount, isValidUrl, utf8ByteLength } from '../validation'
import { FLOW_LIMITS, type FlowMessage } from './model'
import type { FlowProblem, FlowProblemCode } from './problem'
import { buttonPaths } from './outcomes'

/** Adds a problem at a path of the step being checked. */
export type At = (code: FlowProblemCode, path?: string, params?: FlowProblem['params']) => void

export function countAtMost(actual: number, max: number, code: FlowProblemCode, path: string, at: At): void {
  if (actual > max) at(code, path, { max, actual })
}

/** A DM's text: required, and within Instagram's bytes (characters alongside, for the message). */
export function sendableText(text: string, path: string, at: At): void {
  const bytes = utf8ByteLength(text)
  if (text.trim() === '') at('text-required', path)
  else if (bytes > FLOW_LIMITS.textMaxBytes)
    at('text-too-long', path, { max: FLOW_LIMITS.textMaxBytes, actual: bytes, characters: characterCount(text) })
}

export function title(text: string, max: number, path: string, item: 'quick-reply' | 'button' | 'card', at: At): void {
  const length = characterCount(text.trim())
  if (length === 0) at(`${item}-title-required`, path)
  else if (length > max) at(`${item}-title-too-long`, path, { max, actual: length })
}

export function messageProblems(message: FlowMessage, path: string, at: At): void {
  switch (message.kind) {
    case 'text':
      sendableText(message.text, `${path}.text`, at)
      break
    case 'media':
      if (!isValidUrl(message.url)) at('invalid-url', `${path}.url`)
      break
    case 'carousel':
      if (message.cards.length === 0) at('cards-required', `${path}.cards`)
      countAtMost(message.cards.length, FLOW_LIMITS.cardsMax, 'too-many-cards', `${path}.cards`, at)
      message.cards.forEach((card, index) => {
        const cardPath = `${path}.cards.${index}`
        title(card.title, FLOW_LIMITS.cardTitleMaxChars, `${cardPath}.title`, 'card', at)
        const subtitle = characterCount(card.subtitle.trim())
        if (subtitle > FLOW_LIMITS.cardSubtitleMaxChars)
          at('card-subtitle-too-long', `${cardPath}.subtitle`, {
            max: FLOW_LIMITS.cardSubtitleMaxChars,
            actual: subtitle,
          })
        // The picture is optional on a card; when given it must be a web address.
        if (card.imageUrl.trim() !== '' && !isValidUrl(card.imageUrl)) at('invalid-url', `${cardPath}.imageUrl`)
        countAtMost(card.buttons.length, FLOW_LIMITS.buttonsMax, 'too-many-buttons', `${cardPath}.buttons`, at)
      })
      break
  }
  if (message.kind === 'text')
    countAtMost(message.buttons.length, FLOW_LIMITS.buttonsMax, 'too-many-buttons', `${path}.buttons`, at)
  for (const { button, path: buttonPath } of buttonPaths(message, path)) {
    title(button.title, FLOW_LIMITS.buttonTitleMaxChars, `${buttonPath}.title`, 'button', at)
    if (button.action.kind === 'link' && !isValidUrl(button.action.url)) at('invalid-url', `${buttonPath}.action.url`)
  }
}
