import { describe, expect, it } from 'vitest'
import { decideMenuScreens, signedInAs, VISITOR } from '@/features/access-control/routeDecisions'
import { ROLE_RULES } from '@/mocks/api/roles'

/** The access-control page asks the navigation guard itself what each menu screen does for a role. */
describe('what each role may open', () => {
  const outcome = (decisions: ReturnType<typeof decideMenuScreens>, name: string) =>
    decisions.find((decision) => decision.name === name)?.outcome

  it('sends a visitor to sign in for the app, and opens the public site', () => {
    const decisions = decideMenuScreens(VISITOR)
    expect(outcome(decisions, 'dashboards')).toBe('sign-in')
    expect(outcome(decisions, 'instagram-webhooks')).toBe('sign-in')
    expect(outcome(decisions, 'front-landing')).toBe('opens')
    expect(decisions.find((decision) => decision.name === 'roles')!.needs).toEqual({ action: 'read', subject: 'Role' })
  })

  it('follows each role’s rules: the client is refused webhooks and roles, the admin opens every menu screen', () => {
    const client = decideMenuScreens(signedInAs(ROLE_RULES.client))
    expect(outcome(client, 'automations')).toBe('opens')
    expect(outcome(client, 'instagram-webhooks')).toBe('not-authorized')
    expect(outcome(client, 'roles')).toBe('not-authorized')
    const withWebhooks = decideMenuScreens(signedInAs([...ROLE_RULES.client, { action: 'read', subject: 'AclDemo' }]))
    expect(outcome(withWebhooks, 'instagram-webhooks')).toBe('opens')
    const admin = decideMenuScreens(signedInAs(ROLE_RULES.admin))
    expect(admin.filter((decision) => decision.outcome !== 'opens')).toEqual([])
  })
})
