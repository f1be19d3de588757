import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { loadOnce } from '@/lib/loadOnce'
import { yieldToMain } from '@/lib/yieldToMain'

/**
 * The app's query client (./query.ts) arrives with the first screen that reads server data
 * (src/app/routeModules.ts): TanStack Query's core, about 8 KiB gzipped, is not part of the
 * sign-in page's first load. Until then there is no client, and nothing on screen asks for one.
 */
const client = loadOnce(
  () => import('./query').then(({ queryClient }) => queryClient),
  () => listeners.forEach((listener) => listener()),
)
const listeners = new Set<() => void>()

/** Loads the client once; a failed download (offline) is tried again by the next call. */
export const loadQueryClient = client.load

/** The client when it has loaded; null before. */
export const loadedQueryClient = client.loaded

/** Calls `withClient` with the client as soon as it has loaded (at once if it has). Returns the unsubscribe. */
export function withQueryClient(withClient: (client: QueryClient) => void): () => void {
  const loaded = client.loaded()
  if (loaded) {
    withClient(loaded)
    return () => {}
  }
  const listener = () => {
    listeners.delete(listener)
    const arrived = client.loaded()
    if (arrived) withClient(arrived)
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The client for React, once it has loaded. */
export function useLoadedQueryClient(): QueryClient | null {
  return useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient)
}

/**
 * Sends a query's request at once, before the client's code may have arrived, and puts the answer
 * (or the failure) in the client's cache once it has: a first screen's data leaves before its code.
 */
export async function prefetchBeforeClient<T>(
  client: () => Promise<QueryClient>,
  query: { queryKey: QueryKey },
  request: () => Promise<T>,
): Promise<void> {
  const answer = request()
  // Read by the cache below; until then a failure must not be reported as unhandled.
  answer.catch(() => {})
  // The request is sent once this task ends: the client's code is asked for after it.
  await yieldToMain()
  await (await client()).prefetchQuery({ queryKey: query.queryKey, queryFn: () => answer })
}
