import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * react-hook-form keeps an error's message as a string. A translated string would stay in the
 * language of the moment it was made, so forms store the message descriptor instead (encoded
 * here) and translate it each time the field renders: a language switch re-translates every
 * error on screen.
 */
const PREFIX = 'i18n:'

/** Encodes a message for a zod schema or `setError`: `z.string().refine(ok, formMessage(msg\`…\`))`. */
export function formMessage(descriptor: MessageDescriptor): string {
  const { id, message, values } = descriptor
  return PREFIX + JSON.stringify({ id, message, values })
}

/** The message in the current language; a plain string (not made by formMessage) shows as it is. */
export function translateFormMessage(i18n: I18n, encoded: string | undefined): string | undefined {
  if (encoded === undefined || encoded === '') return undefined
  if (!encoded.startsWith(PREFIX)) return encoded
  try {
    return i18n._(JSON.parse(encoded.slice(PREFIX.length)) as MessageDescriptor)
  } catch {
    return encoded
  }
}
