// "Network idle" for a signed-in page: the server-event stream (/api/events) stays open for as long
// as the page lives, so Playwright's `networkidle` never comes. This waits for every other request.

const isEventStream = (request) => new URL(request.url()).pathname === '/api/events'

/**
 * Starts following a page's requests; the returned `quiet()` resolves once none but the event
 * stream has been in flight for `quietMs`, and fails after `timeoutMs` naming what still loads.
 */
export function followRequests(page) {
  const inFlight = new Set()
  // A web worker's own script (the fleet map's MapLibre worker): Chromium reports its request but
  // never its end to the page, so it would count as loading for ever. The worker's start says it
  // arrived.
  const workerScripts = new Set()
  page.on('worker', (worker) => workerScripts.add(worker.url()))
  page.on('request', (request) => {
    if (!isEventStream(request)) inFlight.add(request)
  })
  const settle = (request) => inFlight.delete(request)
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return async function quiet({ quietMs = 500, timeoutMs = 30_000 } = {}) {
    const deadline = Date.now() + timeoutMs
    let quietSince = Date.now()
    for (;;) {
      for (const request of inFlight) if (workerScripts.has(request.url())) inFlight.delete(request)
      if (inFlight.size > 0) quietSince = Date.now()
      else if (Date.now() - quietSince >= quietMs) return
      if (Date.now() > deadline)
        throw new Error(
          `still loading after ${timeoutMs} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`,
        )
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
