import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { authErrorMessage } from './authErrors'

/**
 * The identity errors of the email links (reset, verification) and of two-step verification.
 * Only their screens meet them, so their words travel in those features' catalogs (lingui.config.ts),
 * not in the start-up one with the sign-in errors (./authErrors.ts).
 */
const FLOW_ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  'auth/multi-factor-auth-required': msg`This account has two-step verification: finish signing in with the code texted to its phone.`,
  'auth/invalid-verification-code': msg`That is not the code we sent. Check the text message and try again.`,
  'auth/code-expired': msg`This code has expired. Send a new one.`,
  'auth/missing-verification-id': msg`Send the code first, then enter it.`,
  'auth/missing-multi-factor-info': msg`Sign in with your email and password first.`,
  'auth/unverified-email': msg`Verify your email address first: two-step verification needs it.`,
  'auth/invalid-phone-number': msg`Enter the phone number with its country code, for example +33 6 12 34 56 78.`,
  'auth/second-factor-already-in-use': msg`This phone number already receives your codes.`,
  'auth/maximum-second-factor-count-exceeded': msg`This account cannot hold more phones. Remove one first.`,
  'auth/expired-action-code': msg`This link has expired. Ask for a new one.`,
  'auth/invalid-action-code': msg`This link is not valid any more: it may have been used already. Ask for a new one.`,
}

/** The words for an identity error met on the email-link and two-step screens. */
export function flowErrorMessage(code: string): MessageDescriptor {
  return FLOW_ERROR_MESSAGES[code] ?? authErrorMessage(code)
}
