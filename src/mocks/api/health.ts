import { http, json } from '@/server/http/route'
import { endpoint } from '../endpoint'
import { API } from '../http'
import type { MockBackend } from '../types'

export interface HealthResponse {
  status: 'ok' | 'unavailable'
  database: 'ok' | 'unavailable'
  queue: {
    /** Jobs not given up on, due now or later. */
    waiting: number
    failed: number
    /** How long the oldest job due now has waited (ms); 0 when none waits. */
    oldestWaitMs: number
  } | null
}

/**
 * `GET /api/health`, for load balancers and operators: public, and saying nothing of any
 * workspace. 503 when the database cannot be reached.
 */
export function healthHandlers(backend: MockBackend) {
  return [
    http.get(
      `${API}/health`,
      endpoint(backend, { can: 'public' }, async () => {
        const now = backend.now()
        try {
          const queue = await backend.webhookStore.health(now)
          return json<HealthResponse>({
            status: 'ok',
            database: 'ok',
            queue: {
              waiting: queue.waiting,
              failed: queue.failed,
              oldestWaitMs: queue.oldestDueAt === null ? 0 : Math.max(0, now - queue.oldestDueAt),
            },
          })
        } catch {
          return json<HealthResponse>({ status: 'unavailable', database: 'unavailable', queue: null }, { status: 503 })
        }
      }),
    ),
  ]
}
