import { describe, expect, it } from 'vitest'
import {
  MATRIX_SUBJECTS,
  matrixOf,
  permissionRows,
  roleChangeRefusal,
  ruleProblems,
  rulesOfMatrix,
  withAreaActions,
} from '@/domain/roles'
import type { AbilityRule } from '@/lib/ability'
import { ROLE_RULES } from '@/mocks/api/roles'

describe('role rules', () => {
  it('shows the seeded roles in the matrix and gives back the same rules', () => {
    const admin = matrixOf(ROLE_RULES.admin)
    expect(admin.matrix.fullAccess).toBe(true)
    expect(rulesOfMatrix(admin.matrix, admin.kept)).toEqual(ROLE_RULES.admin)

    const client = matrixOf(ROLE_RULES.client)
    expect(client.matrix.fullAccess).toBe(false)
    expect(client.matrix.grants.Dashboard).toEqual(['read'])
    expect(client.matrix.grants.Automation).toEqual(['read', 'create', 'update', 'delete'])
    expect(client.matrix.grants.AclDemo).toEqual([])
    expect(rulesOfMatrix(client.matrix, client.kept)).toEqual(ROLE_RULES.client)
    expect(Object.keys(client.matrix.grants)).toEqual(MATRIX_SUBJECTS)
  })

  it('keeps the rules the matrix cannot show, and merges actions given in several rules', () => {
    const rules: AbilityRule[] = [
      { action: 'read', subject: 'Invoice' },
      { action: ['create', 'update'], subject: 'Invoice' },
      { action: 'delete', subject: 'Invoice', inverted: true },
      { action: 'read', subject: 'Automation', conditions: { accountUsername: 'cafe.aurora' } },
      { action: 'read', subject: 'all' },
    ]
    const { matrix, kept } = matrixOf(rules)
    expect(matrix.grants.Invoice).toEqual(['read', 'create', 'update'])
    expect(kept).toEqual(rules.slice(2))
    expect(rulesOfMatrix(matrix, kept)).toEqual([{ action: ['read', 'create', 'update'], subject: 'Invoice' }, ...kept])
  })

  it('names each problem of a rule list a person sent', () => {
    expect(ruleProblems(ROLE_RULES.client)).toEqual([])
    expect(ruleProblems({ rules: [] })).toEqual([{ code: 'not-a-list' }])
    expect(ruleProblems(Array.from({ length: 101 }, () => ({ action: 'read', subject: 'Page' })))).toEqual([
      { code: 'too-many', max: 100 },
    ])
    expect(
      ruleProblems([
        'read Page',
        { action: ['read', 'fly'], subject: ['Page', 'Moon'] },
        { action: 'read', subject: 'Page', conditions: { status: { $in: ['paid', 'sent'] } } },
        { action: 'read', subject: 'Page', conditions: { $or: [] } },
        { action: 'read', subject: 'Page', conditions: { owner: { $regex: '.*' } } },
        { action: 'read', subject: 'Page', inverted: 'yes' },
        { action: 'read', subject: 'Page', because: 'why not' },
      ]),
    ).toEqual([
      { code: 'not-a-rule', index: 0 },
      { code: 'unknown-action', index: 1, value: 'fly' },
      { code: 'unknown-subject', index: 1, value: 'Moon' },
      { code: 'bad-conditions', index: 3 },
      { code: 'bad-conditions', index: 4 },
      { code: 'bad-inverted', index: 5 },
      { code: 'not-a-rule', index: 6 },
    ])
  })

  it('refuses editing one’s own role and leaving nobody able to manage roles', () => {
    const roles = [
      { id: 'admin', rules: ROLE_RULES.admin, users: 1 },
      { id: 'client', rules: ROLE_RULES.client, users: 3 },
    ]
    expect(roleChangeRefusal({ roleId: 'admin', callerRoleId: 'admin', rulesAfter: [], roles })).toBe('own-role')
    expect(roleChangeRefusal({ roleId: 'client', callerRoleId: 'admin', rulesAfter: [], roles })).toBeNull()
    // Someone whose role could manage roles may not strip the only role that can, held by others.
    const manager = { id: 'manager', rules: [{ action: 'update', subject: 'Role' }] as AbilityRule[], users: 1 }
    expect(
      roleChangeRefusal({ roleId: 'admin', callerRoleId: 'manager', rulesAfter: [], roles: [...roles, manager] }),
    ).toBeNull()
    expect(
      roleChangeRefusal({
        roleId: 'admin',
        callerRoleId: 'manager',
        rulesAfter: [],
        roles: [...roles, { ...manager, users: 0 }],
      }),
    ).toBe('no-manager-left')
  })
  it('reads the roles area by area, and changes one area of a role keeping the rest', () => {
    const roles = [
      { id: 'admin', rules: ROLE_RULES.admin },
      { id: 'client', rules: ROLE_RULES.client },
    ]
    const rows = permissionRows(roles)
    expect(rows.map((row) => row.subject)).toEqual(MATRIX_SUBJECTS)
    expect(rows.find((row) => row.subject === 'Dashboard')!.assignedTo).toEqual([
      { role: 'admin', actions: 'full' },
      { role: 'client', actions: ['read'] },
    ])
    expect(rows.find((row) => row.subject === 'Invoice')!.assignedTo).toEqual([{ role: 'admin', actions: 'full' }])

    const conditional: AbilityRule = { action: 'read', subject: 'Invoice', conditions: { status: 'paid' } }
    const changed = withAreaActions([...ROLE_RULES.client, conditional], 'Dashboard', ['read', 'update'])
    expect(changed).toContainEqual({ action: ['read', 'update'], subject: 'Dashboard' })
    expect(changed).toContainEqual(conditional)
    expect(withAreaActions(ROLE_RULES.client, 'Chat', [])).not.toContainEqual(
      expect.objectContaining({ subject: 'Chat' }),
    )
    expect(withAreaActions(ROLE_RULES.admin, 'Chat', [])).toEqual(ROLE_RULES.admin)
  })
})
