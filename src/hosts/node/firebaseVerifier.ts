import { createHash } from 'node:crypto'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth'
import type { TokenRejection, VerifyResult } from '@/mocks/auth/verifyIdToken'

export interface FirebaseVerifier {
  verify(raw: string | null): Promise<VerifyResult>
  /** Forgets what was verified for this person: their next request is checked with Firebase again. */
  forget(uid: string): void
  /** Suspends or restores a person's account in Firebase Auth (sign-in and every request refused). */
  setDisabled(uid: string, disabled: boolean): Promise<void>
}

/**
 * The server's check of the `token` header: firebase-admin verifies the ID token (signature
 * with Google's keys, or the emulator's unsigned tokens when FIREBASE_AUTH_EMULATOR_HOST is set;
 * project, issuer, lifetime) and asks Firebase whether the account is disabled or its sessions
 * revoked. That question is a network call, so a token it passed is trusted again for
 * `recheckMs`; suspending someone here forgets their tokens at once. The token itself is never
 * logged, and only its hash is kept.
 */
export function firebaseVerifier(projectId: string, { recheckMs = 10_000, now = Date.now } = {}): FirebaseVerifier {
  const name = `conversa-${projectId}`
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name)
  const auth = getAuth(app)
  const verified = new Map<string, { decoded: DecodedIdToken; at: number }>()

  const forget = (uid: string) => {
    for (const [key, entry] of verified) if (entry.decoded.uid === uid) verified.delete(key)
  }

  return {
    forget,
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled })
      if (disabled) await auth.revokeRefreshTokens(uid)
      forget(uid)
    },
    async verify(raw) {
      if (!raw) return { ok: false, reason: 'missing' }
      const key = createHash('sha256').update(raw).digest('base64url')
      const known = verified.get(key)
      const time = now()
      if (known && time - known.at < recheckMs && known.decoded.exp * 1000 > time) return accepted(known.decoded)
      try {
        const decoded = await auth.verifyIdToken(raw, true)
        if (verified.size > 10_000) verified.clear()
        verified.set(key, { decoded, at: time })
        return accepted(decoded)
      } catch (error) {
        verified.delete(key)
        return { ok: false, reason: rejectionOf(error) }
      }
    },
  }
}

function accepted(decoded: DecodedIdToken): VerifyResult {
  return {
    ok: true,
    token: {
      uid: decoded.uid,
      email: decoded.email ?? null,
      emailVerified: decoded.email_verified === true,
      signInProvider: decoded.firebase.sign_in_provider ?? null,
      issuedAt: decoded.iat * 1000,
      expiresAt: decoded.exp * 1000,
      authTime: decoded.auth_time * 1000,
    },
  }
}

function rejectionOf(error: unknown): TokenRejection {
  switch ((error as { code?: unknown }).code) {
    case 'auth/id-token-expired':
      return 'expired'
    case 'auth/user-disabled':
      return 'disabled'
    case 'auth/id-token-revoked':
      return 'revoked'
    case 'auth/user-not-found':
      return 'unknown-user'
    default: {
      const message = error instanceof Error ? error.message : ''
      return /audience|issuer/i.test(message) ? 'wrong-project' : 'malformed'
    }
  }
}
