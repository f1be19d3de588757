import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { EcommerceDashboard, ShopTransaction } from '@/domain/shop/apiTypes'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The demo shop's resource: a change to any of its records refreshes every view of it. */
const RESOURCE = 'shop'

export const ecommerceQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'ecommerce'] as const,
    queryFn: () => api.get<EcommerceDashboard>('/dashboard/ecommerce'),
  })

export const invoicesQuery = (query: ListQuery<'payment'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'invoices', query] as const,
    queryFn: () => api.get<ListPage<ShopTransaction>>(`/dashboard/ecommerce/invoices?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })
