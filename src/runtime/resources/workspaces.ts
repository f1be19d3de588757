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
 * The one of my workspaces this tab shows (`shown`, from its session): the person's current one may
 * be another, chosen since in another tab. Before the session has loaded, the current one.
 */
export function shownAmong(workspaces: readonly MyWorkspace[], shown: string | null): MyWorkspace | undefined {
  return workspaces.find((workspace) => workspace.id === shown) ?? workspaces.find((workspace) => workspace.current)
}

/**
 * Makes another of my workspaces the current one. The session's rules and every cached view then
 * belong to the previous workspace, so the caller reloads the app (see the switcher).
 */
export const switchWorkspace = (id: string) => api.put<unknown>('/workspaces/current', { id })
