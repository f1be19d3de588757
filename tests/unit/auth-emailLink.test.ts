import { describe, expect, it } from 'vitest'
import { emailLink, signInLinkTarget } from '@/features/auth/emailLink'
import { isSignInLinkQuery, signInLinkContinueUrl } from '@/features/auth/signInLink'
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

describe('passwordless sign-in links', () => {
  const origin = 'https://app.example'

  it('recognises a sign-in link by its mode and code', () => {
    expect(isSignInLinkQuery('?mode=signIn&oobCode=abc&apiKey=k')).toBe(true)
    expect(isSignInLinkQuery('?mode=signIn')).toBe(false)
    expect(isSignInLinkQuery('?mode=resetPassword&oobCode=abc')).toBe(false)
    expect(isSignInLinkQuery('?to=%2Fapps%2Fchat')).toBe(false)
  })

  it('continues on the page that asked for it, keeping only a safe `to`', () => {
    const location = { origin, pathname: '/login', search: '?to=%2Fapps%2Fchat&mode=x' }
    expect(signInLinkContinueUrl(location)).toBe(`${origin}/login?to=%2Fapps%2Fchat`)
    expect(signInLinkContinueUrl({ ...location, search: '?to=https://evil.example' })).toBe(`${origin}/login`)
    expect(signInLinkContinueUrl({ ...location, pathname: '/pages/authentication/login-v2', search: '' })).toBe(
      `${origin}/pages/authentication/login-v2`,
    )
  })

  it('forwards a link that reached the action page to its continue page, with the link’s parameters', () => {
    const continueUrl = encodeURIComponent(`${origin}/login?to=%2Fapps%2Fchat`)
    expect(signInLinkTarget(`?mode=signIn&oobCode=abc&apiKey=k&lang=fr&continueUrl=${continueUrl}`, origin)).toBe(
      '/login?to=%2Fapps%2Fchat&mode=signIn&oobCode=abc&apiKey=k&lang=fr',
    )
  })

  it('never forwards to another site or without a sign-in link', () => {
    const elsewhere = encodeURIComponent('https://evil.example/login')
    expect(signInLinkTarget(`?mode=signIn&oobCode=abc&continueUrl=${elsewhere}`, origin)).toBeNull()
    expect(signInLinkTarget(`?mode=resetPassword&oobCode=abc&continueUrl=%2Flogin`, origin)).toBeNull()
  })
})
