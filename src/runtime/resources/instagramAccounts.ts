import { queryOptions } from '@tanstack/react-query'
import type { InstagramConnection } from '@/domain/instagram/apiTypes'
import { api } from '../api'

/**
 * The workspace's connected Instagram accounts: read by the integrations screen, the dashboards,
 * the automation builder and the inbox, so its query lives here rather than in one feature.
 */
export const fetchInstagramAccounts = () => api.get<InstagramConnection[]>('/integrations/instagram')

export const instagramAccountsQuery = () =>
  queryOptions({ queryKey: ['integrations', 'instagram'] as const, queryFn: fetchInstagramAccounts })
