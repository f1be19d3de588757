import { http } from 'msw'
import { instagramPlatformHandlers } from './instagram/handlers'
import type { MockBackend } from './types'

/**
 * What MSW answers in the in-browser harness and in Node tests: every `/api` request goes to the
 * backend's app (the same one the Node server runs), and Instagram's own hosts to its mock.
 * `origin` limits the API to one origin (the page's); any origin in Node.
 */
export function mswHandlers(backend: MockBackend, origin = '*') {
  return [
    http.all(`${origin}/api/*`, ({ request }) => backend.app.fetch(request)),
    // Tracked links' redirect: the app's own address, outside the API.
    http.get(`${origin}/r/*`, ({ request }) => backend.app.fetch(request)),
    ...instagramPlatformHandlers(backend.instagram),
  ]
}
