import { queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { PermissionUpdate, RoleSummary, RolesResponse, RoleUpdate } from '@/domain/roles'
import { api } from '@/runtime/api'

/** The backend resource: a change to any role refreshes every view of the roles. */
const RESOURCE = 'roles'

export const rolesQuery = () =>
  queryOptions({
    queryKey: [RESOURCE] as const,
    queryFn: async () => (await api.get<RolesResponse>('/roles')).roles,
  })

export function useUpdateRole(id: string) {
  return useResourceMutation(RESOURCE, (update: RoleUpdate) =>
    api.put<RoleSummary>(`/roles/${encodeURIComponent(id)}`, update),
  )
}

/** One area's actions for several roles, stored together (all or nothing). */
export function useUpdatePermission(subject: string) {
  return useResourceMutation(RESOURCE, (update: PermissionUpdate) =>
    api.put<RolesResponse>(`/permissions/${encodeURIComponent(subject)}`, update),
  )
}
