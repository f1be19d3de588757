import { createMongoAbility, type MongoAbility } from '@casl/ability'
import {
  ACTIONS,
  SUBJECTS,
  permission,
  type AbilityRule,
  type Action,
  type Permission,
  type Subject,
} from './abilityRules'

export * from './abilityRules'

export type AppAbility = MongoAbility<[Action, Subject]>

export function createAbility(rules: readonly AbilityRule[] = []): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules as AbilityRule[])
}

/** Every action on every subject the rules allow (whatever the record, for conditional rules). */
export function permissionsOf(rules: readonly AbilityRule[]): Permission[] {
  const ability = createAbility(rules)
  return ACTIONS.flatMap((action) =>
    SUBJECTS.filter((subject) => ability.can(action, subject)).map((subject) => permission(action, subject)),
  )
}
