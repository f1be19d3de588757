import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { LogisticsDashboard, VehicleRow } from '@/domain/shop/apiTypes'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The demo shop's resource: a change to any of its records refreshes every view of it. */
const RESOURCE = 'shop'

export const logisticsQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'logistics'] as const,
    queryFn: () => api.get<LogisticsDashboard>('/dashboard/logistics'),
  })

export const vehiclesQuery = (query: ListQuery<'state' | 'warning'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'vehicles', query] as const,
    queryFn: () => api.get<ListPage<VehicleRow>>(`/dashboard/logistics/vehicles?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })
