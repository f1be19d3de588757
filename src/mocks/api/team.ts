import { z } from 'zod'
import {
  INVITATION_LIFETIME_MS,
  MEMBER_ROLES,
  type MyWorkspace,
  type WorkspaceInvitation,
  type WorkspaceMember,
  type WorkspaceSettings,
} from '@/domain/workspaces'
import { http, json } from '@/server/http/route'
import type { Database } from '@/server/storage/database'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import type { MockBackend } from '../types'
import { emailOf } from './profiles'
import {
  belongingsOf,
  currentWorkspacesOf,
  invitationsOf,
  materializeWorkspace,
  membershipId,
  membershipsOf,
  nameOf,
  profileByUid,
  workspacesOf,
  workspaceSettingsOf,
  type StoredInvitation,
  type StoredMembership,
} from './teamRecords'
import { leaveCurrentWorkspace, type CallerWorkspace } from './workspaces'

const CURRENT = `${API}/workspaces/current`

const settingsPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    humanAgentEnabled: z.boolean(),
    // Up to a week; null: until the thread is marked done.
    pauseAutomationsMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .nullable(),
  })
  .partial()
  .strict()

const memberRoleSchema = z.enum(MEMBER_ROLES)

const notMember = () => apiError(404, 'workspaces/member-not-found', 'No such member in this workspace.')
const ownerOnly = () => apiError(403, 'workspaces/owner-only', 'Only the owner of the workspace may do this.')

async function settingsOf(db: Database, workspaceId: string): Promise<WorkspaceSettings> {
  return { ...(await workspaceSettingsOf(db, workspaceId)), name: await nameOf(db, workspaceId) }
}

/** The members of a workspace; a personal workspace never shared has its person alone. */
async function membersOf(db: Database, workspaceId: string): Promise<StoredMembership[]> {
  if (!(await workspacesOf(db).get(workspaceId))) {
    const profile = await profileByUid(db, workspaceId)
    return [
      {
        id: membershipId(workspaceId, workspaceId),
        ownerUid: workspaceId,
        workspaceId,
        uid: workspaceId,
        email: profile?.email ?? '',
        role: 'owner',
        joinedAt: profile?.createdAt ?? new Date(0).toISOString(),
      },
    ]
  }
  return membershipsOf(db).filter((membership) => membership.workspaceId === workspaceId)
}

async function asMember(db: Database, membership: StoredMembership): Promise<WorkspaceMember> {
  const profile = await profileByUid(db, membership.uid)
  return {
    uid: membership.uid,
    email: membership.email,
    fullName: profile?.fullName || membership.email,
    role: membership.role,
    joinedAt: membership.joinedAt,
  }
}

const asInvitation = ({ id, email, role, createdAt, expiresAt }: StoredInvitation): WorkspaceInvitation => ({
  id,
  email,
  role,
  createdAt,
  expiresAt,
})

/** Shares the caller's personal workspace if it never was: members and settings need its record. */
async function materialize(backend: MockBackend, db: Database, user: VerifiedIdToken, workspace: CallerWorkspace) {
  if (workspace.id !== user.uid) return
  await materializeWorkspace(
    db,
    { uid: user.uid, email: emailOf(user), name: await nameOf(db, user.uid) },
    backend.now(),
  )
}

const isPending = (invitation: StoredInvitation, now: number) =>
  invitation.acceptedAt === null && Date.parse(invitation.expiresAt) > now

/**
 * Teams (docs/product.md, "Workspaces"): the caller's workspaces and the switch between them, the
 * current workspace's settings, members and invitations, and accepting an invitation. Owners and
 * admins manage the team (`update Workspace`); only the owner hands the workspace over, and nobody
 * removes the owner or makes another one except by that handover.
 */
export function teamHandlers(backend: MockBackend) {
  const { db } = backend
  return [
    http.get(
      `${API}/workspaces`,
      endpoint(backend, { can: 'signedIn', fromAnyWorkspace: true }, async ({ user, workspace }) => {
        const belongings = await belongingsOf(db, user.uid)
        return json<MyWorkspace[]>(
          await Promise.all(
            belongings.map(async ({ id, role }) => ({
              id,
              name: await nameOf(db, id),
              role,
              current: id === workspace.id,
            })),
          ),
        )
      }),
    ),
    http.put(
      CURRENT,
      endpoint(
        backend,
        { can: 'signedIn', fromAnyWorkspace: true, body: z.object({ id: z.string().min(1) }) },
        async ({ user, body }) => {
          const belonging = (await belongingsOf(db, user.uid)).find((candidate) => candidate.id === body.id)
          if (!belonging) return apiError(403, 'workspaces/not-a-member', 'You are not a member of this workspace.')
          await currentWorkspacesOf(db).insert({ id: user.uid, ownerUid: user.uid, workspaceId: belonging.id })
          return json<MyWorkspace>({ ...belonging, name: await nameOf(db, belonging.id), current: true })
        },
      ),
    ),
    http.get(
      CURRENT,
      endpoint(backend, { can: ['read', 'Workspace'] }, async ({ workspace }) =>
        json<WorkspaceSettings>(await settingsOf(db, workspace.id)),
      ),
    ),
    http.patch(
      CURRENT,
      endpoint(
        backend,
        { can: ['update', 'Workspace'], body: settingsPatchSchema },
        async ({ user, workspace, body }) => {
          await db.transaction(async (inside) => {
            await materialize(backend, inside, user, workspace)
            await workspacesOf(inside).update(workspace.id, body)
          })
          return json<WorkspaceSettings>(await settingsOf(db, workspace.id))
        },
      ),
    ),
    http.get(
      `${CURRENT}/members`,
      endpoint(backend, { can: ['read', 'Workspace'] }, async ({ workspace }) => {
        const members = await Promise.all((await membersOf(db, workspace.id)).map((each) => asMember(db, each)))
        // The owner first, then by arrival.
        members.sort(
          (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || a.joinedAt.localeCompare(b.joinedAt),
        )
        return json<WorkspaceMember[]>(members)
      }),
    ),
    http.patch(
      `${CURRENT}/members/:uid`,
      endpoint(
        backend,
        { can: ['update', 'Workspace'], body: z.object({ role: memberRoleSchema }) },
        async ({ workspace, params, body }) => {
          const changed = await db.transaction(async (inside) => {
            const membership = await membershipsOf(inside).get(membershipId(workspace.id, String(params.uid)))
            if (!membership) return notMember()
            // The owner changes only by a handover, which only they make.
            if (membership.role === 'owner')
              return apiError(
                403,
                'workspaces/owner-role',
                "The owner's role changes only by handing the workspace over.",
              )
            return (await membershipsOf(inside).update(membership.id, { role: body.role })) ?? membership
          })
          return changed instanceof Response ? changed : json<WorkspaceMember>(await asMember(db, changed))
        },
      ),
    ),
    http.delete(
      `${CURRENT}/members/:uid`,
      endpoint(backend, { can: ['update', 'Workspace'] }, async ({ workspace, params }) => {
        const removed = await db.transaction(async (inside) => {
          const membership = await membershipsOf(inside).get(membershipId(workspace.id, String(params.uid)))
          if (!membership) return notMember()
          if (membership.role === 'owner')
            return apiError(403, 'workspaces/owner-cannot-be-removed', 'Nobody removes the owner of a workspace.')
          await membershipsOf(inside).remove(membership.id)
          return null
        })
        return removed ?? new Response(null, { status: 204 })
      }),
    ),
    http.post(
      `${CURRENT}/leave`,
      endpoint(backend, { can: 'signedIn' }, async ({ user, workspace }) => {
        if (workspace.role === 'owner')
          return apiError(409, 'workspaces/owner-must-transfer', 'Hand the workspace over to another member first.')
        await membershipsOf(db).remove(membershipId(workspace.id, user.uid))
        await leaveCurrentWorkspace(backend, user)
        return new Response(null, { status: 204 })
      }),
    ),
    http.post(
      `${CURRENT}/transfer`,
      endpoint(
        backend,
        { can: ['update', 'Workspace'], body: z.object({ uid: z.string().min(1) }) },
        async ({ user, workspace, body }) => {
          if (workspace.role !== 'owner') return ownerOnly()
          if (body.uid === user.uid) return apiError(409, 'workspaces/already-owner', 'You already own this workspace.')
          const handed = await db.transaction(async (inside) => {
            const memberships = membershipsOf(inside)
            const next = await memberships.get(membershipId(workspace.id, body.uid))
            if (!next) return notMember()
            await memberships.update(next.id, { role: 'owner' })
            // The former owner stays, as an admin: they may leave afterwards.
            await memberships.update(membershipId(workspace.id, user.uid), { role: 'admin' })
            return null
          })
          return handed ?? new Response(null, { status: 204 })
        },
      ),
    ),
    http.get(
      `${CURRENT}/invitations`,
      endpoint(backend, { can: ['read', 'Workspace'] }, async ({ workspace }) => {
        const now = backend.now()
        const pending = (await invitationsOf(db).ownedBy(workspace.id)).filter((each) => isPending(each, now))
        return json<WorkspaceInvitation[]>(pending.map(asInvitation))
      }),
    ),
    http.post(
      `${CURRENT}/invitations`,
      endpoint(
        backend,
        {
          can: ['update', 'Workspace'],
          body: z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), role: memberRoleSchema }),
        },
        async ({ user, workspace, body }) => {
          const now = backend.now()
          const invited = await db.transaction(async (inside) => {
            await materialize(backend, inside, user, workspace)
            const members = await membersOf(inside, workspace.id)
            if (members.some((member) => member.email.toLowerCase() === body.email))
              return apiError(409, 'workspaces/already-member', 'This person is already a member.', {
                email: 'already-member',
              })
            // One pending invitation per address: inviting again replaces it (a new role, a new week).
            for (const earlier of await invitationsOf(inside).ownedBy(workspace.id))
              if (earlier.email === body.email && earlier.acceptedAt === null)
                await invitationsOf(inside).remove(earlier.id)
            return invitationsOf(inside).insert({
              id: crypto.randomUUID(),
              ownerUid: workspace.id,
              workspaceId: workspace.id,
              email: body.email,
              role: body.role,
              invitedBy: user.uid,
              createdAt: new Date(now).toISOString(),
              expiresAt: new Date(now + INVITATION_LIFETIME_MS).toISOString(),
              acceptedAt: null,
            })
          })
          return invited instanceof Response
            ? invited
            : json<WorkspaceInvitation>(asInvitation(invited), { status: 201 })
        },
      ),
    ),
    http.delete(
      `${CURRENT}/invitations/:id`,
      endpoint(backend, { can: ['update', 'Workspace'] }, async ({ workspace, params }) => {
        const invitation = await invitationsOf(db).get(String(params.id))
        if (!invitation || invitation.workspaceId !== workspace.id || invitation.acceptedAt !== null)
          return apiError(404, 'invitations/not-found', 'No such invitation.')
        await invitationsOf(db).remove(invitation.id)
        return new Response(null, { status: 204 })
      }),
    ),
    http.post(
      `${API}/invitations/:id/accept`,
      // Anyone signed in with the invited address: the emailed link signs them in with it.
      endpoint(backend, { can: 'signedIn' }, async ({ user, params }) => {
        const now = backend.now()
        const joined = await db.transaction(async (inside) => {
          const invitation = await invitationsOf(inside).get(String(params.id))
          if (!invitation || invitation.acceptedAt !== null)
            return apiError(404, 'invitations/not-found', 'This invitation was revoked or already used.')
          if (Date.parse(invitation.expiresAt) <= now)
            return apiError(410, 'invitations/expired', 'This invitation has expired. Ask for a new one.')
          if (emailOf(user).toLowerCase() !== invitation.email)
            return apiError(403, 'invitations/wrong-email', 'This invitation was sent to another address.')
          // An address nobody proved theirs could be anyone's: only a verified sign-in with it accepts.
          if (!user.emailVerified)
            return apiError(
              403,
              'invitations/unverified-email',
              'Confirm this address first: open the invitation from its email, whose link confirms it.',
            )
          const id = membershipId(invitation.workspaceId, user.uid)
          if (!(await membershipsOf(inside).get(id)))
            await membershipsOf(inside).insert({
              id,
              ownerUid: user.uid,
              workspaceId: invitation.workspaceId,
              uid: user.uid,
              email: invitation.email,
              role: invitation.role,
              joinedAt: new Date(now).toISOString(),
            })
          await invitationsOf(inside).update(invitation.id, { acceptedAt: new Date(now).toISOString() })
          await currentWorkspacesOf(inside).insert({
            id: user.uid,
            ownerUid: user.uid,
            workspaceId: invitation.workspaceId,
          })
          const membership = (await membershipsOf(inside).get(id))!
          return { id: invitation.workspaceId, role: membership.role }
        })
        if (joined instanceof Response) return joined
        return json<MyWorkspace>({ ...joined, name: await nameOf(db, joined.id), current: true })
      }),
    ),
  ]
}
