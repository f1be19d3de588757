import { http, json } from '@/server/http/route'
import { fleetVehicle, type FleetResponse } from '@/domain/logistics/fleet'
import { endpoint } from '../endpoint'
import { API } from '../http'
import { workspaceShop } from '../shop/workspaceShop'
import type { MockBackend } from '../types'
import { todayOf } from './workspaces'

/**
 * `/api/logistics/fleet` (docs/product.md, "Fleet"): the caller's delivery vans from their
 * workspace's demo shop, each with its route and its place on it as of the backend's clock, for
 * whoever may read `Logistics`. The whole fleet at once: the map shows every van.
 */
export function fleetHandlers(backend: MockBackend) {
  return [
    http.get(
      `${API}/logistics/fleet`,
      endpoint(backend, { can: ['read', 'Logistics'] }, async ({ user }) => {
        const { vehicles } = await workspaceShop(backend.db, user.uid, todayOf(backend))
        const now = backend.now()
        const fleet = [...vehicles]
          .sort((a, b) => a.plate.localeCompare(b.plate))
          .flatMap(({ ownerUid: _owner, ...vehicle }) => fleetVehicle(vehicle, now) ?? [])
        return json<FleetResponse>({ vehicles: fleet })
      }),
    ),
  ]
}
