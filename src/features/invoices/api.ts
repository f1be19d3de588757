import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type {
  Invoice,
  InvoiceClient,
  InvoiceInput,
  InvoiceStats,
  InvoiceSummary,
  PaymentInput,
  SendInput,
} from '@/domain/invoices'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The backend resource: every change to an invoice refreshes every view of the invoices. */
const RESOURCE = 'invoices'

export const invoicesQuery = (query: ListQuery<'status'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'list', query] as const,
    queryFn: () => api.get<ListPage<InvoiceSummary>>(`/invoices?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const invoiceStatsQuery = () =>
  queryOptions({ queryKey: [RESOURCE, 'stats'] as const, queryFn: () => api.get<InvoiceStats>('/invoices/stats') })

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'one', id] as const,
    queryFn: () => api.get<Invoice>(`/invoices/${encodeURIComponent(id)}`),
  })

export const invoiceClientsQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'clients'] as const,
    queryFn: async () => (await api.get<{ clients: InvoiceClient[] }>('/invoices/clients')).clients,
  })

export const nextNumberQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'next-number'] as const,
    queryFn: async () => (await api.get<{ number: number }>('/invoices/next-number')).number,
    staleTime: 0,
  })

const path = (id: string, rest = '') => `/invoices/${encodeURIComponent(id)}${rest}`

/** Creates carry their submission's idempotency key: a double click or a retry creates once. */
export const useCreateInvoice = () =>
  useResourceMutation(RESOURCE, ({ input, idempotencyKey }: { input: InvoiceInput; idempotencyKey: string }) =>
    api.post<Invoice>('/invoices', input, { idempotencyKey }),
  )
export const useUpdateInvoice = (id: string) =>
  useResourceMutation(RESOURCE, (input: InvoiceInput) => api.patch<Invoice>(path(id), input))
export const useDeleteInvoice = () => useResourceMutation(RESOURCE, (id: string) => api.delete<void>(path(id)))
export const useRestoreInvoice = () =>
  useResourceMutation(RESOURCE, (id: string) => api.post<Invoice>(path(id, '/restore')))
export const useDuplicateInvoice = () =>
  useResourceMutation(RESOURCE, ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
    api.post<Invoice>(path(id, '/duplicate'), undefined, { idempotencyKey }),
  )
export const useAddPayment = (id: string) =>
  useResourceMutation(RESOURCE, ({ input, idempotencyKey }: { input: PaymentInput; idempotencyKey: string }) =>
    api.post<Invoice>(path(id, '/payments'), input, { idempotencyKey }),
  )
export const useSendInvoice = (id: string) =>
  useResourceMutation(RESOURCE, ({ input, idempotencyKey }: { input: SendInput; idempotencyKey: string }) =>
    api.post<Invoice>(path(id, '/send'), input, { idempotencyKey }),
  )
export const useMarkDownloaded = () =>
  useResourceMutation(RESOURCE, (id: string) => api.post<Invoice>(path(id, '/downloaded')))
