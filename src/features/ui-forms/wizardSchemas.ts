import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { formMessage } from '@/components/form/formMessage'
import { LAYOUT_COUNTRIES } from './layoutSchemas'

/** The catalogue's sign-up wizard (`/forms/form-wizard-*`), one schema per step, checked before Next. */
export const SIGNUP_STEPS = ['account', 'personal', 'social', 'review'] as const
export type SignupStep = (typeof SIGNUP_STEPS)[number]

const optionalUrl = z.url().or(z.literal(''))

export const signupSteps = {
  account: z
    .object({
      username: z
        .string()
        .trim()
        .min(3)
        .max(30)
        .regex(/^[a-z0-9._]+$/, formMessage(msg`Use lower-case letters, digits, dots and _ only.`)),
      email: z.email(),
      password: z.string().min(8),
      confirmPassword: z.string().min(1),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      error: formMessage(msg`The passwords do not match.`),
    }),
  personal: z.object({
    firstName: z.string().trim().min(1).max(40),
    lastName: z.string().trim().min(1).max(40),
    country: z.enum(LAYOUT_COUNTRIES),
    birthDate: z.iso.date().nullable(),
    phone: z
      .string()
      .trim()
      .regex(
        /^(\+?[0-9\s().-]{6,20})?$/,
        formMessage(msg`Enter a phone number: digits and spaces, + for the country code.`),
      ),
  }),
  social: z.object({
    instagram: z
      .string()
      .trim()
      .regex(/^@?[a-zA-Z0-9._]{1,30}$/, formMessage(msg`Enter an Instagram username: letters, digits, dots and _.`)),
    facebook: optionalUrl,
    website: optionalUrl,
  }),
  review: z.object({}),
} satisfies Record<SignupStep, z.ZodType>

export interface SignupData {
  account: z.output<typeof signupSteps.account>
  personal: z.output<typeof signupSteps.personal>
  social: z.output<typeof signupSteps.social>
}
