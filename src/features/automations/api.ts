import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AutomationAccount,
  AutomationInput,
  AutomationSummary,
  TestEventInput,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import type { AutomationRun } from '@/domain/automations/runs'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import { api } from '@/runtime/api'

/** The first key element names the backend resource: a change to it refreshes every view of it. */
const RESOURCE = 'automations'

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
      api.get<ListPage<AutomationRun>>(
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

function useAutomationMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: [RESOURCE] }),
  })
}

/** A new automation goes with its draft's idempotency key: the same submission sent twice creates one. */
export function useSaveAutomation() {
  return useAutomationMutation(
    ({ id, input, idempotencyKey }: { id: string | null; input: AutomationInput; idempotencyKey?: string }) =>
      id === null
        ? api.post<AutomationSummary>('/automations', input, { idempotencyKey })
        : api.patch<AutomationSummary>(path(id), input),
  )
}

export function useSetAutomationStatus() {
  return useAutomationMutation(({ id, status }: { id: string; status: AutomationSummary['status'] }) =>
    api.patch<AutomationSummary>(path(id), { status }),
  )
}

export function useDuplicateAutomation() {
  return useAutomationMutation((id: string) => api.post<AutomationSummary>(`${path(id)}/duplicate`))
}

export function useDeleteAutomation() {
  return useAutomationMutation((id: string) => api.delete<null>(path(id)))
}

/** Test mode changes nothing on the backend: no cache to refresh afterwards. */
export function useTestAutomation() {
  return useMutation({
    mutationFn: (body: TestEventInput & { automationId: string }) =>
      api.post<TestRunResponse>('/automations/test', body),
  })
}
