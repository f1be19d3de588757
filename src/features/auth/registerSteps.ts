import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { formMessage } from '@/components/form'
import { BILLING_PERIODS, PLAN_IDS } from '@/domain/pages/pricing'

/**
 * The steps of /pages/authentication/register-multi-steps. The identity service and the backend
 * have the final word (an email in use, a username taken); these catch what the visitor can fix
 * before sending. Messages as the other sign-in screens word them.
 */
export const registerSteps = {
  account: z
    .object({
      email: z.email(),
      password: z
        .string()
        .min(6, { error: formMessage(msg`The password does not meet the requirements: use at least 6 characters.`) }),
      confirmation: z.string(),
    })
    .refine((account) => account.password === account.confirmation, {
      path: ['confirmation'],
      error: formMessage(msg`The passwords do not match.`),
    }),
  profile: z.object({
    fullName: z.string().trim().min(1).max(80),
    // Empty: the backend makes one from the name.
    username: z
      .string()
      .trim()
      .regex(/^([a-z0-9._]{3,30})?$/, {
        error: formMessage(msg`Use 3 to 30 lowercase letters, digits, dots or underscores.`),
      }),
  }),
  plan: z.object({ plan: z.enum(PLAN_IDS), period: z.enum(BILLING_PERIODS) }),
} as const

export const REGISTER_STEPS = Object.keys(registerSteps) as (keyof typeof registerSteps)[]

export type RegisterData = { [Step in keyof typeof registerSteps]: z.output<(typeof registerSteps)[Step]> }
