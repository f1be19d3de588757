import { queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { DialogInput, DialogKind, DialogResult, DialogResults } from '@/domain/dialogs/schemas'
import { api } from '@/runtime/api'

/** The backend resource: the event stream refreshes it when another tab saves a dialog. */
const RESOURCE = 'dialogs'

export type DialogExamplesData = DialogResults & { authenticatorKey: string }

/** What this person saved in each dialog, their referral code and authenticator key. */
export const dialogResultsQuery = () =>
  queryOptions({
    queryKey: [RESOURCE] as const,
    queryFn: () => api.get<DialogExamplesData>('/pages/dialogs'),
  })

/**
 * Saves one dialog's values (`POST /api/pages/dialogs/:kind`) with the form submission's
 * idempotency key, so a double click or a retry saves once; a refusal names the fields.
 */
export function useSaveDialog<K extends DialogKind>(kind: K) {
  return useResourceMutation(
    RESOURCE,
    ({ values, idempotencyKey }: { values: DialogInput<K>; idempotencyKey: string }) =>
      api.post<DialogResult<K>>(`/pages/dialogs/${kind}`, values, { idempotencyKey }),
  )
}
