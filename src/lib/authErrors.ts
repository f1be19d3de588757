import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Identity-service error codes (docs/product.md, "Errors" plus the usual sign-in ones, the Google
 * popup's and the email links') and the message each one shows. The original app only logged them.
 */
export const AUTH_ERROR_MESSAGES = {
  'auth/unauthorized-domain': msg`This site is not allowed to sign in with the identity service. Contact support.`,
  'auth/popup-blocked': msg`The sign-in window was blocked by the browser. Allow pop-ups for this site and try again.`,
  'auth/popup-closed-by-user': msg`The sign-in window was closed before signing in finished.`,
  'auth/cancelled-popup-request': msg`Another sign-in window was opened. Finish signing in there, or try again.`,
  'auth/web-storage-unsupported': msg`Your browser blocks the storage sign-in needs. Enable cookies and site data, then try again.`,
  'auth/network-request-failed': msg`The sign-in service cannot be reached. Check your connection and try again.`,
  'auth/user-mismatch': msg`Those credentials belong to a different account than the one signed in.`,
  'auth/internal-error': msg`The sign-in service had a problem. Please try again.`,
  'auth/argument-error': msg`The sign-in request was incomplete. Check the form and try again.`,
  'auth/invalid-api-key': msg`The app is not configured correctly for sign-in. Contact support.`,
  'auth/auth-domain-config-required': msg`The app is not configured correctly for sign-in. Contact support.`,
  'auth/missing-recaptcha-token': msg`A security check is needed. Please try again.`,
  'auth/password-does-not-meet-requirements': msg`The password does not meet the requirements: use at least 6 characters.`,
  'auth/weak-password': msg`The password does not meet the requirements: use at least 6 characters.`,
  'auth/invalid-credential': msg`The email or password is incorrect.`,
  'auth/wrong-password': msg`The email or password is incorrect.`,
  'auth/user-not-found': msg`The email or password is incorrect.`,
  'auth/invalid-email': msg`Enter a valid email address.`,
  'auth/missing-password': msg`Enter your password.`,
  'auth/email-already-in-use': msg`An account with this email already exists. Sign in instead, or reset your password.`,
  'auth/too-many-requests': msg`Too many attempts. Wait a few minutes, or reset your password.`,
  'auth/user-disabled': msg`This account has been disabled. Contact support.`,
  'auth/requires-recent-login': msg`For your security, enter your current password again.`,
  'auth/operation-not-allowed': msg`This way of signing in is not enabled. Choose another one, or contact support.`,
  'auth/account-exists-with-different-credential': msg`An account with this email already exists and signs in another way. Sign in with your password or an email link.`,
  'auth/no-current-user': msg`You are signed out. Sign in again to continue.`,
  network: msg`The server cannot be reached. Check your connection and try again.`,
} as const satisfies Record<string, MessageDescriptor>

export type KnownAuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES

const UNKNOWN_ERROR = msg`Something went wrong. Please try again.`
const SESSION_REJECTED = msg`Your session could not be verified. Sign in again.`

/** Failures that may pass on their own: the form offers a retry and keeps what was typed. */
const RETRYABLE = new Set([
  'auth/network-request-failed',
  'auth/internal-error',
  'network',
  'auth/missing-recaptcha-token',
])

export function authErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code
  return 'unknown'
}

export function authErrorMessage(code: string): MessageDescriptor {
  if (code in AUTH_ERROR_MESSAGES) return AUTH_ERROR_MESSAGES[code as KnownAuthErrorCode]
  // The backend rejects a missing, expired or foreign token with auth/<reason>-token.
  if (/^auth\/[a-z-]+-token$/.test(code) || code === 'http-401') return SESSION_REJECTED
  return UNKNOWN_ERROR
}

export function isRetryableAuthError(code: string): boolean {
  return RETRYABLE.has(code) || /^http-5\d\d$/.test(code)
}

/**
 * The form field an identity error is about: its message shows under that field rather than above
 * the form. Sign-in's `invalid-credential` names no field on purpose: it must not tell which of
 * the two was wrong.
 */
const AUTH_ERROR_FIELDS: Readonly<Record<string, 'email' | 'password'>> = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/missing-password': 'password',
  'auth/weak-password': 'password',
  'auth/password-does-not-meet-requirements': 'password',
}

export function authErrorField(code: string): 'email' | 'password' | null {
  return AUTH_ERROR_FIELDS[code] ?? null
}
