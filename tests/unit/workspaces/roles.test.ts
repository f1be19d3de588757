import { subject as asSubject } from '@casl/ability'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WORKSPACE_ROLES, workspaceAbility, type WorkspaceRole } from '@/domain/workspaces'
import {
  ACTIONS,
  SUBJECTS,
  createAbility,
  type AbilityRule,
  type Action,
  type AppAbility,
  type Subject,
} from '@/lib/ability'
import { ROLE_RULES } from '@/mocks/api/roles'

/** What each workspace role may do on the product subjects, written out as docs/product.md says it. */
const INTENDED: Record<WorkspaceRole, Record<string, readonly Action[]>> = {
  owner: {
    Automation: ['manage'],
    Integration: ['manage'],
    Chat: ['manage'],
    Contact: ['manage'],
    Workspace: ['manage'],
  },
  admin: {
    Automation: ['manage'],
    Integration: ['manage'],
    Chat: ['manage'],
    Contact: ['manage'],
    Workspace: ['manage'],
  },
  agent: {
    Automation: ['read'],
    Integration: ['read'],
    Chat: ['manage'],
    Contact: ['read', 'update'],
    Workspace: ['read'],
  },
  viewer: { Automation: ['read'], Integration: ['read'], Chat: ['read'], Contact: ['read'], Workspace: ['read'] },
}

const workspaceAllows = (role: WorkspaceRole, action: Action, subject: string) => {
  const granted = INTENDED[role][subject] ?? []
  return granted.includes('manage') || granted.includes(action)
}

/** The intended answer: template subjects the app role's, Contact/Workspace the workspace role's, the rest both. */
function intended(app: AppAbility, role: WorkspaceRole, action: Action, subject: Subject, record?: object): boolean {
  const appSays = record ? app.can(action, asSubject(subject, { ...record }) as never) : app.can(action, subject)
  if (subject === 'Contact' || subject === 'Workspace') return workspaceAllows(role, action, subject)
  if (subject === 'Automation' || subject === 'Integration' || subject === 'Chat')
    return appSays && workspaceAllows(role, action, subject)
  return appSays
}

function expectIntended(appRules: AbilityRule[], role: WorkspaceRole) {
  const app = createAbility(appRules)
  const combined = workspaceAbility(appRules, role)
  for (const action of ACTIONS)
    for (const subject of SUBJECTS) {
      expect(combined.can(action, subject), `${role}: ${action} ${subject}`).toBe(intended(app, role, action, subject))
      if (subject === 'all') continue
      for (const record of [{ ownerUid: 'a' }, { ownerUid: 'b' }])
        expect(
          combined.can(action, asSubject(subject, { ...record }) as never),
          `${role}: ${action} ${subject} ${record.ownerUid}`,
        ).toBe(intended(app, role, action, subject, record))
    }
}

const ruleArb: fc.Arbitrary<AbilityRule> = fc
  .record({
    action: fc.oneof(
      fc.constantFrom(...ACTIONS),
      fc.uniqueArray(fc.constantFrom(...ACTIONS), { minLength: 1, maxLength: 3 }),
    ),
    subject: fc.oneof(
      fc.constantFrom(...SUBJECTS),
      fc.uniqueArray(fc.constantFrom(...SUBJECTS), { minLength: 1, maxLength: 3 }),
    ),
    inverted: fc.boolean(),
    conditions: fc.option(fc.constant({ ownerUid: 'a' }), { nil: undefined }),
  })
  .map(({ conditions, inverted, ...rule }) => ({
    ...rule,
    ...(inverted ? { inverted } : {}),
    ...(conditions ? { conditions } : {}),
  }))

describe('workspace roles', () => {
  it('combine with each seeded app-wide role as the table says', () => {
    for (const rules of Object.values(ROLE_RULES)) for (const role of WORKSPACE_ROLES) expectIntended(rules, role)
  })

  it('combine with any app-wide rules, inverted and conditional ones included, as the table says', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 8 }), fc.constantFrom(...WORKSPACE_ROLES), (rules, role) => {
        expectIntended(rules, role)
      }),
    )
  })

  it('let a viewer read the inbox but never send, and an agent answer but not manage the team', () => {
    const viewer = workspaceAbility(ROLE_RULES.client, 'viewer')
    expect(viewer.can('read', 'Chat')).toBe(true)
    expect(viewer.can('create', 'Chat')).toBe(false)
    const agent = workspaceAbility(ROLE_RULES.client, 'agent')
    expect(agent.can('create', 'Chat')).toBe(true)
    expect(agent.can('update', 'Workspace')).toBe(false)
    expect(agent.can('update', 'Automation')).toBe(false)
    // An app-wide admin is still only an agent in a workspace that made them one.
    expect(workspaceAbility(ROLE_RULES.admin, 'agent').can('delete', 'Automation')).toBe(false)
    expect(workspaceAbility(ROLE_RULES.admin, 'agent').can('update', 'Role')).toBe(true)
  })
})
