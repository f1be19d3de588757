import { queryOptions } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type {
  SentByAccount,
  SimulatedDelivery,
  SimulatedDeliveryResult,
  WebhookDeliveriesResponse,
  WebhookSimulatorSetup,
} from '@/domain/instagram/apiTypes'
import { ApiError } from '@/lib/apiClient'
import { api } from '@/runtime/api'

/** Webhook deliveries and what the accounts sent are fetched again this often while the screen is open. */
export const POLL_MS = 2000

export const webhookDeliveriesQuery = () =>
  queryOptions({
    queryKey: ['webhooks', 'deliveries'] as const,
    queryFn: () => api.get<WebhookDeliveriesResponse>('/webhooks/instagram/deliveries'),
    // A background refresh: it never drives the loading bar (runtime/loading/LoadingBarProvider.tsx, awaitedWork).
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

/** Only the mock backend keeps an outbox: elsewhere the answer is 404 and the panel is not shown. */
export const webhookOutboxQuery = () =>
  queryOptions({
    queryKey: ['webhooks', 'outbox'] as const,
    queryFn: () => optional(api.get<SentByAccount[]>('/webhooks/instagram/outbox')),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

/** Only the mock backend offers a simulator; against Meta the panel simply is not shown. */
export const webhookSimulatorQuery = () =>
  queryOptions({
    queryKey: ['webhooks', 'simulator'] as const,
    queryFn: () => optional(api.get<WebhookSimulatorSetup>('/webhooks/instagram/simulator')),
  })

async function optional<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request
  } catch (cause) {
    if (cause instanceof ApiError && cause.status === 404) return null
    throw cause
  }
}

/** Mock only: the account's access now expires in two days, so "Renew access" can be tried. */
export function useExpireSoon() {
  return useResourceMutation(['webhooks', 'integrations'], (accountId: string) =>
    api.post<null>('/webhooks/instagram/simulator/expire-soon', { accountId }),
  )
}

/** Mock only: the mock Instagram signs the event (or forges it) and delivers it to the receiver. */
export function useSimulatedDelivery() {
  return useResourceMutation(
    'webhooks',
    (delivery: SimulatedDelivery) =>
      api.post<SimulatedDeliveryResult>('/webhooks/instagram/simulator/deliveries', delivery),
    { invalidateOnFailure: true },
  )
}
