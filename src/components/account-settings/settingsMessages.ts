import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formMessage, type ServerFieldMessages } from '@/components/form'
import { CARD_REASON_MESSAGES } from '@/components/payment'
import { settingsSchemas, type SettingsMessages, type SettingsReason } from '@/domain/account/settings'

const REASON_MESSAGES: Record<SettingsReason, MessageDescriptor> = {
  handle: msg`Use 2 to 30 letters, digits, dots, dashes or underscores.`,
  'tax-id': msg`Enter the VAT number with its country code, e.g. FR40303265045, or leave it empty.`,
  'postal-code': msg`Enter a postal code (3 to 10 letters or digits).`,
}

/** The backend's field codes, in the settings forms' words. */
export const SETTINGS_SERVER_MESSAGES: ServerFieldMessages = { ...CARD_REASON_MESSAGES, ...REASON_MESSAGES }

/** The settings schemas worded for a form (each re-translated on a language switch: see formMessage). */
export const clientSettingsSchemas = () =>
  settingsSchemas(
    Object.fromEntries(
      Object.entries(SETTINGS_SERVER_MESSAGES).map(([reason, message]) => [reason, formMessage(message)]),
    ) as unknown as SettingsMessages,
  )
