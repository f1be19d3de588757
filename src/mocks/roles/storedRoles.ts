import { isAbilityRuleList, type AbilityRule } from '@/lib/ability'
import { ruleProblems } from '@/domain/roles'
import { ROLE_RULES } from '../api/roles'
import type { CollectionSpec, Database } from '@/server/storage/database'
import type { Role } from '../demoUsers'
import type { Profile } from '../seed'

/**
 * The roles people hold and the CASL rules each grants (docs/product.md, "Roles and permissions").
 * They belong to the whole app, not to a workspace: an admin who edits the client role changes what
 * every client may do. Seeded with `ROLE_RULES`; a damaged record is restored from that seed.
 */
export interface StoredRole {
  id: Role
  rules: AbilityRule[]
  updatedAt: string
}

const SEEDED_AT = new Date(Date.UTC(2026, 0, 1)).toISOString()

export const rolesCollection: CollectionSpec<StoredRole> = {
  name: 'roles',
  isValid: (role) => isAbilityRuleList(role.rules) && ruleProblems(role.rules).length === 0,
  seed: {
    seed: 70,
    size: Object.keys(ROLE_RULES).length,
    generate: () =>
      (Object.keys(ROLE_RULES) as Role[]).map((id) => ({ id, rules: ROLE_RULES[id], updatedAt: SEEDED_AT })),
  },
  // Everyone allowed to read roles hears of a change (src/mocks/api/events.ts, SHARED_RESOURCES).
  announce: { resources: ['roles'], owners: () => null },
}

/** The rules a profile's role grants today; an unknown role grants nothing. */
export async function rulesOfProfile(db: Database, profile: Profile | undefined): Promise<AbilityRule[]> {
  if (!profile) return []
  return (await db.collection<StoredRole>('roles').get(profile.role))?.rules ?? []
}
