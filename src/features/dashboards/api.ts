import { queryOptions } from '@tanstack/react-query'
import type { DashboardResponse } from '@/domain/automations/apiTypes'
import type { ScreenPrefetch } from '@/routes/types'
import { api } from '@/runtime/api'
import { prefetchBeforeClient } from '@/runtime/queryClientLoader'
import { fetchInstagramAccounts, instagramAccountsQuery } from '@/runtime/resources/instagramAccounts'

const fetchDashboard = () => api.get<DashboardResponse>('/automations/dashboard')

/** What the product overview reads: the automations' figures for the last two weeks. */
export const automationDashboardQuery = () =>
  queryOptions({
    queryKey: ['automations', 'dashboard'] as const,
    queryFn: fetchDashboard,
  })

/** What the dashboard reads first: fetched at start-up beside its code (src/app/screens.ts). */
export const prefetchDashboard: ScreenPrefetch = (client) =>
  Promise.all([
    prefetchBeforeClient(client, automationDashboardQuery(), fetchDashboard),
    prefetchBeforeClient(client, instagramAccountsQuery(), fetchInstagramAccounts),
  ])
