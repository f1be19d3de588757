import { queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
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

export const useMarkNotificationsRead = () =>
  useResourceMutation('notifications', (request: MarkReadRequest) => api.post<void>('/notifications/read', request))

export const shortcutsQuery = () =>
  queryOptions({
    queryKey: ['shortcuts'] as const,
    queryFn: () => api.get<ShortcutsResponse>('/shortcuts'),
  })

/** The saved grid goes straight into the cache, then every view of the shortcuts refreshes. */
export const useSaveShortcuts = () =>
  useResourceMutation('shortcuts', (routes: string[]) => api.patch<ShortcutsResponse>('/shortcuts', { routes }), {
    onSuccess: (saved, _routes, client) => client.setQueryData(shortcutsQuery().queryKey, saved),
  })
