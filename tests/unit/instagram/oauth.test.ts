import { describe, expect, it } from 'vitest'
import {
  accountStatus,
  EXPIRING_SOON_MS,
  isUsedCodeError,
  normalizeCodeExchange,
  readAuthorizationRedirect,
  refreshWindow,
  REFRESH_MIN_AGE_MS,
} from '@/domain/instagram/oauth'

describe('reading where Instagram sent the browser back', () => {
  it('takes the code and state from the query', () => {
    expect(readAuthorizationRedirect('?code=AQBx-1&state=abc')).toEqual({ kind: 'code', code: 'AQBx-1', state: 'abc' })
  })

  it('strips a #_ glued to the code, in the query or in the path', () => {
    expect(readAuthorizationRedirect('code=AQBx%23_&state=s')).toEqual({ kind: 'code', code: 'AQBx', state: 's' })
    expect(readAuthorizationRedirect('?state=s', 'AQBpath#_')).toEqual({ kind: 'code', code: 'AQBpath', state: 's' })
  })

  it('recognises a denial, with or without state', () => {
    const denied = '?error=access_denied&error_reason=user_denied&error_description=The+user+denied+your+request'
    expect(readAuthorizationRedirect(denied)).toEqual({
      kind: 'denied',
      reason: 'user_denied',
      description: 'The user denied your request',
      state: null,
    })
    expect(readAuthorizationRedirect(`${denied}&state=s`)).toMatchObject({ kind: 'denied', state: 's' })
  })

  it('reports other errors and a missing code', () => {
    expect(readAuthorizationRedirect('?error=server_error&error_description=Boom')).toEqual({
      kind: 'error',
      error: 'server_error',
      description: 'Boom',
      state: null,
    })
    expect(readAuthorizationRedirect('')).toEqual({ kind: 'missing' })
    expect(readAuthorizationRedirect('?code=%23_')).toEqual({ kind: 'missing' })
  })
})

describe('the code exchange answer', () => {
  it('accepts the documented data[] shape with comma-separated permissions', () => {
    expect(
      normalizeCodeExchange({
        data: [
          {
            access_token: 'IGAAx',
            user_id: '27640875392278831',
            permissions: 'instagram_business_basic,instagram_business_manage_messages',
          },
        ],
      }),
    ).toEqual({
      ok: true,
      token: {
        accessToken: 'IGAAx',
        userId: '27640875392278831',
        permissions: ['instagram_business_basic', 'instagram_business_manage_messages'],
      },
    })
  })

  it('accepts the flat shape with a numeric id and an array of permissions', () => {
    expect(
      normalizeCodeExchange({
        access_token: 'IGAAy',
        user_id: 27640875392278,
        permissions: ['instagram_business_basic'],
      }),
    ).toEqual({
      ok: true,
      token: { accessToken: 'IGAAy', userId: '27640875392278', permissions: ['instagram_business_basic'] },
    })
  })

  it('turns the OAuthException of a reused code into a recognisable failure', () => {
    const result = normalizeCodeExchange({
      error_type: 'OAuthException',
      code: 400,
      error_message: 'Matching code was not found or was already used',
    })
    expect(result).toEqual({
      ok: false,
      errorType: 'OAuthException',
      code: 400,
      message: 'Matching code was not found or was already used',
    })
    expect(isUsedCodeError(result)).toBe(true)
    expect(
      isUsedCodeError(
        normalizeCodeExchange({
          error_type: 'OAuthException',
          code: 400,
          error_message: 'Error validating client secret.',
        }),
      ),
    ).toBe(false)
  })

  it('refuses answers without a token', () => {
    expect(normalizeCodeExchange(null).ok).toBe(false)
    expect(normalizeCodeExchange({ data: [] }).ok).toBe(false)
    expect(normalizeCodeExchange({ access_token: '' }).ok).toBe(false)
  })
})

describe('account status and refresh window', () => {
  const now = Date.UTC(2026, 5, 1)
  it('is connected, expiring soon, expired or revoked', () => {
    expect(accountStatus({ tokenExpiresAt: now + EXPIRING_SOON_MS + 1 }, now)).toBe('connected')
    expect(accountStatus({ tokenExpiresAt: now + EXPIRING_SOON_MS }, now)).toBe('expiring')
    expect(accountStatus({ tokenExpiresAt: now }, now)).toBe('expired')
    expect(accountStatus({ tokenExpiresAt: now + EXPIRING_SOON_MS * 2, revokedAt: now - 1 }, now)).toBe('revoked')
  })

  it('allows a refresh from 24 hours after issue until expiry', () => {
    const token = { tokenIssuedAt: now, tokenExpiresAt: now + 60 * 86_400_000 }
    expect(refreshWindow(token, now + REFRESH_MIN_AGE_MS - 1)).toEqual({
      refreshableAt: now + REFRESH_MIN_AGE_MS,
      canRefresh: false,
    })
    expect(refreshWindow(token, now + REFRESH_MIN_AGE_MS).canRefresh).toBe(true)
    expect(refreshWindow(token, token.tokenExpiresAt).canRefresh).toBe(false)
  })
})
