import { HttpResponse } from 'msw'
import { verifyIdToken, type VerifiedIdToken } from './auth/verifyIdToken'
import type { MockBackend } from './types'

/**
 * Base of the product backend's routes. Any origin: the browser calls the app's own origin, and
 * Node tests (which have no page origin to resolve a relative path against) call any host.
 */
export const API = '*/api'

export interface ApiErrorBody {
  error: { code: string; message: string }
}

export function apiError(status: number, code: string, message: string) {
  return HttpResponse.json<ApiErrorBody>({ error: { code, message } }, { status })
}

/**
 * Wraps a handler so it runs only for a request carrying a valid `token` header (the Firebase ID
 * token), as the real backend would; anything else gets a 401 with a JSON error.
 */
export function authenticated<Args extends { request: Request }>(
  backend: MockBackend,
  handler: (args: Args, user: VerifiedIdToken) => Response | Promise<Response>,
) {
  return (args: Args) => {
    const result = verifyIdToken(args.request.headers.get('token'), backend.projectId, backend.now())
    if (!result.ok)
      return apiError(401, `auth/${result.reason}-token`, 'A valid ID token is required in the "token" header.')
    return handler(args, result.token)
  }
}
