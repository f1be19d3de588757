import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  roleChangeRefusal,
  ruleProblems,
  withAreaActions,
  type MatrixSubject,
  type RoleSummary,
  type RolesResponse,
} from '@/domain/roles'
import type { AbilityRule } from '@/lib/ability'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { StoredRole } from '../roles/storedRoles'
import type { MockBackend } from '../types'
import { profileOf, profilesOf } from './profiles'

const REFUSALS = {
  'own-role': 'Nobody may change the role they hold: ask another admin.',
  'no-manager-left': 'Someone must still be able to manage roles after this change.',
} as const

/** A role's rules, whatever they are: `ruleProblems` reads them one by one and says what is wrong. */
const roleChangeSchema = z.object({ rules: z.unknown() })

/** One area's actions for several roles at once: `{ grants: { client: ['read'] } }`, known actions only. */
const areaGrantsSchema = z.object({ grants: z.record(z.string(), z.array(z.enum(MATRIX_ACTIONS))) })

/**
 * `GET /api/roles` and `PUT /api/roles/:id` (docs/product.md, "Roles and permissions"): the roles
 * people hold and the CASL rules each grants. Reading needs `read Role`, changing `update Role`,
 * checked here on every request whatever the screen shows. A change is checked (known actions and
 * subjects, sound conditions) and refused when it would let the caller raise their own rights or
 * leave nobody able to manage roles. People receive the new rules on their next session load.
 * `PUT /api/permissions/:subject` changes one area for several roles at once, with the same checks,
 * in one transaction: all of it is stored or none.
 */
export function roleHandlers(backend: MockBackend) {
  const roles = backend.db.collection<StoredRole>('roles')
  const profiles = profilesOf(backend)
  const callerProfile = (user: VerifiedIdToken) => profileOf(profiles, user)
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

  return [
    http.get(
      `${API}/roles`,
      endpoint(backend, { can: ['read', 'Role'] }, async ({ user }) =>
        json<RolesResponse>({ roles: await summaries(user) }),
      ),
    ),
    http.put<{ id: string }>(
      `${API}/roles/:id`,
      endpoint(
        backend,
        { can: ['update', 'Role'], body: roleChangeSchema },
        async ({ params, user, body: { rules } }) => {
          const problems = ruleProblems(rules)
          if (problems.length > 0)
            return json(
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
          return json<RoleSummary>(saved!)
        },
      ),
    ),
    http.put<{ subject: string }>(
      `${API}/permissions/:subject`,
      endpoint(
        backend,
        { can: ['update', 'Role'], body: areaGrantsSchema, refusedAs: 'permissions/invalid' },
        async ({ params, user, body: { grants } }) => {
          const subject = params.subject as MatrixSubject
          if (!(MATRIX_SUBJECTS as readonly string[]).includes(subject))
            return apiError(404, 'permissions/not-found', 'There is no such area.')
          const outcome = await backend.db.transaction(async () => {
            const before = await summaries(user)
            const caller = await callerProfile(user)
            const after = new Map(before.map((role) => [role.id, role.rules]))
            for (const [roleId, actions] of Object.entries(grants)) {
              const role = before.find((candidate) => candidate.id === roleId)
              if (!role) return 'not-found' as const
              const rules = withAreaActions(role.rules, subject, actions)
              if (JSON.stringify(rules) === JSON.stringify(role.rules)) continue
              if (role.id === caller?.role) return 'own-role' as const
              after.set(role.id, rules)
            }
            const changed = before.filter((role) => after.get(role.id) !== role.rules)
            for (const role of changed) {
              const refusal = roleChangeRefusal({
                roleId: role.id,
                callerRoleId: caller?.role ?? '',
                rulesAfter: after.get(role.id)!,
                roles: before.map(({ id, users }) => ({ id, users, rules: after.get(id)! })),
              })
              if (refusal) return refusal
            }
            const updatedAt = new Date(backend.now()).toISOString()
            for (const role of changed) await roles.update(role.id, { rules: after.get(role.id)!, updatedAt })
            return 'saved' as const
          })
          if (outcome === 'not-found') return apiError(404, 'roles/not-found', 'There is no such role.')
          if (outcome !== 'saved') return apiError(409, `roles/${outcome}`, REFUSALS[outcome])
          return json<RolesResponse>({ roles: await summaries(user) })
        },
      ),
    ),
  ]
}
