import { http, json } from '@/server/http/route'
import { endpoint } from '../endpoint'
import { API } from '../http'
import type { MockBackend } from '../types'

/** Test and demo controls: reset the mock database to its seeded state (open, as the demo's own tooling calls it). */
export function controlHandlers(backend: MockBackend) {
  return [
    http.post(
      `${API}/__mock/reset`,
      endpoint(backend, { can: 'public' }, async () => {
        await backend.db.reset()
        return json({ ok: true })
      }),
    ),
  ]
}
