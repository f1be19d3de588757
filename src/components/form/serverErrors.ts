import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ApiError } from '@/lib/apiClient'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

/** Codes a backend commonly gives a refused field, with the kit's wording for each. */
const COMMON_FIELD_CODES: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalid: msg`This value is not valid.`,
  taken: msg`This value is already used.`,
  'too-long': msg`This value is too long.`,
  'too-short': msg`This value is too short.`,
  'not-found': msg`This choice no longer exists.`,
}

export type ServerFieldMessages = Readonly<Record<string, MessageDescriptor>>

/** A form's wording for the codes of whole-request refusals (`roles/own-role`), shown above the form. */
export type ServerRefusalMessages = Readonly<Record<string, MessageDescriptor>>

export interface SubmissionFailure {
  /** Refused fields with the message to show on each, in the order the server gave them. */
  fields: [name: string, message: MessageDescriptor][]
  /** What to say above the form: set when the failure is not (only) about fields. */
  form: MessageDescriptor | null
  /** Whether trying again may help (no answer, a server failure). */
  retryable: boolean
}

/**
 * Reads why a submission failed. A 4xx ApiError with `fields` puts a message on each refused field
 * (the form's own wording first, then the common codes); anything else becomes one message for the
 * whole form: the form's own wording for the refusal's code when it has one, else the kit's.
 */
export function describeSubmissionFailure(
  error: unknown,
  knownFields: readonly string[],
  messages: ServerFieldMessages = {},
  refusals: ServerRefusalMessages = {},
): SubmissionFailure {
  if (error instanceof ApiError && Object.hasOwn(refusals, error.code))
    return { fields: [], form: refusals[error.code]!, retryable: false }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const entries = Object.entries(error.fields)
    const fields = entries
      .filter(([name]) => knownFields.includes(name))
      .map(([name, code]): [string, MessageDescriptor] => [
        name,
        messages[code] ?? COMMON_FIELD_CODES[code] ?? msg`This value was refused.`,
      ])
    if (fields.length > 0) {
      const strays = entries.length > fields.length
      return {
        fields,
        form: strays ? msg`Some values were refused. Check the form and try again.` : null,
        retryable: false,
      }
    }
  }
  const retryable = !(error instanceof ApiError) || error.isNetworkError || error.status >= 500
  return { fields: [], form: apiErrorMessage(error), retryable }
}
