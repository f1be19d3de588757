import { queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { AccountEntryPoints } from '@/domain/entryPoints/apiTypes'
import type { EntryPoints } from '@/domain/entryPoints/model'
import { api } from '@/runtime/api'

const path = (accountId: string) => `/entry-points/instagram/${encodeURIComponent(accountId)}`

/** What Instagram holds of the account's ice breakers and menu, and its automations' links. */
export const entryPointsQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['integrations', 'entry-points', accountId] as const,
    queryFn: () => api.get<AccountEntryPoints>(path(accountId)),
  })

/** Saves to Instagram; answers what Instagram then holds, which the screen shows. */
export function useSaveEntryPoints(accountId: string) {
  return useResourceMutation('integrations', (entryPoints: EntryPoints) =>
    api.put<AccountEntryPoints>(path(accountId), entryPoints),
  )
}
