import { msg } from '@lingui/core/macro'
import { useMutation, useMutationState, useQueryClient, type MutationState } from '@tanstack/react-query'
import { createElement, useEffect } from 'react'
import { setFlash } from '@/components/flash'
import { Handle } from '@/components/handle'
import { useResourceMutation } from '@/components/mutation'
import type {
  CompleteConnectionRequest as Authorization,
  InstagramConnection,
  StartConnectionResponse,
} from '@/domain/instagram/apiTypes'
import type { Resource } from '@/domain/sync/resources'
import { api } from '@/runtime/api'
import { forgetOAuthState } from './oauthState'

export { instagramAccountsQuery } from '@/runtime/resources/instagramAccounts'

const path = (id: string) => `/integrations/instagram/${encodeURIComponent(id)}`

/**
 * A connection changes more than the list of accounts: automations stop or resume with their
 * account (and the dashboards' figures with them), the webhook screen's accounts follow, and the
 * notifications warn about its access. Every view of those resources refreshes.
 */
const CONNECTION_RESOURCES: readonly Resource[] = ['integrations', 'automations', 'webhooks', 'notifications']

/**
 * Asks the backend for Instagram's consent URL (with a state bound to this user), once per click's
 * idempotency key: a double click starts one connection.
 */
export function useStartConnection() {
  return useMutation({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      api.post<StartConnectionResponse>('/integrations/instagram/connect', undefined, { idempotencyKey }),
  })
}

export function useRefreshAccess() {
  return useResourceMutation(CONNECTION_RESOURCES, (id: string) => api.post<InstagramConnection>(`${path(id)}/refresh`))
}

export function useDisconnect() {
  return useResourceMutation(CONNECTION_RESOURCES, (id: string) => api.delete<null>(path(id)))
}

type Completion = MutationState<InstagramConnection, unknown, Authorization>

/**
 * Finishes the connection Instagram sent the browser back for: the backend exchanges the code (the
 * token stays there), then the integrations screen greets the account. Instagram's code is good
 * for one exchange: the request is made once per authorization, even when React runs the effect
 * twice or the screen remounts, since the mutation, keyed by the state, stays in the cache.
 * Returns the latest attempt (undefined before the first) and a retry for a failure that never
 * reached Instagram.
 */
export function useCompleteConnection(authorization: Authorization | null) {
  const client = useQueryClient()
  const mutationKey = ['integrations', 'instagram', 'callback', authorization?.state ?? null]
  const complete = useResourceMutation(
    CONNECTION_RESOURCES,
    // The state names this authorization: it is the exchange's idempotency key.
    (sent: Authorization) =>
      api.post<InstagramConnection>('/integrations/instagram/callback', sent, { idempotencyKey: sent.state }),
    {
      mutationKey,
      onSuccess: (connection) => {
        forgetOAuthState()
        const handle = connection.username
        setFlash(msg`${handle} is connected.`, { handle: createElement(Handle, { username: handle }) })
      },
    },
  )
  const attempts = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => mutation.state as Completion,
  })
  const { mutate } = complete
  useEffect(() => {
    if (!authorization) return
    if (client.getMutationCache().find({ mutationKey, exact: true })) return
    mutate(authorization)
    // The key is made from the authorization: it changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authorization, client, mutate])
  return {
    attempt: attempts.at(-1),
    retry: () => {
      if (authorization) mutate(authorization)
    },
  }
}
