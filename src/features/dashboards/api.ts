import { queryOptions } from '@tanstack/react-query'
import type { DashboardResponse } from '@/domain/automations/apiTypes'
import { api } from '@/runtime/api'

/** What the product overview reads: the automations' figures for the last two weeks. */
export const automationDashboardQuery = () =>
  queryOptions({
    queryKey: ['automations', 'dashboard'] as const,
    queryFn: () => api.get<DashboardResponse>('/automations/dashboard'),
  })
