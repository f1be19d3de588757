import type { MessageDescriptor } from '@lingui/core'
import { z } from 'zod'
import { formMessage } from '@/components/form'
import { confirmationError, emailError, fullNameError, newPasswordError } from '@/lib/authValidation'

/** A text field checked by one of the sign-in forms' rules (`authValidation.ts`), worded as they word it. */
const checkedBy = (rule: (value: string) => MessageDescriptor | undefined) =>
  z.string().superRefine((value, context) => {
    const error = rule(value)
    if (error) context.addIssue({ code: 'custom', message: formMessage(error) })
  })

/** A new password twice: the second must be the first (said under the second, checked with the others). */
const newPassword = { password: checkedBy(newPasswordError), confirmation: z.string() }
function matchingConfirmation(values: { password: string; confirmation: string }, context: z.RefinementCtx) {
  const error = confirmationError(values.password, values.confirmation)
  if (error) context.addIssue({ code: 'custom', path: ['confirmation'], message: formMessage(error) })
}

export const registrationSchema = z
  .object({ fullName: checkedBy(fullNameError), email: checkedBy(emailError), ...newPassword })
  .superRefine(matchingConfirmation)

export const passwordResetRequestSchema = z.object({ email: checkedBy(emailError) })

export const newPasswordSchema = z.object(newPassword).superRefine(matchingConfirmation)
