import type { VerifiedIdToken } from './auth/verifyIdToken'
import { json } from '@/server/http/route'
import type { MockBackend } from './types'

/** Base of the product backend's routes (Hono matches the path, whatever the origin). */
export const API = '/api'

export interface ApiErrorBody {
  error: { code: string; message: string }
}

export function apiError(status: number, code: string, message: string) {
  return json<ApiErrorBody>({ error: { code, message } }, { status })
}

/**
 * Wraps a handler so it runs only for a request carrying a valid `token` header (the Firebase ID
 * token), checked by the host's verifier; anything else gets a 401 with a JSON error.
 */
export function authenticated<Args extends { request: Request }>(
  backend: MockBackend,
  handler: (args: Args, user: VerifiedIdToken) => Response | Promise<Response>,
) {
  return async (args: Args) => {
    const result = await backend.verifyToken(args.request.headers.get('token'))
    if (!result.ok && result.reason === 'disabled')
      return apiError(403, 'auth/user-disabled', 'This account is suspended: an admin of the workspace can restore it.')
    if (!result.ok)
      return apiError(401, `auth/${result.reason}-token`, 'A valid ID token is required in the "token" header.')
    return handler(args, result.token)
  }
}
