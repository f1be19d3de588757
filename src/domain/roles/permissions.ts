import type { AbilityRule } from '@/lib/ability'
import {
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  matrixOf,
  rulesOfMatrix,
  type MatrixAction,
  type MatrixSubject,
} from './rules'

/**
 * The permissions view of the roles (`/apps/permissions`): an area of the app (a subject of the
 * rules) and which roles may do what in it. The same stored rules as `/apps/roles`, read the other
 * way round; nothing is stored twice.
 */
export interface PermissionAssignment {
  role: string
  /** `full` when the role has full access (`manage all`), which no single area can take away. */
  actions: MatrixAction[] | 'full'
}

export interface PermissionRow {
  subject: MatrixSubject
  assignedTo: PermissionAssignment[]
}

export function permissionRows(roles: readonly { id: string; rules: readonly AbilityRule[] }[]): PermissionRow[] {
  const matrices = roles.map((role) => ({ role: role.id, matrix: matrixOf(role.rules).matrix }))
  return MATRIX_SUBJECTS.map((subject) => ({
    subject,
    assignedTo: matrices.flatMap(({ role, matrix }): PermissionAssignment[] => {
      if (matrix.fullAccess) return [{ role, actions: 'full' }]
      const actions = matrix.grants[subject]
      return actions.length > 0 ? [{ role, actions }] : []
    }),
  }))
}

/** A role's rules with one area's actions replaced; rules the matrix cannot show are kept. */
export function withAreaActions(
  rules: readonly AbilityRule[],
  subject: MatrixSubject,
  actions: readonly MatrixAction[],
): AbilityRule[] {
  const { matrix, kept } = matrixOf(rules)
  if (matrix.fullAccess) return [...rules]
  const wanted = MATRIX_ACTIONS.filter((action) => actions.includes(action))
  return rulesOfMatrix({ ...matrix, grants: { ...matrix.grants, [subject]: wanted } }, kept)
}

/** `PUT /api/permissions/:subject`: each listed role's actions in that area. */
export interface PermissionUpdate {
  grants: Record<string, MatrixAction[]>
}
