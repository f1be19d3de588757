/** The claims the session reads from a Firebase ID token, unverified (the backend verifies). */
export interface TokenClaims {
  /** Expiry, epoch ms. */
  expiresAt: number
  /** The Firebase user id. */
  subject: string
}

/**
 * Reads a JWT's expiry and subject without checking its signature; null when it is not a JWT with
 * both. Only for deciding whether a stored token is worth sending: the backend checks the token.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const claims = JSON.parse(json) as { exp?: unknown; sub?: unknown }
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string' || claims.sub === '') return null
    return { expiresAt: claims.exp * 1000, subject: claims.sub }
  } catch {
    return null
  }
}
