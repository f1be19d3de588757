import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AutomationAccount,
  AutomationInput,
  AutomationListParams,
  AutomationSummary,
  Page,
  TestEventInput,
  TestRunResponse,
} from '@/domain/automations/apiTypes'
import type { AutomationRun, RunStatus } from '@/domain/automations/runs'
import { api } from '@/runtime/api'

/** The first key element names the backend resource: a change to it refreshes every view of it. */
const RESOURCE = 'automations'

export interface RunListParams {
  status: RunStatus | 'all'
  page: number
  pageSize: number
}

const path = (id: string) => `/automations/${encodeURIComponent(id)}`

export const automationListQuery = (params: AutomationListParams) =>
  queryOptions({
    queryKey: [RESOURCE, 'list', params] as const,
    queryFn: () =>
      api.get<Page<AutomationSummary>>(
        `/automations?${new URLSearchParams({
          q: params.q,
          status: params.status,
          page: String(params.page),
          pageSize: String(params.pageSize),
        })}`,
      ),
    // Paging or filtering keeps the rows on screen until the next page arrives.
    placeholderData: (previous) => previous,
  })

export const automationQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'detail', id] as const,
    queryFn: () => api.get<AutomationSummary>(path(id)),
  })

export const automationRunsQuery = (automationId: string, params: RunListParams) =>
  queryOptions({
    queryKey: [RESOURCE, 'runs', automationId, params] as const,
    queryFn: () =>
      api.get<Page<AutomationRun>>(
        `/automations/runs?${new URLSearchParams({
          automationId,
          status: params.status,
          page: String(params.page),
          pageSize: String(params.pageSize),
        })}`,
      ),
    placeholderData: (previous) => previous,
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
