import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MarkReadRequest, NotificationsResponse } from '@/domain/shell/notifications'
import type { SearchResponse } from '@/domain/shell/search'
import type { ShortcutsResponse } from '@/domain/shell/shortcuts'
import { api } from '@/runtime/api'

/** Records matching a query, from every app's search source (src/mocks/README.md, "Global search"). */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q] as const,
    queryFn: () => api.get<SearchResponse>(`/search?q=${encodeURIComponent(q)}`),
    enabled: q.trim() !== '',
    staleTime: 10_000,
  })

/** Refreshed by the event stream on a change and every few minutes, as tokens near their expiry. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: ['notifications'] as const,
    queryFn: () => api.get<NotificationsResponse>('/notifications'),
    refetchInterval: 5 * 60_000,
  })

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: MarkReadRequest) => api.post<void>('/notifications/read', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  })
}

export const shortcutsQuery = () =>
  queryOptions({
    queryKey: ['shortcuts'] as const,
    queryFn: () => api.get<ShortcutsResponse>('/shortcuts'),
  })

export function useSaveShortcuts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (routes: string[]) => api.patch<ShortcutsResponse>('/shortcuts', { routes }),
    onSuccess: (saved) => queryClient.setQueryData(shortcutsQuery().queryKey, saved),
  })
}
