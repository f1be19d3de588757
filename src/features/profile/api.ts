import { queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { ProfilePage } from '@/domain/profile/model'
import { api } from '@/runtime/api'

/** The backend resource: the event stream refreshes it when another tab changes what it reads. */
const RESOURCE = 'profile'

export const profilePageQuery = () =>
  queryOptions({ queryKey: [RESOURCE, 'page'] as const, queryFn: () => api.get<ProfilePage>('/pages/profile') })

/** Follows or stops following a person of the workspace. */
export function useFollow() {
  return useResourceMutation(RESOURCE, ({ id, connected }: { id: string; connected: boolean }) =>
    api.put<void>(`/pages/profile/connections/${encodeURIComponent(id)}`, { connected }),
  )
}
