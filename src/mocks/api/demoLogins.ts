import { http, json } from '@/server/http/route'
import type { DemoLoginsResponse } from '@/domain/roles'
import { DEMO_USERS } from '../demoUsers'
import { endpoint } from '../endpoint'
import { API } from '../http'
import type { StoredRole } from '../roles/storedRoles'
import type { MockBackend } from '../types'

/**
 * `GET /api/demo-logins`: the demo users' logins and the rules their roles grant now. Public, like
 * the logins `npm start` prints: the demo's access-control pages offer them. Only a backend with
 * the demo on has it (`createMockBackend({ demo })`; on the server, CONVERSA_DEMO): elsewhere the
 * path is an unknown one, a 404, and those pages say to ask an admin for an account.
 */
export function demoLoginHandlers(backend: MockBackend) {
  const roles = backend.db.collection<StoredRole>('roles')
  return [
    http.get(
      `${API}/demo-logins`,
      endpoint(backend, { can: 'public' }, async () => {
        const stored = await roles.all()
        return json<DemoLoginsResponse>({
          logins: DEMO_USERS.map(({ email, password, role }) => ({
            email,
            password,
            role,
            rules: stored.find((candidate) => candidate.id === role)?.rules ?? [],
          })),
        })
      }),
    ),
  ]
}
