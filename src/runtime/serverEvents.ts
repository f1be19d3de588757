import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { SERVER_EVENT_TYPES, SERVER_EVENTS_PATH, type ServerEvent, type ServerNotice } from '@/domain/sync/serverEvents'
import { ApiError, type ApiClient } from '@/lib/apiClient'
import { createStreamParser } from '@/lib/eventStream'
import { refreshQueries } from '@/lib/refreshQueries'
import { api as appApi } from './api'
import { useSession } from './session/useSession'
import { useFirstScreenSettled } from './firstScreen'
import { useLoadedQueryClient } from './queryClientLoader'

export interface ServerEventsOptions {
  api: ApiClient
  queryClient: QueryClient
  onNotice: (notice: ServerNotice) => void
  /** The stream opened (its `ready` event) or ended; e.g. for a "live" indicator. */
  onConnection?: (connected: boolean) => void
  /** Wait before reconnecting after the stream ended or failed (attempt: 0, 1, 2…). */
  retryDelay?: (attempt: number) => number
}

const defaultRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000)
/** A stream silent this long (the backend says something every few seconds) is dead: reconnect. */
const SILENCE_MS = 15_000

/**
 * Listens to the backend's event stream while someone is signed in (docs/architecture.md,
 * "Screens and data"): a `changed` resource invalidates every query whose key starts with it, so
 * an open list refreshes when another tab, device or webhook changed its data. The stream
 * reconnects by itself (the backend closes it when the ID token expires); each time it opens, what
 * is on screen is refreshed, since changes made before were not announced. Returns the function
 * that stops listening.
 */
export function startServerEvents({
  api,
  queryClient,
  onNotice,
  onConnection,
  retryDelay = defaultRetryDelay,
}: ServerEventsOptions): () => void {
  const controller = new AbortController()
  const { signal } = controller

  const handle = (event: ServerEvent) => {
    switch (event.type) {
      case 'ready':
        // Changes made before the stream opened (or while it was down) were never announced: what
        // is on screen may predate them.
        void refreshQueries(queryClient)
        onConnection?.(true)
        return
      case 'changed':
        for (const resource of event.resources) void refreshQueries(queryClient, { queryKey: [resource] })
        return
      case 'reset':
        void refreshQueries(queryClient)
        return
      case 'notice':
        onNotice(event.notice)
    }
  }

  void (async () => {
    for (let attempt = 0; !signal.aborted;) {
      // One connection: aborted with everything on stop, or alone when it falls silent.
      const connection = new AbortController()
      const abort = () => connection.abort()
      signal.addEventListener('abort', abort, { once: true })
      try {
        const response = await api.stream(SERVER_EVENTS_PATH, {
          accept: 'text/event-stream',
          signal: connection.signal,
          // A stream that never ends must not hold the page's own requests back (nor keep a page
          // load "in progress" for tools that wait for the network to be quiet).
          priority: 'low',
        })
        attempt = 0
        await readEvents(response, handle, connection)
        onConnection?.(false)
      } catch (error) {
        if (signal.aborted) return
        onConnection?.(false)
        // A backend without an event stream: nothing to listen to.
        if (error instanceof ApiError && error.status === 404) return
      } finally {
        signal.removeEventListener('abort', abort)
      }
      if (signal.aborted) return
      await wait(retryDelay(attempt++), signal)
    }
  })()

  return () => controller.abort()
}

async function readEvents(
  response: Response,
  handle: (event: ServerEvent) => void,
  connection: AbortController,
): Promise<void> {
  if (!response.body) return
  const parse = createStreamParser(({ event, data }) => {
    if (!SERVER_EVENT_TYPES.includes(event as ServerEvent['type'])) return
    try {
      handle(JSON.parse(data) as ServerEvent)
    } catch (error) {
      console.warn('An unreadable server event was ignored', error)
    }
  })
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let watchdog = setTimeout(() => connection.abort(), SILENCE_MS)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      clearTimeout(watchdog)
      watchdog = setTimeout(() => connection.abort(), SILENCE_MS)
      parse(value)
    }
  } finally {
    clearTimeout(watchdog)
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

// ---- notices --------------------------------------------------------------------------------

let notices: readonly ServerNotice[] = []
const seen = new Set<string>()
const listeners = new Set<() => void>()
const publish = () => listeners.forEach((listener) => listener())

/** Notices the person has not dismissed yet, each shown once however often the stream repeats it. */
export const serverNotices = {
  add(notice: ServerNotice): void {
    if (seen.has(notice.id)) return
    seen.add(notice.id)
    notices = [...notices, notice]
    publish()
  },
  dismiss(id: string): void {
    notices = notices.filter((notice) => notice.id !== id)
    publish()
  },
  get: (): readonly ServerNotice[] => notices,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useServerNotices(): readonly ServerNotice[] {
  return useSyncExternalStore(serverNotices.subscribe, serverNotices.get, serverNotices.get)
}

/** Listens to the backend's events while someone is signed in; stops on sign-out. */
export function useServerEvents(): void {
  const { status } = useSession()
  // Signed in, a screen has loaded the client (src/app/routeModules.ts).
  const queryClient = useLoadedQueryClient()
  // Its `ready` refreshes what is on screen: opened before the first screen has its data, it
  // would only fetch the same data twice (src/runtime/firstScreen.ts).
  const firstScreenSettled = useFirstScreenSettled()
  useEffect(() => {
    if (status !== 'signedIn' || !firstScreenSettled || !queryClient) return
    return startServerEvents({ api: appApi, queryClient, onNotice: serverNotices.add })
  }, [status, queryClient, firstScreenSettled])
}
