import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { AnalyticsDashboard, ProjectRow } from '@/domain/shop/apiTypes'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The demo shop's resource: a change to any of its records refreshes every view of it. */
const RESOURCE = 'shop'

export const analyticsQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'analytics'] as const,
    queryFn: () => api.get<AnalyticsDashboard>('/dashboard/analytics'),
  })

export const projectsQuery = (query: ListQuery<'status'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'projects', query] as const,
    queryFn: () => api.get<ListPage<ProjectRow>>(`/dashboard/analytics/projects?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export function useDeleteProjects() {
  return useResourceMutation(RESOURCE, (ids: readonly string[]) =>
    api.delete<void>(`/dashboard/analytics/projects?${new URLSearchParams(ids.map((id) => ['id', id]))}`),
  )
}
