import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../backend'
import { API } from '../http'

/** Test and demo controls: reset the mock database to its seeded state. */
export function controlHandlers(backend: MockBackend) {
  return [
    http.post(`${API}/__mock/reset`, () => {
      backend.db.reset()
      return HttpResponse.json({ ok: true })
    }),
  ]
}
