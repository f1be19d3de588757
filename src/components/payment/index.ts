export { CardFields, emptyCard } from './CardFields'
export { CARD_REASON_MESSAGES, cardFormMessages } from './cardMessages'
