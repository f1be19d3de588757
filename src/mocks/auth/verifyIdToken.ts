import { decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose'

export interface VerifiedIdToken {
  uid: string
  email: string | null
  emailVerified: boolean
  signInProvider: string | null
  issuedAt: number
  expiresAt: number
  /** When the person signed in (ms): tokens refreshed later keep it; a new sign-in changes it. */
  authTime?: number
}

export type TokenRejection =
  'missing' | 'malformed' | 'wrong-project' | 'expired' | 'not-yet-valid' | 'disabled' | 'revoked' | 'unknown-user'

export type VerifyResult = { ok: true; token: VerifiedIdToken } | { ok: false; reason: TokenRejection }

/**
 * Checks a Firebase ID token the way the Admin SDK does against the Auth emulator: emulator
 * tokens are unsigned, so the claims carry the weight: audience and issuer name our project,
 * the subject is a uid, and the token is inside its lifetime.
 */
export function verifyIdToken(raw: string | null, projectId: string, nowMs: number = Date.now()): VerifyResult {
  if (!raw) return { ok: false, reason: 'missing' }
  let claims: JWTPayload
  try {
    const header = decodeProtectedHeader(raw)
    // A real deployment verifies RS256 against Google's keys; the emulator signs nothing.
    if (header.alg !== 'none' && header.alg !== 'RS256') return { ok: false, reason: 'malformed' }
    claims = decodeJwt(raw)
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const { aud, iss, sub, exp, iat } = claims
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) return { ok: false, reason: 'malformed' }
  if (typeof exp !== 'number' || typeof iat !== 'number') return { ok: false, reason: 'malformed' }
  if (aud !== projectId || iss !== `https://securetoken.google.com/${projectId}`) {
    return { ok: false, reason: 'wrong-project' }
  }
  const nowSeconds = Math.floor(nowMs / 1000)
  if (exp <= nowSeconds) return { ok: false, reason: 'expired' }
  // Allow a little clock skew between the emulator and this process.
  if (iat > nowSeconds + 60) return { ok: false, reason: 'not-yet-valid' }
  const firebase = (claims.firebase ?? {}) as { sign_in_provider?: unknown }
  return {
    ok: true,
    token: {
      uid: sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      signInProvider: typeof firebase.sign_in_provider === 'string' ? firebase.sign_in_provider : null,
      issuedAt: iat * 1000,
      expiresAt: exp * 1000,
      ...(typeof claims.auth_time === 'number' ? { authTime: claims.auth_time * 1000 } : {}),
    },
  }
}
