import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PASSWORD_MIN_LENGTH } from '@/config/app'

export type FieldErrors<Field extends string> = Partial<Record<Field, MessageDescriptor>>

// Deliberately loose: one @, something on each side, a dot in the domain. The identity service
// has the final word (auth/invalid-email).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailError(email: string): MessageDescriptor | undefined {
  if (email.trim() === '') return msg`Enter your email address.`
  if (!EMAIL_PATTERN.test(email.trim())) return msg`Enter a valid email address, like name@example.com.`
  return undefined
}

/** The identity service's default policy (docs/product.md, "Validation"); its own error reads the same. */
export function newPasswordError(password: string): MessageDescriptor | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return msg`The password does not meet the requirements: use at least 6 characters.`
  }
  return undefined
}

export function requiredPasswordError(password: string): MessageDescriptor | undefined {
  return password === '' ? msg`Enter your password.` : undefined
}

export function confirmationError(password: string, confirmation: string): MessageDescriptor | undefined {
  return password === confirmation ? undefined : msg`The passwords do not match.`
}

export function fullNameError(fullName: string): MessageDescriptor | undefined {
  const trimmed = fullName.trim()
  if (trimmed === '') return msg`Enter your name.`
  if (trimmed.length > 80) return msg`Use at most 80 characters for your name.`
  return undefined
}

export const USERNAME_PATTERN = /^[a-z0-9._]{3,30}$/

export function usernameError(username: string): MessageDescriptor | undefined {
  if (!USERNAME_PATTERN.test(username.trim())) {
    return msg`Use 3 to 30 lowercase letters, digits, dots or underscores.`
  }
  return undefined
}

export function avatarUrlError(url: string): MessageDescriptor | undefined {
  const trimmed = url.trim()
  if (trimmed === '') return undefined
  try {
    const parsed = new URL(trimmed)
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return undefined
  } catch {
    // not a URL at all
  }
  return msg`Enter a web address starting with https://, or leave it empty.`
}

/** Keeps only the fields that have an error. */
export function collectErrors<Field extends string>(
  checks: Record<Field, MessageDescriptor | undefined>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const field of Object.keys(checks) as Field[]) {
    const error = checks[field]
    if (error) errors[field] = error
  }
  return errors
}
