import { describe, expect, it } from 'vitest'
import { AUTH_ERROR_MESSAGES, authErrorCode, authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'

/** docs/product.md, "Errors", plus the usual sign-in codes the issue lists. */
const SPEC_CODES = [
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'network-request-failed',
  'user-mismatch',
  'internal-error',
  'argument-error',
  'invalid-api-key',
  'auth-domain-config-required',
  'missing-recaptcha-token',
  'password-does-not-meet-requirements',
  'invalid-credential',
  'email-already-in-use',
  'weak-password',
  'too-many-requests',
  'user-disabled',
].map((code) => `auth/${code}`)

describe('identity error messages', () => {
  const generic = authErrorMessage('auth/something-new')

  it.each(SPEC_CODES)('%s has its own clear message', (code) => {
    const message = authErrorMessage(code)
    expect(message).not.toEqual(generic)
    expect(message.message?.length).toBeGreaterThan(20)
  })

  it('falls back to a generic message for codes nobody knows', () => {
    expect(generic.message).toBe('Something went wrong. Please try again.')
    expect(authErrorMessage('unknown')).toEqual(generic)
  })

  it('explains a token the backend rejected as a session to renew', () => {
    for (const code of ['auth/expired-token', 'auth/missing-token', 'auth/wrong-project-token', 'http-401']) {
      expect(authErrorMessage(code).message).toBe('Your session could not be verified. Sign in again.')
    }
  })

  it('offers a retry only for failures that may pass on their own', () => {
    expect(isRetryableAuthError('auth/network-request-failed')).toBe(true)
    expect(isRetryableAuthError('network')).toBe(true)
    expect(isRetryableAuthError('http-503')).toBe(true)
    expect(isRetryableAuthError('auth/invalid-credential')).toBe(false)
    expect(isRetryableAuthError('auth/email-already-in-use')).toBe(false)
  })

  it('reads the code of any thrown value', () => {
    expect(authErrorCode({ code: 'auth/user-disabled' })).toBe('auth/user-disabled')
    expect(authErrorCode(new Error('x'))).toBe('unknown')
    expect(authErrorCode(null)).toBe('unknown')
  })

  it('the weak-password message and the policy message read the same', () => {
    expect(AUTH_ERROR_MESSAGES['auth/weak-password']).toEqual(
      AUTH_ERROR_MESSAGES['auth/password-does-not-meet-requirements'],
    )
  })
})
