import { serialize } from 'hono/utils/cookie'
import { http } from '@/server/http/route'
import { endpoint } from '../endpoint'
import { API, credentialOf, SESSION_COOKIE } from '../http'
import type { MockBackend } from '../types'

/** What the cookie may never be: read by scripts, sent to another site, or sent in clear. */
const COOKIE_POLICY = { path: '/', httpOnly: true, secure: true, sameSite: 'Strict' } as const

/**
 * The identity service's token sync (the specification's token-sync URL): after each sign-in and
 * token refresh, the app posts the fresh ID token here (`Authorization: Bearer`, as the Firebase
 * SDK's own sync does) and the server keeps it in an HttpOnly, Secure, SameSite=Strict cookie
 * until the token expires; on sign-out it deletes it here. Requests that cannot carry the `token`
 * header (an image, a download, a plain link) are then checked with the cookie, exactly as the
 * header would be.
 */
export function sessionCookieHandlers(backend: MockBackend) {
  return [
    http.post(
      `${API}/session/token`,
      endpoint(backend, { can: 'signedIn' }, async ({ request, user }) => {
        const token = credentialOf(request)
        const maxAge = Math.max(0, Math.floor((user.expiresAt - backend.now()) / 1000))
        return new Response(null, {
          status: 204,
          headers: { 'Set-Cookie': serialize(SESSION_COOKIE, token ?? '', { ...COOKIE_POLICY, maxAge }) },
        })
      }),
    ),
    http.delete(
      `${API}/session/token`,
      endpoint(backend, { can: 'public' }, async () => {
        return new Response(null, {
          status: 204,
          headers: { 'Set-Cookie': serialize(SESSION_COOKIE, '', { ...COOKIE_POLICY, maxAge: 0 }) },
        })
      }),
    ),
  ]
}
