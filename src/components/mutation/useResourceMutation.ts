import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query'
import type { Resource } from '@/domain/sync/resources'
import { apiErrorMessage } from '@/lib/apiErrorMessage'

export interface ResourceMutationOptions<Variables, Result> {
  /**
   * A failure also shown as a toast, translated when it shows: `true` says what went wrong in the
   * kit's words (`apiErrorMessage`), or give the message. Leave it out where the screen shows the
   * failure itself (a form's alert, a callout).
   */
  failure?: true | MessageDescriptor | ((error: unknown, variables: Variables) => MessageDescriptor)
  /** Invalidate after a failure too: the request may have changed something before it failed. */
  invalidateOnFailure?: boolean
  /** Runs on success, before the invalidation (to put the answer in the cache, say), mounted or not. */
  onSuccess?: (result: Result, variables: Variables, client: QueryClient) => unknown
  /** Names the mutation, so that it can be found again in the cache (`useMutationState`). */
  mutationKey?: MutationKey
}

/**
 * A request that changes the backend, then refreshes every view of what it changed: each query
 * whose key starts with one of `resources`. `mutateAsync` settles once the views are refreshed, so
 * what follows (a navigation, a toast) sees the new data. Variables reach `request` untouched:
 * request options (an idempotency key) travel in them.
 */
export function useResourceMutation<Variables = void, Result = unknown>(
  resources: Resource | readonly Resource[],
  request: (variables: Variables) => Promise<Result>,
  { failure, invalidateOnFailure = false, onSuccess, mutationKey }: ResourceMutationOptions<Variables, Result> = {},
): UseMutationResult<Result, Error, Variables> {
  const client = useQueryClient()
  const invalidate = () =>
    Promise.all(
      (typeof resources === 'string' ? [resources] : resources).map((resource) =>
        client.invalidateQueries({ queryKey: [resource] }),
      ),
    )
  return useMutation<Result, Error, Variables>({
    mutationKey,
    mutationFn: request,
    onSuccess: async (result, variables) => {
      await onSuccess?.(result, variables, client)
      await invalidate()
    },
    onError: async (error, variables) => {
      if (failure !== undefined) void showFailure(failureMessage(failure, error, variables))
      if (invalidateOnFailure) await invalidate()
    },
  })
}

function failureMessage<Variables>(
  failure: NonNullable<ResourceMutationOptions<Variables, unknown>['failure']>,
  error: unknown,
  variables: Variables,
): MessageDescriptor {
  if (failure === true) return apiErrorMessage(error)
  return typeof failure === 'function' ? failure(error, variables) : failure
}

/** The toasts' library loads with the first failure: a screen that never fails never fetches it. */
async function showFailure(message: MessageDescriptor): Promise<void> {
  const { notify } = await import('../toast/toasts')
  notify.error(i18n._(message))
}
