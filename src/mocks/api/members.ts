import { z } from 'zod'
import { http, json } from '@/server/http/route'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'

const suspensionSchema = z.object({ suspended: z.boolean() })

/**
 * `PUT /api/users/:id/suspension`: an admin suspends a member (someone who signs in) or restores
 * them. The identity service disables the account, so their next request and their sign-in are
 * refused; the profile keeps the mark the users list shows. Only a host with an identity admin
 * (the server's firebase-admin) can do it: the in-browser harness answers 501 and changes nothing.
 */
export function memberHandlers(backend: MockBackend) {
  return [
    http.put<{ id: string }>(
      `${API}/users/:id/suspension`,
      endpoint(backend, { can: ['update', 'User'], body: suspensionSchema }, async ({ params, body, user }) => {
        const profiles = backend.db.collection<Profile>('profiles')
        const member = await profiles.get(params.id)
        if (!member) return apiError(404, 'users/not-found', 'There is no such person.')
        if (member.uid === user.uid || member.email === user.email)
          return apiError(409, 'users/self', 'You cannot suspend your own account.')
        if (!member.uid)
          return apiError(
            409,
            'users/never-signed-in',
            'This member has not signed in yet: there is no account to suspend.',
          )
        if (!backend.identityAdmin)
          return apiError(
            501,
            'users/suspension-unavailable',
            'Suspending a member needs the Conversa server; the in-browser harness cannot disable an account.',
          )
        await backend.identityAdmin.setDisabled(member.uid, body.suspended)
        const updated = await profiles.update(member.id, { suspended: body.suspended })
        backend.db.announce('users', null)
        return json({ id: member.id, suspended: updated?.suspended === true })
      }),
    ),
  ]
}
