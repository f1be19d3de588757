import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import type { AddressInput, AddressKind, OrderDetail, OrderRow, OrderStats } from '@/domain/shop/orders'
import type { OrderStatus } from '@/domain/shop/model'
import { api } from '@/runtime/api'

/** The demo shop's resource: the backend announces every change to an order under it. */
const RESOURCE = 'shop'

export type OrderFilter = 'payment' | 'status' | 'method'

/** The orders table; `customer` narrows it to one customer's orders (their details' overview). */
export const ordersQuery = (query: ListQuery<OrderFilter>, customer?: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'orders', 'list', query, customer ?? null] as const,
    queryFn: () => {
      const params = listQueryToParams(query)
      if (customer) params.set('customer', customer)
      return api.get<ListPage<OrderRow>>(`/ecommerce/orders?${params}`)
    },
    placeholderData: keepPreviousData,
  })

export const orderStatsQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'orders', 'stats'] as const,
    queryFn: () => api.get<OrderStats>('/ecommerce/orders/stats'),
  })

export const orderQuery = (number: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'orders', 'one', number] as const,
    queryFn: () => api.get<OrderDetail>(`/ecommerce/orders/${encodeURIComponent(number)}`),
  })

const path = (number: string | number, rest = '') => `/ecommerce/orders/${encodeURIComponent(String(number))}${rest}`

const isDetail = (value: unknown): value is OrderDetail =>
  typeof value === 'object' && value !== null && 'order' in value && 'lines' in value

function useOrderMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  return useResourceMutation(RESOURCE, call, {
    // The answer is the order as it now is: shown at once, before the lists refresh.
    onSuccess: (result, _variables, client) => {
      if (isDetail(result)) client.setQueryData(orderQuery(result.order.id).queryKey, result)
    },
  })
}

export const useDeleteOrder = () => useOrderMutation((number: number) => api.delete<void>(path(number)))
export const useRestoreOrder = () => useOrderMutation((number: number) => api.post<OrderRow>(path(number, '/restore')))
export const useSaveAddress = (number: number, kind: AddressKind) =>
  useOrderMutation((address: AddressInput) => api.put<OrderDetail>(path(number, `/address/${kind}`), address))
export const useMoveOrder = (number: number) =>
  useOrderMutation((status: Exclude<OrderStatus, 'processing'>) =>
    api.post<OrderDetail>(path(number, '/status'), { status }),
  )
