import { queryOptions } from '@tanstack/react-query'
import type { MyWorkspace } from '@/domain/workspaces'
import { api } from '../api'

/**
 * The workspaces the signed-in person belongs to: read by the navbar's switcher and the team
 * screen, so its query lives here rather than in one feature.
 */
export const myWorkspacesQuery = () =>
  queryOptions({
    queryKey: ['workspaces', 'mine'] as const,
    queryFn: () => api.get<MyWorkspace[]>('/workspaces'),
  })

/**
 * Makes another of my workspaces the current one. The session's rules and every cached view then
 * belong to the previous workspace, so the caller reloads the app (see the switcher).
 */
export const switchWorkspace = (id: string) => api.put<unknown>('/workspaces/current', { id })
