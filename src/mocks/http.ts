import { parse } from 'hono/utils/cookie'
import { json } from '@/server/http/route'
import type { VerifiedIdToken } from './auth/verifyIdToken'
import type { MockBackend } from './types'

/** Base of the product backend's routes (Hono matches the path, whatever the origin). */
export const API = '/api'

/**
 * Every refusal of the API, whatever its status: a machine-readable `code`, a sentence, and for a
 * refusal about fields, each refused field (its dotted path in the request) with a reason code the
 * form turns into words (`required`, `taken`, `too-long`).
 */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return json<ApiErrorBody>({ error: fields ? { code, message, fields } : { code, message } }, { status })
}

/** The caller's rules do not allow this endpoint. */
export const forbidden = (action: string, subject: string) =>
  apiError(403, 'auth/forbidden', `This needs the permission to ${action} ${subject}.`)

/** The HttpOnly cookie the token sync keeps the ID token in (src/mocks/api/sessionCookie.ts). */
export const SESSION_COOKIE = '__session'

/**
 * The ID token a request carries: the app's `token` header, an `Authorization: Bearer` header (the
 * identity service's token sync), or the session cookie (what a link or an image sends).
 */
export function credentialOf(request: Request): string | null {
  const header = request.headers.get('token')
  if (header) return header
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
  if (bearer) return bearer
  const cookies = request.headers.get('Cookie')
  return (cookies && parse(cookies, SESSION_COOKIE)[SESSION_COOKIE]) || null
}

/**
 * The caller named by the request's ID token (`credentialOf`), as the host's
 * verifier reads it, or the refusal: 401 for a missing, malformed or expired token, 403 for a
 * suspended account.
 */
export async function verifiedCaller(backend: MockBackend, request: Request): Promise<VerifiedIdToken | Response> {
  const result = await backend.verifyToken(credentialOf(request))
  if (!result.ok && result.reason === 'disabled')
    return apiError(403, 'auth/user-disabled', 'This account is suspended: an admin of the workspace can restore it.')
  if (!result.ok)
    return apiError(401, `auth/${result.reason}-token`, 'A valid ID token is required in the "token" header.')
  return result.token
}
