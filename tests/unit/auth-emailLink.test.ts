import { describe, expect, it } from 'vitest'
import { emailLink } from '@/features/auth/emailLink'
import { variantFlow } from '@/features/auth/variants/AuthVariant'

describe('email links (the identity service’s action links)', () => {
  it('reads the two kinds the screens complete, with their code', () => {
    expect(emailLink('?mode=resetPassword&oobCode=abc&apiKey=k&lang=fr')).toEqual({
      mode: 'resetPassword',
      code: 'abc',
    })
    expect(emailLink('mode=verifyEmail&oobCode=%20xyz%20')).toEqual({ mode: 'verifyEmail', code: 'xyz' })
  })

  it('is no link without a code or with another kind (recoverEmail is not handled here)', () => {
    expect(emailLink('')).toBeNull()
    expect(emailLink('?mode=resetPassword')).toBeNull()
    expect(emailLink('?mode=resetPassword&oobCode=')).toBeNull()
    expect(emailLink('?mode=recoverEmail&oobCode=abc')).toBeNull()
  })
})

describe('the variant pages’ flows', () => {
  it('keeps each design’s links within it, the split frame for v2 only', () => {
    const v1 = variantFlow('auth-login-v1')
    const v2 = variantFlow('auth-reset-password-v2')
    expect(v1.routes.register).toBe('auth-register-v1')
    expect(v1.Frame).toBeUndefined()
    expect(v2.routes.forgotPassword).toBe('auth-forgot-password-v2')
    expect(v2.Frame).toBeDefined()
  })
})
