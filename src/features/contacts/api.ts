import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type {
  ContactChange,
  ContactDetail,
  ContactSummary,
  ContactVocabulary,
  ImportPreview,
  ImportResult,
} from '@/domain/contacts/apiTypes'
import type { ContactFieldDefinition } from '@/domain/contacts/fields'
import type { Segment, SegmentInput } from '@/domain/contacts/segments'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import type { Resource } from '@/domain/sync/resources'
import { api } from '@/runtime/api'

/** The first key element names the backend resource: a change to it refreshes every view of it. */
const RESOURCE: Resource = 'contacts'

export type ContactFilter = 'tag' | 'source' | 'segment' | 'optedOut'

const path = (id: string) => `/contacts/${encodeURIComponent(id)}`

export const contactListQuery = (query: ListQuery<ContactFilter>) =>
  queryOptions({
    queryKey: [RESOURCE, 'list', query] as const,
    queryFn: () => api.get<ListPage<ContactSummary>>(`/contacts?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'detail', id] as const,
    queryFn: () => api.get<ContactDetail>(path(id)),
  })

/** The workspace's tags, fields, segments and accounts: what the filters and forms offer. */
export const contactVocabularyQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'vocabulary'] as const,
    queryFn: () => api.get<ContactVocabulary>('/contacts/vocabulary'),
  })

/** The list as filtered now, every page of it, as a CSV file. */
export function exportContacts(query: ListQuery<ContactFilter>): Promise<Blob> {
  const params = listQueryToParams({ ...query, page: 1 })
  params.delete('page')
  params.delete('itemsPerPage')
  return api.blob(`/contacts/export?${params}`)
}

export function useUpdateContact() {
  return useResourceMutation(RESOURCE, ({ id, change }: { id: string; change: ContactChange }) =>
    api.patch<ContactSummary>(path(id), change),
  )
}

/** Erasure: the person and their data leave every table; the automations and inbox lists change too. */
export function useEraseContact() {
  return useResourceMutation([RESOURCE, 'chat', 'automations', 'webhooks'], (id: string) => api.delete<null>(path(id)))
}

export function useSaveFieldDefinitions() {
  return useResourceMutation(RESOURCE, (fields: ContactFieldDefinition[]) =>
    api.put<ContactFieldDefinition[]>('/contacts/fields', { fields }),
  )
}

export function useCreateSegment() {
  return useResourceMutation(RESOURCE, (input: SegmentInput) => api.post<Segment>('/contacts/segments', input))
}

export function useDeleteSegment() {
  return useResourceMutation(RESOURCE, (id: string) => api.delete<null>(`/contacts/segments/${encodeURIComponent(id)}`))
}

/** Reading a file changes nothing: no cache to refresh. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (csv: string) => api.post<ImportPreview>('/contacts/import/preview', { csv }) })
}

/** An import goes with its submission's key: a double click or a retry imports once. */
export function useImportContacts() {
  return useResourceMutation(RESOURCE, ({ csv, idempotencyKey }: { csv: string; idempotencyKey: string }) =>
    api.post<ImportResult>('/contacts/import', { csv }, { idempotencyKey }),
  )
}
