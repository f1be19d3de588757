import { queryOptions, useMutation } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { MemberRole, WorkspaceInvitation, WorkspaceMember, WorkspaceSettings } from '@/domain/workspaces'
import { hrefOf } from '@/routes/match'
import { api } from '@/runtime/api'
import { myWorkspacesQuery } from '@/runtime/resources/workspaces'
import { useIdentityService } from '@/runtime/session/SessionProvider'
import { teamRefusal } from './labels'

export { myWorkspacesQuery }

type WorkspaceSettingsPatch = Partial<Omit<WorkspaceSettings, 'id'>>

const CURRENT = '/workspaces/current'

export const currentWorkspaceQuery = () =>
  queryOptions({
    queryKey: ['workspaces', 'current'] as const,
    queryFn: () => api.get<WorkspaceSettings>(CURRENT),
  })

export const membersQuery = () =>
  queryOptions({
    queryKey: ['workspaces', 'current', 'members'] as const,
    queryFn: () => api.get<WorkspaceMember[]>(`${CURRENT}/members`),
  })

export const invitationsQuery = () =>
  queryOptions({
    queryKey: ['workspaces', 'current', 'invitations'] as const,
    queryFn: () => api.get<WorkspaceInvitation[]>(`${CURRENT}/invitations`),
  })

export const useUpdateWorkspace = () =>
  useResourceMutation('workspaces', (patch: WorkspaceSettingsPatch) => api.patch<WorkspaceSettings>(CURRENT, patch))

export const useChangeMemberRole = () =>
  useResourceMutation(
    'workspaces',
    ({ uid, role }: { uid: string; role: MemberRole }) =>
      api.patch<WorkspaceMember>(`${CURRENT}/members/${encodeURIComponent(uid)}`, { role }),
    { failure: teamRefusal },
  )

export const useRemoveMember = () =>
  useResourceMutation(
    'workspaces',
    (uid: string) => api.delete<void>(`${CURRENT}/members/${encodeURIComponent(uid)}`),
    { failure: teamRefusal },
  )

export const useRevokeInvitation = () =>
  useResourceMutation(
    'workspaces',
    (id: string) => api.delete<void>(`${CURRENT}/invitations/${encodeURIComponent(id)}`),
    { failure: teamRefusal },
  )

/** Creates the invitation on the server; the screen then has the identity service email the link. */
export const useCreateInvitation = () =>
  useResourceMutation(
    'workspaces',
    ({ input, idempotencyKey }: { input: { email: string; role: MemberRole }; idempotencyKey: string }) =>
      api.post<WorkspaceInvitation>(`${CURRENT}/invitations`, input, { idempotencyKey }),
  )

/**
 * Leaving and handing over change my role, hence the session's rules and what every cached view
 * may show: `then` starts the app again from the server rather than patching both in place.
 */
export const useLeaveWorkspace = (then: () => void) =>
  useMutation({ mutationFn: () => api.post<void>(`${CURRENT}/leave`), onSuccess: then })

export const useTransferOwnership = (then: () => void) =>
  useMutation({ mutationFn: (uid: string) => api.post<void>(`${CURRENT}/transfer`, { uid }), onSuccess: then })

/**
 * Joins the invitation's workspace as the signed-in person; it becomes their current workspace, so
 * `then` starts the app again there.
 */
export const useAcceptInvitation = (then: () => void) =>
  useMutation({
    mutationFn: (id: string) => api.post<unknown>(`/invitations/${encodeURIComponent(id)}/accept`),
    onSuccess: then,
  })

/** Where the invitation's email link brings the invitee back to. */
const invitationUrl = (origin: string, invitationId: string) => `${origin}${hrefOf('invitation', { id: invitationId })}`

/**
 * Emails the invitee a sign-in link that brings them back to the invitation (the identity service
 * sends it, from the browser): opening it signs them in with that address and accepts.
 */
export function useSendInvitationEmail() {
  const identity = useIdentityService()
  return useMutation({
    mutationFn: ({ email, invitationId }: { email: string; invitationId: string }) =>
      identity.sendSignInLink(email, invitationUrl(window.location.origin, invitationId)),
  })
}

/** Signs the invitee in with the invitation's email link; the session then follows by itself. */
export function useSignInWithInvitationLink() {
  const identity = useIdentityService()
  return useMutation({
    mutationFn: ({ email, link }: { email: string; link: string }) => identity.signInWithLink(email, link),
  })
}
