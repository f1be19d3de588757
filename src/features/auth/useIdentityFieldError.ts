import { useEffect } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { formMessage } from '@/components/form/formMessage'
import { authErrorField } from '@/lib/authErrors'
import type { AuthFormState } from '@/runtime/session/useAuthForm'

/**
 * Puts an identity error about one field (an address the service refuses, a refused password)
 * under that field, with the focus, after each submission that ends in one. Returns whether the
 * current failure is such an error: the others (wrong credentials, the service unreachable) show
 * above the form.
 */
export function useIdentityFieldError<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  auth: AuthFormState,
): boolean {
  const failure = auth.failure
  const field = failure && !auth.sessionFailed ? authErrorField(failure.code) : null
  useEffect(() => {
    if (!failure || !field || auth.busy) return
    form.setError(
      field as Path<TValues>,
      { type: 'server', message: formMessage(failure.message) },
      { shouldFocus: true },
    )
    // The failure's words are its code's: a new object with the same code changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure?.code, field, auth.busy, auth.submissions, form])
  return field !== null
}
