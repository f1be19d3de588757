import type { AbilityRule, Permission } from '@/lib/abilityRules'
import type { UserData } from '@/lib/userData'
import type { AuthSessionSnapshot } from './authSession'
import type { GuardSession } from './navigationGuard'

/** What the app reads from the session statechart: selectors over its snapshot, never its state names. */

/** Guard rule 1 (docs/product.md, "Navigation guard"): user data and an access token both exist. */
export function selectSignedIn(snapshot: AuthSessionSnapshot): boolean {
  return snapshot.context.userData !== null && snapshot.context.token !== null
}

/** The signed-in user's profile; null while nobody is signed in (rule 1). */
export function selectUser(snapshot: AuthSessionSnapshot): UserData | null {
  return selectSignedIn(snapshot) ? snapshot.context.userData : null
}

const NO_RULES: AbilityRule[] = []

/** The CASL rules in force: the signed-in user's, or none at all. */
export function selectAbilityRules(snapshot: AuthSessionSnapshot): AbilityRule[] {
  return selectSignedIn(snapshot) ? snapshot.context.abilityRules : NO_RULES
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'

export function selectSessionStatus(snapshot: AuthSessionSnapshot): SessionStatus {
  if (selectSignedIn(snapshot)) return 'signedIn'
  return snapshot.hasTag('checking') || snapshot.hasTag('signedIn') ? 'loading' : 'signedOut'
}

/** Reads what rules allow (`permissionsOf`, src/lib/ability.ts); null while its code loads. */
export type RuleReader = ((rules: readonly AbilityRule[]) => Permission[]) | null

/**
 * What the navigation guard reads (docs/product.md, "Navigation guard", rule 1, rule 4 and the root
 * redirect). No rules allow nothing, which needs no reader.
 */
export function selectGuardSession(snapshot: AuthSessionSnapshot, readRules: RuleReader): GuardSession {
  const { userData, token } = snapshot.context
  const rules = selectAbilityRules(snapshot)
  return {
    hasUserData: userData !== null,
    hasAccessToken: token !== null && token.value.length > 0,
    hasRole: userData !== null && userData.role !== undefined && userData.role !== null,
    permissions: rules.length === 0 ? [] : readRules ? readRules(rules) : null,
  }
}
