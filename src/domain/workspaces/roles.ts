import { ACTIONS, createAbility, type AbilityRule, type Action, type AppAbility, type Subject } from '@/lib/ability'

/**
 * A member's role in a workspace (docs/product.md, "Workspaces"). The app-wide role (admin,
 * client) keeps deciding the template's apps; the workspace role decides the product's subjects.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'agent', 'viewer'] as const
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number]

/** The subjects a workspace holds: what a member may do with them is their workspace role's. */
const PRODUCT_SUBJECTS = ['Automation', 'Integration', 'Chat', 'Contact', 'Workspace'] as const
type ProductSubject = (typeof PRODUCT_SUBJECTS)[number]

/**
 * Product subjects that also need the app-wide role to allow them: an app-wide role that takes
 * automations away takes them away in every workspace. Contacts and the workspace itself are the
 * workspace role's alone.
 */
const ALSO_APP_WIDE: readonly ProductSubject[] = ['Automation', 'Integration', 'Chat']

/**
 * What each workspace role may do on each product subject. An owner and an admin may do the same;
 * what only an owner may (transfer the workspace, never be removed) the team endpoints check.
 * A viewer reads everything and sends nothing (`create Chat` is a send).
 */
const WORKSPACE_ROLE_GRANTS: Readonly<Record<WorkspaceRole, Readonly<Record<ProductSubject, readonly Action[]>>>> = {
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

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return (WORKSPACE_ROLES as readonly unknown[]).includes(value)
}

/**
 * The caller's CASL rules in a workspace: the app-wide role's rules, then, per product subject,
 * the workspace role's say. CASL lets a later rule win, so each product subject the workspace role
 * limits starts over with `cannot manage` and is granted again action by action: on a subject that
 * also needs the app-wide role, each granted action gets the app-wide rules that decide it
 * (conditions and inverted rules included, in their order), so both must allow it.
 */
export function workspaceRules(appRules: readonly AbilityRule[], role: WorkspaceRole): AbilityRule[] {
  const app = createAbility(appRules)
  const rules: AbilityRule[] = [...appRules]
  for (const subject of PRODUCT_SUBJECTS) {
    const granted = WORKSPACE_ROLE_GRANTS[role][subject]
    const needsApp = ALSO_APP_WIDE.includes(subject)
    // Everything the app-wide role says about it already holds: nothing to add.
    if (needsApp && granted.includes('manage')) continue
    // The app-wide rules already grant it all (an app-wide admin's `manage all`): nothing to add.
    if (granted.includes('manage') && grantsEverything(app, subject)) continue
    // A later `manage` overrides whatever came before on its subject; anything less starts over.
    if (!granted.includes('manage')) rules.push({ action: 'manage', subject, inverted: true })
    for (const action of granted)
      rules.push(...(needsApp ? appRulesDeciding(app, action, subject) : [{ action, subject }]))
  }
  return rules
}

/** Whether the rule deciding each action on `subject` allows it whatever the record. */
function grantsEverything(app: AppAbility, subject: Subject): boolean {
  return ACTIONS.every((action) => {
    const [deciding] = app.possibleRulesFor(action, subject)
    return deciding !== undefined && !deciding.inverted && !deciding.conditions && !deciding.fields
  })
}

/** The app-wide rules that decide `action` on `subject`, lowest priority first, narrowed to them. */
function appRulesDeciding(app: AppAbility, action: Action, subject: Subject): AbilityRule[] {
  return app
    .possibleRulesFor(action, subject)
    .toReversed()
    .map((rule) => ({
      action,
      subject,
      ...(rule.inverted ? { inverted: true } : {}),
      ...(rule.conditions ? { conditions: rule.conditions } : {}),
      ...(rule.fields ? { fields: rule.fields } : {}),
    }))
}

/** The caller's ability in a workspace (see `workspaceRules`). */
export function workspaceAbility(appRules: readonly AbilityRule[], role: WorkspaceRole): AppAbility {
  return createAbility(workspaceRules(appRules, role))
}
