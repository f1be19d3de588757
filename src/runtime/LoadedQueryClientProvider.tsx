import { QueryClientContext } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { useLoadedQueryClient } from './queryClientLoader'

/**
 * TanStack Query's provider for a client that arrives after the first render
 * (./queryClientLoader.ts): the provider is in the tree from the start, so the screens below it
 * are not mounted again when the client arrives; only its value changes. As `QueryClientProvider`
 * does, the client follows the window's focus and the connection while it is provided.
 */
export function LoadedQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useLoadedQueryClient()
  useEffect(() => {
    if (!client) return
    client.mount()
    return () => client.unmount()
  }, [client])
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>
}
