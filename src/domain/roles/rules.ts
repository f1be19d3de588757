import { ACTIONS, SUBJECTS, createAbility, type AbilityRule, type Action, type Subject } from '@/lib/ability'

/**
 * Roles as named sets of CASL rules (docs/product.md, "Roles and permissions"). The backend stores
 * them and hands a user their role's rules at sign-in; this module checks a rule list a person
 * wrote before it is stored, and converts between rules and the editor's permission matrix.
 */

/** The matrix's columns: `manage` is all four, so it never needs a column of its own. */
export const MATRIX_ACTIONS = ['read', 'create', 'update', 'delete'] as const satisfies readonly Action[]
export type MatrixAction = (typeof MATRIX_ACTIONS)[number]

/** Subjects only a workspace role decides (src/domain/workspaces): an app-wide role has no say in them. */
type WorkspaceOnlySubject = 'Contact' | 'Workspace'
const WORKSPACE_ONLY: readonly Subject[] = ['Contact', 'Workspace'] satisfies WorkspaceOnlySubject[]

/** The matrix's rows: every subject but `all` (which only "full access" grants) and the workspace-only ones. */
export const MATRIX_SUBJECTS = SUBJECTS.filter(
  (subject) => subject !== 'all' && !WORKSPACE_ONLY.includes(subject),
) as MatrixSubject[]
export type MatrixSubject = Exclude<Subject, 'all' | WorkspaceOnlySubject>

export interface PermissionMatrix {
  /** `manage all`: every action on every subject, now and to come. */
  fullAccess: boolean
  grants: Record<MatrixSubject, MatrixAction[]>
}

/** The most rules a role may hold: a list longer than this is a mistake or an attack. */
export const MAX_RULES = 100

export type RuleProblem =
  | { code: 'not-a-list' }
  | { code: 'too-many'; max: number }
  | { code: 'not-a-rule'; index: number }
  | { code: 'unknown-action'; index: number; value: string }
  | { code: 'unknown-subject'; index: number; value: string }
  | { code: 'bad-conditions'; index: number }
  | { code: 'bad-inverted'; index: number }

const CONDITION_OPERATORS = new Set(['$eq', '$ne', '$in', '$nin'])
const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Conditions a role may carry: `{ field: value }` or `{ field: { $eq | $ne | $in | $nin: … } }`
 * with plain values. Anything richer (`$where`, nested documents, regular expressions) is refused,
 * so a stored rule can only ever compare a record's own fields.
 */
function conditionsAreSound(conditions: unknown): boolean {
  if (!isPlainObject(conditions) || Object.keys(conditions).length === 0) return false
  return Object.entries(conditions).every(([field, value]) => {
    if (field.startsWith('$') || field === '') return false
    if (isPrimitive(value)) return true
    if (!isPlainObject(value)) return false
    return Object.entries(value).every(([operator, operand]) =>
      operator === '$in' || operator === '$nin'
        ? Array.isArray(operand) && operand.every(isPrimitive)
        : CONDITION_OPERATORS.has(operator) && isPrimitive(operand),
    )
  })
}

const namesOf = (value: unknown): unknown[] | null =>
  typeof value === 'string' ? [value] : Array.isArray(value) && value.length > 0 ? value : null

/** Every problem of a rule list as a person sent it; none means it may be stored. */
export function ruleProblems(value: unknown): RuleProblem[] {
  if (!Array.isArray(value)) return [{ code: 'not-a-list' }]
  if (value.length > MAX_RULES) return [{ code: 'too-many', max: MAX_RULES }]
  const problems: RuleProblem[] = []
  value.forEach((rule: unknown, index) => {
    if (!isPlainObject(rule)) {
      problems.push({ code: 'not-a-rule', index })
      return
    }
    const actions = namesOf(rule.action)
    const subjects = namesOf(rule.subject)
    if (!actions || !subjects) {
      problems.push({ code: 'not-a-rule', index })
      return
    }
    for (const action of actions)
      if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action))
        problems.push({ code: 'unknown-action', index, value: String(action) })
    for (const subject of subjects)
      if (typeof subject !== 'string' || !(SUBJECTS as readonly string[]).includes(subject))
        problems.push({ code: 'unknown-subject', index, value: String(subject) })
    if (rule.conditions !== undefined && !conditionsAreSound(rule.conditions))
      problems.push({ code: 'bad-conditions', index })
    if (rule.inverted !== undefined && typeof rule.inverted !== 'boolean')
      problems.push({ code: 'bad-inverted', index })
    const known = new Set(['action', 'subject', 'conditions', 'inverted', 'reason', 'fields'])
    if (Object.keys(rule).some((key) => !known.has(key))) problems.push({ code: 'not-a-rule', index })
  })
  return problems
}

/** Whether these rules let their holder change roles: who may still manage access. */
export const managesRoles = (rules: readonly AbilityRule[]) => createAbility(rules).can('update', 'Role')

export type RoleChangeRefusal = 'own-role' | 'no-manager-left'

/**
 * The guard rails of a role change: nobody edits the role they hold (that would let them grant
 * themselves more), and some role holding users must still be able to manage roles afterwards.
 */
export function roleChangeRefusal(change: {
  roleId: string
  callerRoleId: string
  rulesAfter: readonly AbilityRule[]
  /** Every role's rules and how many users hold it, before the change. */
  roles: readonly { id: string; rules: readonly AbilityRule[]; users: number }[]
}): RoleChangeRefusal | null {
  if (change.roleId === change.callerRoleId) return 'own-role'
  const managerLeft = change.roles.some(
    (role) => role.users > 0 && managesRoles(role.id === change.roleId ? change.rulesAfter : role.rules),
  )
  return managerLeft ? null : 'no-manager-left'
}

const emptyGrants = () =>
  Object.fromEntries(MATRIX_SUBJECTS.map((subject) => [subject, [] as MatrixAction[]])) as Record<
    MatrixSubject,
    MatrixAction[]
  >

const isPlainGrant = (rule: AbilityRule) => !rule.inverted && rule.conditions === undefined && rule.fields === undefined

/**
 * The matrix a rule list shows, and the rules it cannot show (inverted or conditional ones, or
 * a single action on every subject): those are kept as they are when the matrix is saved.
 */
export function matrixOf(rules: readonly AbilityRule[]): { matrix: PermissionMatrix; kept: AbilityRule[] } {
  const matrix: PermissionMatrix = { fullAccess: false, grants: emptyGrants() }
  const kept: AbilityRule[] = []
  for (const rule of rules) {
    const actions = [rule.action].flat() as Action[]
    const subjects = [rule.subject].flat() as Subject[]
    if (!isPlainGrant(rule) || subjects.some((subject) => WORKSPACE_ONLY.includes(subject))) {
      kept.push(rule)
      continue
    }
    if (subjects.includes('all')) {
      if (actions.includes('manage')) matrix.fullAccess = true
      else kept.push(rule)
      continue
    }
    for (const subject of subjects as MatrixSubject[]) {
      const granted = new Set(matrix.grants[subject])
      for (const action of actions)
        for (const each of action === 'manage' ? MATRIX_ACTIONS : [action as MatrixAction]) granted.add(each)
      matrix.grants[subject] = MATRIX_ACTIONS.filter((action) => granted.has(action))
    }
  }
  return { matrix, kept }
}

/** The rules a matrix stands for (all four actions become `manage`), then the kept ones. */
export function rulesOfMatrix(matrix: PermissionMatrix, kept: readonly AbilityRule[] = []): AbilityRule[] {
  if (matrix.fullAccess) return [{ action: 'manage', subject: 'all' }, ...kept]
  const granted: AbilityRule[] = []
  for (const subject of MATRIX_SUBJECTS) {
    const actions = MATRIX_ACTIONS.filter((action) => matrix.grants[subject].includes(action))
    if (actions.length === MATRIX_ACTIONS.length) granted.push({ action: 'manage', subject })
    else if (actions.length === 1) granted.push({ action: actions[0]!, subject })
    else if (actions.length > 1) granted.push({ action: actions, subject })
  }
  return [...granted, ...kept]
}
