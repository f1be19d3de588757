import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { formMessage, type ServerFieldMessages } from '@/components/form'
import { CARD_REASON_MESSAGES } from '@/components/payment'
import { dialogSchemas, DIALOG_REASONS, type DialogReason } from '@/domain/dialogs/schemas'

/** The dialogs' words for the checks of their schemas, by reason (the backend's field codes too). */
const REASON_MESSAGES: Record<DialogReason, MessageDescriptor> = {
  ...CARD_REASON_MESSAGES,
  'one-owner': msg`A project has exactly one owner.`,
  'member-twice': msg`This person is already in the list.`,
  phone: msg`Enter a phone number, e.g. +33 6 12 34 56 78.`,
  username: msg`Use 3 to 30 lowercase letters, digits, dots or underscores.`,
  'postal-code': msg`Enter a postal code (3 to 10 letters or digits).`,
  'otp-code': msg`Enter the 6 digits the app shows.`,
}

/** Field codes the backend may give, in the dialogs' words. */
export const SERVER_MESSAGES: ServerFieldMessages = {
  ...REASON_MESSAGES,
  'otp-wrong': msg`This is not the code the app shows now. Check the phone's clock and try again.`,
}

/** The schemas with the dialogs' words (each re-translated on a language switch: see formMessage). */
export const clientSchemas = () =>
  dialogSchemas(
    Object.fromEntries(DIALOG_REASONS.map((reason) => [reason, formMessage(REASON_MESSAGES[reason])])) as Record<
      DialogReason,
      string
    >,
  )
