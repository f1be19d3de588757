import { setupI18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import { messages as ar } from '@/locales/ar/app.po'
import { messages as en } from '@/locales/en/app.po'
import { messages as fr } from '@/locales/fr/app.po'

/**
 * What Google's sign-in popup and the email links may fail with (the identity service's popup
 * errors of the specification, and the network): each is said on the sign-in form, in every language.
 */
const POPUP_CODES = [
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/account-exists-with-different-credential',
  'auth/unauthorized-domain',
  'auth/operation-not-allowed',
  'auth/web-storage-unsupported',
  'auth/network-request-failed',
]

const say = (locale: string, messages: Messages, code: string) => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages })
  return i18n._(authErrorMessage(code))
}

describe('the popup and email-link sign-in errors', () => {
  const generic = say('en', en, 'auth/something-new')

  it.each(POPUP_CODES)('%s has a message of its own, not the generic one', (code) => {
    expect(say('en', en, code)).not.toBe(generic)
  })

  it('tells the person what happened to the sign-in window', () => {
    expect(say('en', en, 'auth/popup-closed-by-user')).toBe('The sign-in window was closed before signing in finished.')
    expect(say('en', en, 'auth/popup-blocked')).toMatch(/blocked by the browser/)
    expect(say('en', en, 'auth/cancelled-popup-request')).toMatch(/Another sign-in window was opened/)
    expect(say('en', en, 'auth/account-exists-with-different-credential')).toMatch(/signs in another way/)
  })

  it('says no longer that only email and password is disabled when Google is', () => {
    expect(say('en', en, 'auth/operation-not-allowed')).toBe(
      'This way of signing in is not enabled. Choose another one, or contact support.',
    )
  })

  it('gives each popup failure different words', () => {
    const popupOnly = POPUP_CODES.slice(0, 4).map((code) => say('en', en, code))
    expect(new Set(popupOnly).size).toBe(popupOnly.length)
  })

  it.each(POPUP_CODES)('%s reads in French and in Arabic', (code) => {
    const english = say('en', en, code)
    const french = say('fr', fr, code)
    const arabic = say('ar', ar, code)
    expect(french).not.toBe(english)
    expect(arabic).not.toBe(english)
    expect(arabic).toMatch(/[\u0600-\u06FF]/)
  })

  it('offers a retry when the service could not be reached, not when the window was closed or blocked', () => {
    expect(isRetryableAuthError('auth/network-request-failed')).toBe(true)
    for (const code of ['auth/popup-closed-by-user', 'auth/popup-blocked', 'auth/cancelled-popup-request'])
      expect(isRetryableAuthError(code)).toBe(false)
  })
})
