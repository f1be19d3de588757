import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import type { NotificationSettings, SignInRecord, SocialNetwork } from '@/domain/account/settings'
import type { AppUser, NewUser, UserDetails, UserEdit, UserStats } from '@/domain/users/model'
import { api } from '@/runtime/api'

/** The backend resource: a change in any tab refreshes every view of the users. */
const RESOURCE = 'users'

export type UserFilter = 'role' | 'plan' | 'status' | 'kind'

export const usersQuery = (query: ListQuery<UserFilter>) =>
  queryOptions({
    queryKey: [RESOURCE, 'list', query] as const,
    queryFn: () => api.get<ListPage<AppUser>>(`/users?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const userStatsQuery = () =>
  queryOptions({ queryKey: [RESOURCE, 'stats'] as const, queryFn: () => api.get<UserStats>('/users/stats') })

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'one', id] as const,
    queryFn: () => api.get<UserDetails>(`/users/${encodeURIComponent(id)}`),
  })

/** Sent with the form submission's idempotency key: a double click or a retry adds one user. */
export const useAddUser = () =>
  useResourceMutation(RESOURCE, ({ input, idempotencyKey }: { input: NewUser; idempotencyKey: string }) =>
    api.post<UserDetails>('/users', input, { idempotencyKey }),
  )
export const useEditUser = (id: string) =>
  useResourceMutation(RESOURCE, (edit: UserEdit) => api.patch<UserDetails>(`/users/${encodeURIComponent(id)}`, edit))
export const useSetUserStatus = (id: string) =>
  useResourceMutation(RESOURCE, (status: 'active' | 'inactive') =>
    api.patch<UserDetails>(`/users/${encodeURIComponent(id)}`, { status }),
  )
/** A member's account suspended or restored by the identity service (the server only). */
export const useSetMemberSuspension = (id: string) =>
  useResourceMutation(RESOURCE, (suspended: boolean) =>
    api.put<{ id: string; suspended: boolean }>(`/users/${encodeURIComponent(id)}/suspension`, { suspended }),
  )
export const useSaveUserNotifications = (id: string) =>
  useResourceMutation(RESOURCE, (value: NotificationSettings) =>
    api.put<UserDetails>(`/users/${encodeURIComponent(id)}/notifications`, value),
  )
export const useSaveUserSocials = (id: string) =>
  useResourceMutation(RESOURCE, (value: Partial<Record<SocialNetwork, string>>) =>
    api.put<UserDetails>(`/users/${encodeURIComponent(id)}/socials`, value),
  )
export const useDeleteUser = () =>
  useResourceMutation(RESOURCE, (id: string) => api.delete<void>(`/users/${encodeURIComponent(id)}`))

export const userSignInsQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'sign-ins', id] as const,
    queryFn: () => api.get<SignInRecord[]>(`/users/${encodeURIComponent(id)}/sign-ins`),
  })
