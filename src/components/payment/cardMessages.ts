import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CardMessages } from '@/domain/dialogs/payments'
import { formMessage } from '../form'

/** Why a card field was refused, in the reader's words; the keys are the backend's field codes too. */
export const CARD_REASON_MESSAGES: Record<keyof CardMessages, MessageDescriptor> = {
  'card-number': msg`This card number is not valid.`,
  'card-expiry': msg`Enter the expiry as MM/YY.`,
  'card-expired': msg`This card has expired.`,
  'card-cvc': msg`Enter the 3 digits on the back (4 on the front of an American Express card).`,
}

/** The card schema's words for a form (each re-translated on a language switch: see formMessage). */
export const cardFormMessages = (): CardMessages =>
  Object.fromEntries(
    Object.entries(CARD_REASON_MESSAGES).map(([reason, message]) => [reason, formMessage(message)]),
  ) as unknown as CardMessages
