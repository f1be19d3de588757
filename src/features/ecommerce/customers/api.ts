import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import type {
  CustomerAddressInput,
  CustomerDetail,
  CustomerRow,
  NewCustomerInput,
  NotificationMatrix,
  ProfileInput,
} from '@/domain/shop/customers'
import { api } from '@/runtime/api'

/** The demo shop's resource: a change to a customer or to their orders refreshes every view. */
const RESOURCE = 'shop'

export const customersQuery = (query: ListQuery<'country'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'customers', 'list', query] as const,
    queryFn: () => api.get<ListPage<CustomerRow>>(`/ecommerce/customers?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const customerCountriesQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'customers', 'countries'] as const,
    queryFn: async () => (await api.get<{ countries: string[] }>('/ecommerce/customers/countries')).countries,
  })

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'customers', 'one', id] as const,
    queryFn: () => api.get<CustomerDetail>(path(id)),
  })

const path = (id: string, rest = '') => `/ecommerce/customers/${encodeURIComponent(id)}${rest}`

/** A change to one customer: the answer is the customer as saved, shown at once. */
function useCustomerChange<TVariables>(id: string, call: (variables: TVariables) => Promise<CustomerDetail>) {
  return useResourceMutation(RESOURCE, call, {
    onSuccess: (saved, _variables, client) => client.setQueryData(customerQuery(id).queryKey, saved),
  })
}

/** Creates carry their form submission's idempotency key: a double click or a retry adds once. */
export const useAddCustomer = () =>
  useResourceMutation(RESOURCE, ({ input, idempotencyKey }: { input: NewCustomerInput; idempotencyKey: string }) =>
    api.post<CustomerDetail>('/ecommerce/customers', input, { idempotencyKey }),
  )

export type CustomerPatch = Partial<ProfileInput> & {
  twoStep?: boolean
  notifications?: NotificationMatrix
  billing?: CustomerDetail['billing']
}

export const useUpdateCustomer = (id: string) =>
  useCustomerChange(id, (patch: CustomerPatch) => api.patch<CustomerDetail>(path(id), patch))
export const useChangePassword = (id: string) =>
  useCustomerChange(id, (password: string) => api.put<CustomerDetail>(path(id, '/password'), { password }))
export const useAddAddress = (id: string) =>
  useCustomerChange(
    id,
    ({ address, idempotencyKey }: { address: CustomerAddressInput & { isDefault: boolean }; idempotencyKey: string }) =>
      api.post<CustomerDetail>(path(id, '/addresses'), address, { idempotencyKey }),
  )
export const useEditAddress = (id: string) =>
  useCustomerChange(id, ({ addressId, ...address }: CustomerAddressInput & { isDefault: boolean; addressId: string }) =>
    api.put<CustomerDetail>(path(id, `/addresses/${encodeURIComponent(addressId)}`), address),
  )
