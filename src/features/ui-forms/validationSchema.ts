import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { formMessage } from '@/components/form/formMessage'

/**
 * The rules of `/forms/form-validation`'s sign-up form. The schema is built with what it cannot know
 * by itself (today's date, how to ask whether a username is free) so that a test can pass its own.
 * Messages are descriptors (formMessage), translated when the field renders.
 */
export const SIGNUP_PLANS = ['starter', 'pro', 'business'] as const
export const USERNAME_PATTERN = /^[a-z0-9._]{3,20}$/
/** The usernames already in use in this demo (the backend would hold them). */
export const TAKEN_USERNAMES = ['aurora', 'auroracoffee', 'conversa', 'admin', 'support'] as const

/**
 * Asks whether a username is taken, as a request would: after `delayMs`. Each answer is kept, so
 * validating the form again (on every change once touched) asks once per username; `known` says
 * what was answered already (undefined: not asked yet, or still waiting).
 */
export function createUsernameCheck({
  taken = TAKEN_USERNAMES,
  delayMs = 700,
}: { taken?: readonly string[]; delayMs?: number } = {}) {
  const asked = new Map<string, Promise<boolean>>()
  const answered = new Map<string, boolean>()
  const normalise = (username: string) => username.trim().toLowerCase()
  const isTaken = (username: string): Promise<boolean> => {
    const key = normalise(username)
    let answer = asked.get(key)
    if (!answer) {
      answer = new Promise((resolve) =>
        setTimeout(() => {
          answered.set(key, taken.includes(key))
          resolve(taken.includes(key))
        }, delayMs),
      )
      asked.set(key, answer)
    }
    return answer
  }
  return Object.assign(isTaken, { known: (username: string) => answered.get(normalise(username)) })
}

/** 0 (empty) to 4 (strong): length, mixed case, digits and symbols each add to it. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length === 0) return 0
  const points = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length
  return Math.max(1, Math.min(4, points)) as 1 | 2 | 3 | 4
}

interface SignupRules {
  /** Today, as an ISO day ('2026-03-14'): the launch date may not be before it. */
  today: string
  /** Resolves true when the username is already in use. */
  isUsernameTaken: (username: string) => Promise<boolean>
}

export function signupSchema({ today, isUsernameTaken }: SignupRules) {
  return z
    .object({
      // min(1) first: an empty name says it is required rather than too short.
      fullName: z.string().trim().min(1).min(2).max(60),
      username: z
        .string()
        .trim()
        .min(3)
        .max(20)
        .regex(/^[a-z0-9._]*$/, formMessage(msg`Use lower-case letters, digits, dots and _ only.`))
        // Asked only of a well-formed name: the format's message is the one that helps first.
        .refine(async (name) => !USERNAME_PATTERN.test(name) || !(await isUsernameTaken(name)), {
          error: formMessage(msg`This username is taken. Try another one.`),
        }),
      email: z.email(),
      teamSize: z.number().int().min(1).max(50),
      password: z
        .string()
        .min(8)
        .regex(/[A-Za-z]/, formMessage(msg`Include at least one letter.`))
        .regex(/\d/, formMessage(msg`Include at least one digit.`)),
      confirmPassword: z.string().min(1),
      plan: z.enum(SIGNUP_PLANS),
      launchDate: z.iso.date().refine((day) => day >= today, { error: formMessage(msg`Choose today or a later day.`) }),
      terms: z.literal(true, { error: formMessage(msg`Accept the terms of service to create the account.`) }),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      error: formMessage(msg`The passwords do not match.`),
      // zod skips an object's refinements while any field fails: compare as soon as both are typed.
      when: (payload) => {
        const value = payload.value as { password?: unknown; confirmPassword?: unknown }
        return typeof value.password === 'string' && typeof value.confirmPassword === 'string'
      },
    })
}
export type Signup = z.output<ReturnType<typeof signupSchema>>
