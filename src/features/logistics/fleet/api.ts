import { queryOptions } from '@tanstack/react-query'
import type { FleetResponse } from '@/domain/logistics/fleet'
import { api } from '@/runtime/api'

/** The demo shop's resource: a change to any of its records refreshes every view of it. */
const RESOURCE = 'shop'

/** The caller's whole fleet with routes and positions (src/mocks/api/fleet.ts). */
export const fleetQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'fleet'] as const,
    queryFn: () => api.get<FleetResponse>('/logistics/fleet'),
  })
