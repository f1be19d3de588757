import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AutomationAccount, AutomationSummary } from '@/domain/automations/apiTypes'
import type { ListPage } from '@/domain/list'
import type {
  MemberRole,
  MyWorkspace,
  WorkspaceInvitation,
  WorkspaceMember,
  WorkspaceSettings,
} from '@/domain/workspaces'
import { WORKSPACE_HEADER } from '@/domain/workspaces'
import { createAbility } from '@/lib/ability'
import type { SessionResponse } from '@/mocks/api/session'
import type { ApiHost, Person } from '../support/apiHost'
import { automationInput, connectAccount } from '../support/instagram'

type ApiErrorBody = { error: { code: string; message: string } }

/**
 * Teams over HTTP, on any host of the backend (docs/product.md, "Workspaces"): an owner invites by
 * address, the invitee accepts with a verified sign-in of that address and works in the owner's
 * workspace with the role invited as; the server holds each role to its rules; removing, leaving and
 * handing over take effect on the next request.
 */
export function describeTeamContract(name: string, makeHost: () => Promise<ApiHost>) {
  describe(`teams on ${name}`, () => {
    let host: ApiHost
    let owner: Person
    let account: AutomationAccount
    let automation: AutomationSummary

    beforeAll(async () => {
      host = await makeHost()
      owner = await host.person()
      account = await connectAccount(owner, 'cafe.aurora')
      const created = await owner.call<AutomationSummary>('POST', '/automations', automationInput(account.accountId))
      expect(created.status, created.text).toBe(201)
      automation = created.json
    })
    afterAll(() => host?.close())

    /** Invites a new verified person as `role` to `inviter`'s current workspace; they accept. */
    const join = async (role: MemberRole, inviter = owner) => {
      const member = await host.person('client', { verified: true })
      const invited = await inviter.call<WorkspaceInvitation>('POST', '/workspaces/current/invitations', {
        email: member.email,
        role,
      })
      expect(invited.status, invited.text).toBe(201)
      const accepted = await member.call<MyWorkspace>('POST', `/invitations/${invited.json.id}/accept`)
      expect(accepted.status, accepted.text).toBe(200)
      return { member, workspace: accepted.json }
    }
    const automationNames = async (who: Person) =>
      (await who.call<ListPage<AutomationSummary>>('GET', '/automations')).json.items.map((each) => each.id)

    it('keeps a workspace from before teams as it was: personal, owned by its person, its records readable', async () => {
      const mine = await owner.call<MyWorkspace[]>('GET', '/workspaces')
      expect(mine.json).toEqual([expect.objectContaining({ id: owner.uid, role: 'owner', current: true })])
      const session = await owner.call<SessionResponse>('GET', '/session')
      expect(session.json.workspace).toMatchObject({ id: owner.uid, role: 'owner' })
      expect(await automationNames(owner)).toContain(automation.id)
    })

    it('lets an invitee who signs in with the invited address join, and read the owner’s automations', async () => {
      const { member, workspace } = await join('agent')
      expect(workspace).toMatchObject({ id: owner.uid, role: 'agent', current: true })
      expect(await automationNames(member)).toContain(automation.id)
      // The owner's records are untouched by sharing, and the owner still reads them.
      expect(await automationNames(owner)).toContain(automation.id)
      const members = await owner.call<WorkspaceMember[]>('GET', '/workspaces/current/members')
      expect(members.json.map((each) => [each.uid, each.role])).toEqual(
        expect.arrayContaining([
          [owner.uid, 'owner'],
          [member.uid, 'agent'],
        ]),
      )
      expect(members.json[0]!.uid).toBe(owner.uid)
      // Their own workspace is still theirs to switch back to.
      const theirs = await member.call<MyWorkspace[]>('GET', '/workspaces')
      expect(theirs.json.map((each) => [each.id, each.role, each.current])).toEqual([
        [member.uid, 'owner', false],
        [owner.uid, 'agent', true],
      ])
      expect((await member.call('PUT', '/workspaces/current', { id: member.uid })).status).toBe(200)
      expect(await automationNames(member)).not.toContain(automation.id)
      expect((await member.call('PUT', '/workspaces/current', { id: owner.uid })).status).toBe(200)
      expect(await automationNames(member)).toContain(automation.id)
    })

    it('refuses an invitation to anyone signed in with another address, or with one not proved theirs', async () => {
      const invited = await owner.call<WorkspaceInvitation>('POST', '/workspaces/current/invitations', {
        email: `someone-${Math.random().toString(36).slice(2, 8)}@conversa.test`,
        role: 'admin',
      })
      expect(invited.status, invited.text).toBe(201)
      for (const intruder of [await host.person('client', { verified: true }), await host.person()]) {
        const refused = await intruder.call<ApiErrorBody>('POST', `/invitations/${invited.json.id}/accept`)
        expect(refused.status).toBe(403)
        expect(refused.json.error.code).toBe('invitations/wrong-email')
        expect(await automationNames(intruder)).toEqual([])
      }
      const pending = await owner.call<WorkspaceInvitation[]>('GET', '/workspaces/current/invitations')
      expect(pending.json.map((each) => each.id)).toContain(invited.json.id)
      expect((await owner.call('DELETE', `/workspaces/current/invitations/${invited.json.id}`)).status).toBe(204)
    })

    it('tells someone signed in with the invited address, not yet confirmed, to confirm it first', async () => {
      const unconfirmed = await host.person()
      const invited = await owner.call<WorkspaceInvitation>('POST', '/workspaces/current/invitations', {
        email: unconfirmed.email,
        role: 'agent',
      })
      expect(invited.status, invited.text).toBe(201)
      const refused = await unconfirmed.call<ApiErrorBody>('POST', `/invitations/${invited.json.id}/accept`)
      expect(refused.status).toBe(403)
      expect(refused.json.error.code).toBe('invitations/unverified-email')
      expect(await automationNames(unconfirmed)).toEqual([])
      expect((await owner.call('DELETE', `/workspaces/current/invitations/${invited.json.id}`)).status).toBe(204)
    })

    it('refuses an agent every change of the members, and a viewer every send', async () => {
      const { member: agent } = await join('agent')
      const { member: viewer } = await join('viewer')
      for (const [method, path, body] of [
        ['PATCH', `/workspaces/current/members/${viewer.uid}`, { role: 'admin' }],
        ['DELETE', `/workspaces/current/members/${viewer.uid}`, undefined],
        ['POST', '/workspaces/current/invitations', { email: 'new@conversa.test', role: 'agent' }],
        ['PATCH', '/workspaces/current', { name: 'Taken over' }],
      ] as const) {
        const refused = await agent.call<ApiErrorBody>(method, path, body)
        expect(refused.status, `${method} ${path}`).toBe(403)
      }
      const sent = await viewer.call<ApiErrorBody>('POST', '/chat/threads/any-thread/messages', { text: 'Hello' })
      expect(sent.status).toBe(403)
      expect((await viewer.call('GET', '/chat/threads')).status).toBe(200)
      // The session's rules say the same to the browser.
      const rules = createAbility((await viewer.call<SessionResponse>('GET', '/session')).json.abilityRules)
      expect(rules.can('read', 'Chat')).toBe(true)
      expect(rules.can('create', 'Chat')).toBe(false)
      expect((await viewer.call<SessionResponse>('GET', '/session')).json.workspace.role).toBe('viewer')
    })

    it('lets an admin change roles but never the owner’s, and nobody remove the owner', async () => {
      const { member: admin } = await join('admin')
      const { member: agent } = await join('agent')
      const promoted = await admin.call<WorkspaceMember>('PATCH', `/workspaces/current/members/${agent.uid}`, {
        role: 'viewer',
      })
      expect(promoted.status, promoted.text).toBe(200)
      expect(promoted.json.role).toBe('viewer')
      const demoteOwner = await admin.call<ApiErrorBody>('PATCH', `/workspaces/current/members/${owner.uid}`, {
        role: 'agent',
      })
      expect(demoteOwner.status).toBe(403)
      const makeOwner = await admin.call('PATCH', `/workspaces/current/members/${agent.uid}`, { role: 'owner' })
      expect(makeOwner.status).toBe(400)
      const removeOwner = await admin.call<ApiErrorBody>('DELETE', `/workspaces/current/members/${owner.uid}`)
      expect(removeOwner.status).toBe(403)
      expect(removeOwner.json.error.code).toBe('workspaces/owner-cannot-be-removed')
      expect((await admin.call('POST', '/workspaces/current/transfer', { uid: admin.uid })).status).toBe(403)
    })

    it('refuses a removed member at their next request, then has them work in their own workspace', async () => {
      const { member } = await join('agent')
      expect(await automationNames(member)).toContain(automation.id)
      expect((await owner.call('DELETE', `/workspaces/current/members/${member.uid}`)).status).toBe(204)
      const refused = await member.call<ApiErrorBody>('GET', '/automations')
      expect(refused.status).toBe(403)
      expect(refused.json.error.code).toBe('workspaces/not-a-member')
      expect(await automationNames(member)).toEqual([])
      // A tab still showing the workspace they were removed from is told so at every request.
      const fromThatTab = await member.call<ApiErrorBody>('GET', '/automations', undefined, {
        [WORKSPACE_HEADER]: owner.uid,
      })
      expect(fromThatTab.status).toBe(403)
      expect(fromThatTab.json.error.code).toBe('workspaces/not-a-member')
      const theirs = await member.call<MyWorkspace[]>('GET', '/workspaces')
      expect(theirs.json).toEqual([expect.objectContaining({ id: member.uid, role: 'owner', current: true })])
      expect((await member.call('PUT', '/workspaces/current', { id: owner.uid })).status).toBe(403)
    })

    it('refuses what a tab showing the workspace the person switched away from would change, and lets it switch back', async () => {
      const { member } = await join('admin')
      const inOwners = { [WORKSPACE_HEADER]: owner.uid }
      // Another tab switches to the member's own workspace; this one still shows the owner's.
      expect((await member.call('PUT', '/workspaces/current', { id: member.uid })).status).toBe(200)
      const stale = await member.call<ApiErrorBody>(
        'POST',
        '/automations',
        automationInput(account.accountId, { name: 'From the stale tab' }),
        inOwners,
      )
      expect(stale.status).toBe(409)
      expect(stale.json.error.code).toBe('workspaces/switched')
      const namesIn = async (who: Person) =>
        (await who.call<ListPage<AutomationSummary>>('GET', '/automations')).json.items.map((each) => each.name)
      expect(await namesIn(member)).not.toContain('From the stale tab')
      expect(await namesIn(owner)).not.toContain('From the stale tab')
      // Its switcher still lists the workspaces, and switching back makes it current again.
      const listed = await member.call<MyWorkspace[]>('GET', '/workspaces', undefined, inOwners)
      expect(listed.json.find((each) => each.current)?.id).toBe(member.uid)
      expect((await member.call('PUT', '/workspaces/current', { id: owner.uid }, inOwners)).status).toBe(200)
      const saved = await member.call<AutomationSummary>(
        'POST',
        '/automations',
        automationInput(account.accountId, { name: 'From the stale tab' }),
        inOwners,
      )
      expect(saved.status, saved.text).toBe(201)
      expect(await namesIn(owner)).toContain('From the stale tab')
    })

    it('lets a member leave, but not the owner before handing the workspace over', async () => {
      const { member } = await join('viewer')
      expect((await member.call('POST', '/workspaces/current/leave')).status).toBe(204)
      expect(await automationNames(member)).toEqual([])
      const ownerLeaves = await owner.call<ApiErrorBody>('POST', '/workspaces/current/leave')
      expect(ownerLeaves.status).toBe(409)
      expect(ownerLeaves.json.error.code).toBe('workspaces/owner-must-transfer')
    })

    it('hands a workspace over: the new owner holds it, and the former one, once gone, never regains it', async () => {
      const founder = await host.person()
      const settings = await founder.call<WorkspaceSettings>('PATCH', '/workspaces/current', {
        name: 'Founders',
        humanAgentEnabled: true,
        pauseAutomationsMinutes: 90,
      })
      expect(settings.json).toEqual({
        id: founder.uid,
        name: 'Founders',
        humanAgentEnabled: true,
        pauseAutomationsMinutes: 90,
      })
      const { member: heir } = await join('admin', founder)
      expect((await founder.call('POST', '/workspaces/current/transfer', { uid: heir.uid })).status).toBe(204)
      const roles = await heir.call<WorkspaceMember[]>('GET', '/workspaces/current/members')
      expect(roles.json.map((each) => [each.uid, each.role])).toEqual([
        [heir.uid, 'owner'],
        [founder.uid, 'admin'],
      ])
      expect((await founder.call('POST', '/workspaces/current/leave')).status).toBe(204)
      // The founder's uid names the workspace they handed over; they get a new one of their own.
      const theirs = await founder.call<MyWorkspace[]>('GET', '/workspaces')
      expect(theirs.json).toHaveLength(1)
      expect(theirs.json[0]).toMatchObject({ role: 'owner', current: true })
      expect(theirs.json[0]!.id).not.toBe(founder.uid)
      expect((await founder.call('PUT', '/workspaces/current', { id: founder.uid })).status).toBe(403)
      expect((await heir.call<WorkspaceSettings>('GET', '/workspaces/current')).json).toMatchObject({
        id: founder.uid,
        name: 'Founders',
      })
    })

    it('keeps a handed-over workspace its new owner’s when the former owner deletes their account', async () => {
      const founder = await host.person()
      const { member: heir } = await join('admin', founder)
      const refused = await founder.call<ApiErrorBody>('DELETE', '/session')
      expect(refused.status).toBe(409)
      expect(refused.json.error.code).toBe('account/owns-team')
      expect((await founder.call('POST', '/workspaces/current/transfer', { uid: heir.uid })).status).toBe(204)
      const renamed = await heir.call('PATCH', '/workspaces/current', { name: 'Heirs' })
      expect(renamed.status, renamed.text).toBe(200)
      expect((await founder.call('DELETE', '/session')).status).toBe(204)
      const members = await heir.call<WorkspaceMember[]>('GET', '/workspaces/current/members')
      expect(members.json.map((each) => each.uid)).toEqual([heir.uid])
      expect((await heir.call<WorkspaceSettings>('GET', '/workspaces/current')).json).toMatchObject({
        id: founder.uid,
        name: 'Heirs',
      })
    })
  })
}
