/**
 * Business Login for Instagram, the parts both the browser and the backend need to agree on
 * (ref. instagram-platform.md, "Business Login for Instagram").
 */
export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
] as const

/** Fields the backend subscribes each connected account to. */
export const WEBHOOK_FIELDS = [
  'messages',
  'comments',
  'messaging_postbacks',
  'message_reactions',
  'messaging_seen',
] as const

export const SHORT_LIVED_TOKEN_SECONDS = 3600
export const LONG_LIVED_TOKEN_SECONDS = 60 * 86_400
export const AUTHORIZATION_CODE_LIFETIME_MS = 3_600_000
/** A long-lived token may be refreshed only once it is a day old. */
export const REFRESH_MIN_AGE_MS = 86_400_000
/** Below this much remaining lifetime an account is shown as expiring soon. */
export const EXPIRING_SOON_MS = 7 * 86_400_000

export type AuthorizationRedirect =
  | { kind: 'code'; code: string; state: string | null }
  | { kind: 'denied'; reason: string; description: string; state: string | null }
  | { kind: 'error'; error: string; description: string; state: string | null }
  | { kind: 'missing' }

/**
 * Reads where Instagram sent the browser back. The code comes as `?code=` (or, on the
 * `/callback/instagram/{code}` route, in the path) and Instagram appends `#_`, which must not
 * end up in the code even when a copy-paste glued it on.
 */
export function readAuthorizationRedirect(search: string, pathCode?: string): AuthorizationRedirect {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const state = query.get('state')
  const error = query.get('error')
  if (error) {
    const description = query.get('error_description') ?? ''
    if (error === 'access_denied')
      return { kind: 'denied', reason: query.get('error_reason') ?? 'user_denied', description, state }
    return { kind: 'error', error, description, state }
  }
  const code = stripFragment(query.get('code') ?? pathCode ?? '')
  if (!code) return { kind: 'missing' }
  return { kind: 'code', code, state }
}

function stripFragment(code: string): string {
  return code.replace(/#_?$/, '').trim()
}

export interface CodeExchangeToken {
  accessToken: string
  userId: string
  permissions: string[]
}

export type CodeExchangeResult =
  { ok: true; token: CodeExchangeToken } | { ok: false; errorType: string; code: number | null; message: string }

/**
 * The code exchange answers `{data:[{access_token,user_id,permissions:"a,b"}]}` per the docs,
 * and the flat `{access_token,user_id:<number>,permissions:[...]}` in the wild: accept both.
 */
export function normalizeCodeExchange(json: unknown): CodeExchangeResult {
  if (typeof json !== 'object' || json === null)
    return { ok: false, errorType: 'invalid_response', code: null, message: 'Empty answer' }
  const body = json as Record<string, unknown>
  if (typeof body.error_type === 'string' || typeof body.error_message === 'string' || body.error !== undefined) {
    const nested = typeof body.error === 'object' && body.error !== null ? (body.error as Record<string, unknown>) : {}
    return {
      ok: false,
      errorType: String(body.error_type ?? nested.type ?? 'OAuthException'),
      code: typeof body.code === 'number' ? body.code : typeof nested.code === 'number' ? nested.code : null,
      message: String(body.error_message ?? nested.message ?? 'Unknown error'),
    }
  }
  const record = Array.isArray(body.data) ? (body.data[0] as Record<string, unknown> | undefined) : body
  if (!record || typeof record.access_token !== 'string' || record.access_token === '') {
    return { ok: false, errorType: 'invalid_response', code: null, message: 'No access_token in the answer' }
  }
  const userId = typeof record.user_id === 'number' || typeof record.user_id === 'string' ? String(record.user_id) : ''
  const permissions = Array.isArray(record.permissions)
    ? record.permissions.filter((value): value is string => typeof value === 'string')
    : typeof record.permissions === 'string'
      ? record.permissions
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean)
      : []
  return { ok: true, token: { accessToken: record.access_token, userId, permissions } }
}

/** Whether Instagram's answer says the code is unknown, expired or already used. */
export function isUsedCodeError(result: CodeExchangeResult): boolean {
  return !result.ok && /matching code was not found|already used|expired/i.test(result.message)
}

export type AccountStatus = 'connected' | 'expiring' | 'expired' | 'revoked'

export function accountStatus(
  account: { tokenExpiresAt: number; revokedAt?: number | null },
  now: number,
): AccountStatus {
  if (account.revokedAt) return 'revoked'
  if (account.tokenExpiresAt <= now) return 'expired'
  if (account.tokenExpiresAt - now <= EXPIRING_SOON_MS) return 'expiring'
  return 'connected'
}

/** When a refresh becomes allowed: a day after the token was issued, and never once expired. */
export function refreshWindow(account: { tokenIssuedAt: number; tokenExpiresAt: number }, now: number) {
  const refreshableAt = account.tokenIssuedAt + REFRESH_MIN_AGE_MS
  return { refreshableAt, canRefresh: now >= refreshableAt && now < account.tokenExpiresAt }
}
