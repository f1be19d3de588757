import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InstagramConnection, StartConnectionResponse } from '@/domain/instagram/apiTypes'
import { api } from '@/runtime/api'

export { instagramAccountsQuery } from '@/runtime/resources/instagramAccounts'

const path = (id: string) => `/integrations/instagram/${encodeURIComponent(id)}`

/**
 * A connection changes more than the list of accounts: automations stop or resume with their
 * account, and the webhook screen's accounts follow. Every view of those resources refreshes.
 */
function useConnectionMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all(
        ['integrations', 'automations', 'webhooks'].map((resource) =>
          client.invalidateQueries({ queryKey: [resource] }),
        ),
      )
    },
  })
}

/** Asks the backend for Instagram's consent URL (with a state bound to this user). */
export function useStartConnection() {
  return useMutation({
    mutationFn: () => api.post<StartConnectionResponse>('/integrations/instagram/connect'),
  })
}

export function useRefreshAccess() {
  return useConnectionMutation((id: string) => api.post<InstagramConnection>(`${path(id)}/refresh`))
}

export function useDisconnect() {
  return useConnectionMutation((id: string) => api.delete<null>(path(id)))
}
