import { useMemo, useRef } from 'react'
import { newSubmissionKey } from './submissionKey'

export interface SubmissionKeys {
  /**
   * The idempotency key of the submission about `subject` (a row's id; one create button needs
   * none): the same for every try until `succeeded`, so a double click or a retry creates once.
   */
  keyFor: (subject?: string) => string
  /** The submission went through: the next one about `subject` is another. */
  succeeded: (subject?: string) => void
}

/**
 * Idempotency keys for a create that is not a kit `Form`'s submission: a one-click button, a
 * hand-built form. A `Form` hands its key to `onSubmit` itself.
 */
export function useSubmissionKey(): SubmissionKeys {
  const keys = useRef(new Map<string, string>())
  return useMemo(
    () => ({
      keyFor: (subject = '') => {
        const kept = keys.current.get(subject)
        if (kept) return kept
        const key = newSubmissionKey()
        keys.current.set(subject, key)
        return key
      },
      succeeded: (subject = '') => {
        keys.current.delete(subject)
      },
    }),
    [],
  )
}
