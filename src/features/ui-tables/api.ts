import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { CatalogueContact, ContactEdit, ContactStatusChange } from '@/domain/catalogue/contacts'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The backend resource: a change to a contact refreshes every table of the page. */
const RESOURCE = 'catalogue'

export type ContactFilter = 'status'

export const contactsQuery = (query: ListQuery<ContactFilter>) =>
  queryOptions({
    queryKey: [RESOURCE, 'contacts', query] as const,
    queryFn: () => api.get<ListPage<CatalogueContact>>(`/catalogue/contacts?${listQueryToParams(query)}`),
    // The rows stay on screen, dimmed, while the next page loads.
    placeholderData: keepPreviousData,
  })

export const useUpdateContact = (id: string) =>
  useResourceMutation(RESOURCE, (input: ContactEdit) =>
    api.patch<CatalogueContact>(`/catalogue/contacts/${encodeURIComponent(id)}`, input),
  )

export const useChangeContactsStatus = () =>
  useResourceMutation(RESOURCE, (change: ContactStatusChange) =>
    api.post<{ updated: number }>('/catalogue/contacts/status', change),
  )
