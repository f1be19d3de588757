import { http, json } from '@/server/http/route'
import { API } from '../http'
import type { MockBackend } from '../types'

/** Test and demo controls: reset the mock database to its seeded state. */
export function controlHandlers(backend: MockBackend) {
  return [
    http.post(`${API}/__mock/reset`, async () => {
      await backend.db.reset()
      return json({ ok: true })
    }),
  ]
}
