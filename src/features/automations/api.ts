import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type {
  AutomationAccount,
  AutomationDraft,
  AutomationRunRow,
  AutomationSummary,
  AutomationVocabulary,
  TestEventInput,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import type { Resource } from '@/domain/sync/resources'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The first key element names the backend resource: a change to it refreshes every view of it. */
const RESOURCE: Resource = 'automations'

const path = (id: string) => `/automations/${encodeURIComponent(id)}`

export const automationListQuery = (query: ListQuery<'status'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'list', query] as const,
    queryFn: () => api.get<ListPage<AutomationSummary>>(`/automations?${listQueryToParams(query)}`),
    // Paging or filtering keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })

export const automationQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'detail', id] as const,
    queryFn: () => api.get<AutomationSummary>(path(id)),
  })

export const automationRunsQuery = (automationId: string, query: ListQuery<'status'>) =>
  queryOptions({
    queryKey: [RESOURCE, 'runs', automationId, query] as const,
    queryFn: () =>
      api.get<ListPage<AutomationRunRow>>(
        `/automations/runs?${new URLSearchParams([['automationId', automationId], ...listQueryToParams(query)])}`,
      ),
    placeholderData: keepPreviousData,
  })

/** The workspace's connected accounts with their posts, for the builder's pickers. */
export const automationAccountsQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'accounts'] as const,
    queryFn: () => api.get<AutomationAccount[]>('/automations/accounts'),
  })

/** The fields, tags and other automations a flow being edited may use (the one edited left out). */
export const automationVocabularyQuery = (except: string | null) =>
  queryOptions({
    queryKey: [RESOURCE, 'vocabulary', except] as const,
    queryFn: () =>
      api.get<AutomationVocabulary>(
        `/automations/vocabulary${except === null ? '' : `?${new URLSearchParams({ except })}`}`,
      ),
  })

/**
 * A new automation goes with its draft's idempotency key: the same submission sent twice creates
 * one. An edit goes with the version it began from: one saved since is not overwritten unawares.
 */
export function useSaveAutomation() {
  return useResourceMutation(
    RESOURCE,
    ({ id, input, idempotencyKey }: { id: string | null; input: AutomationDraft; idempotencyKey?: string }) =>
      id === null
        ? api.post<AutomationSummary>('/automations', input, { idempotencyKey })
        : api.patch<AutomationSummary>(path(id), input),
  )
}

export function useSetAutomationStatus() {
  return useResourceMutation(RESOURCE, ({ id, status }: { id: string; status: AutomationSummary['status'] }) =>
    api.patch<AutomationSummary>(path(id), { status }),
  )
}

/** A copy is a new automation: its key makes a double click or a retry create one copy. */
export function useDuplicateAutomation() {
  return useResourceMutation(RESOURCE, ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
    api.post<AutomationSummary>(`${path(id)}/duplicate`, undefined, { idempotencyKey }),
  )
}

export function useDeleteAutomation() {
  return useResourceMutation(RESOURCE, (id: string) => api.delete<null>(path(id)))
}

/** Test mode changes nothing on the backend: no cache to refresh afterwards. */
export function useTestAutomation() {
  return useMutation({
    mutationFn: (body: TestEventInput & { automationId: string }) =>
      api.post<TestRunResponse>('/automations/test', body),
  })
}
