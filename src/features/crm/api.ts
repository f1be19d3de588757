import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CrmDashboard, ShopTransaction } from '@/domain/shop/apiTypes'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The demo shop's resource: a change to any of its records refreshes every view of it. */
const RESOURCE = 'shop'

export const crmQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'crm'] as const,
    queryFn: () => api.get<CrmDashboard>('/dashboard/crm'),
  })

export const transactionsQuery = (query: ListQuery<'payment' | 'method'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'transactions', query] as const,
    queryFn: () => api.get<ListPage<ShopTransaction>>(`/dashboard/crm/transactions?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })
