import type { MongoAbility, RawRuleOf } from '@casl/ability'

/**
 * What CASL's rules are made of, without CASL itself: the start-up code (the stored session, the
 * navigation guard) reads rules as data; the check (`./ability.ts`) loads with the first signed-in
 * session.
 */
export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const
export const SUBJECTS = [
  'all',
  'Account',
  'Automation',
  'Integration',
  'Dashboard',
  'AclDemo',
  'Chat',
  'Page',
  'Invoice',
  'Role',
  'User',
  'Calendar',
  'Kanban',
  'Email',
  'Academy',
  'Ecommerce',
  'Logistics',
  // A workspace's contacts and the workspace itself (its settings, members, invitations).
  'Contact',
  'Workspace',
] as const

export type Action = (typeof ACTIONS)[number]
export type Subject = (typeof SUBJECTS)[number]
export type AbilityRule = RawRuleOf<MongoAbility<[Action, Subject]>>

/** One action on one subject, as the navigation guard is told what the rules allow (`permissionsOf`). */
export type Permission = `${Action} ${Subject}`

export const permission = (action: Action, subject: Subject): Permission => `${action} ${subject}`

/** Validates stored rules: a tampered list must not grant anything. */
export function isAbilityRuleList(value: unknown): value is AbilityRule[] {
  return (
    Array.isArray(value) &&
    value.every((rule: unknown) => {
      if (typeof rule !== 'object' || rule === null) return false
      const { action, subject, inverted } = rule as Record<string, unknown>
      const names = (v: unknown, allowed: readonly string[]) =>
        (typeof v === 'string' && allowed.includes(v)) ||
        (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && allowed.includes(x)))
      return (
        names(action, ACTIONS) && names(subject, SUBJECTS) && (inverted === undefined || typeof inverted === 'boolean')
      )
    })
  )
}
