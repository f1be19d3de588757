import { http, HttpResponse } from 'msw'
import { roleChangeRefusal, ruleProblems, type RoleSummary, type RolesResponse } from '@/domain/roles'
import type { AbilityRule, Action } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { API, apiError, authenticated } from '../http'
import type { StoredRole } from '../roles/storedRoles'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import { abilityOf, forbidden } from './workspaces'

const REFUSALS = {
  'own-role': 'Nobody may change the role they hold: ask another admin.',
  'no-manager-left': 'Someone must still be able to manage roles after this change.',
} as const

/**
 * `GET /api/roles` and `PUT /api/roles/:id` (docs/product.md, "Roles and permissions"): the roles
 * people hold and the CASL rules each grants. Reading needs `read Role`, changing `update Role`,
 * checked here on every request whatever the screen shows. A change is checked (known actions and
 * subjects, sound conditions) and refused when it would let the caller raise their own rights or
 * leave nobody able to manage roles. People receive the new rules on their next session load.
 */
export function roleHandlers(backend: MockBackend) {
  const roles = backend.db.collection<StoredRole>('roles')
  const profiles = backend.db.collection<Profile>('profiles')
  const callerProfile = (user: VerifiedIdToken) => {
    const email = user.email ?? `${user.uid}@users.conversa.test`
    return profiles.find((profile) => profile.email === email)
  }
  const summaries = async (user: VerifiedIdToken): Promise<RoleSummary[]> => {
    const [stored, people, caller] = await Promise.all([roles.all(), profiles.all(), callerProfile(user)])
    return stored
      .map((role) => ({
        id: role.id,
        rules: role.rules,
        users: people.filter((profile) => profile.role === role.id).length,
        updatedAt: role.updatedAt,
        yours: caller?.role === role.id,
      }))
      .sort((a, b) => a.id.localeCompare(b.id))
  }
  const guarded =
    (action: Action) =>
    <P>(handler: (args: { request: Request; params: P }, user: VerifiedIdToken) => Promise<Response>) =>
      authenticated(backend, async (args: { request: Request; params: P }, user) =>
        (await abilityOf(backend, user)).can(action, 'Role') ? handler(args, user) : forbidden(action, 'Role'),
      )

  return [
    http.get(
      `${API}/roles`,
      guarded('read')(async (_args, user) => HttpResponse.json<RolesResponse>({ roles: await summaries(user) })),
    ),
    http.put<{ id: string }>(
      `${API}/roles/:id`,
      guarded('update')<{ id: string }>(async ({ request, params }, user) => {
        let body: unknown
        try {
          body = await request.json()
        } catch {
          return apiError(400, 'invalid-body', 'Send a JSON object with the role’s rules.')
        }
        const rules = typeof body === 'object' && body !== null ? (body as { rules?: unknown }).rules : undefined
        const problems = ruleProblems(rules)
        if (problems.length > 0)
          return HttpResponse.json(
            { error: { code: 'roles/invalid-rules', message: 'Some rules cannot be stored.', problems } },
            { status: 422 },
          )
        // Read, check and write in one transaction: two admins saving at once cannot both pass the check.
        const outcome = await backend.db.transaction(async () => {
          const role = await roles.get(params.id)
          if (!role) return 'not-found' as const
          const caller = await callerProfile(user)
          const refusal = roleChangeRefusal({
            roleId: role.id,
            callerRoleId: caller?.role ?? '',
            rulesAfter: rules as AbilityRule[],
            roles: (await summaries(user)).map(({ id, rules: held, users }) => ({ id, rules: held, users })),
          })
          if (refusal) return refusal
          await roles.update(role.id, {
            rules: rules as AbilityRule[],
            updatedAt: new Date(backend.now()).toISOString(),
          })
          return 'saved' as const
        })
        if (outcome === 'not-found') return apiError(404, 'roles/not-found', 'There is no such role.')
        if (outcome !== 'saved') return apiError(409, `roles/${outcome}`, REFUSALS[outcome])
        const saved = (await summaries(user)).find((role) => role.id === params.id)
        return HttpResponse.json<RoleSummary>(saved!)
      }),
    ),
  ]
}
