import { useActorRef } from '@xstate/react'
import { createContext, use, useEffect, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { api } from '@/app/api'
import { inspectFor } from '@/app/qa/inspect'
import { loadingBarMachine } from '@/machines/loadingBar'

export type LoadingBarActor = ActorRefFrom<typeof loadingBarMachine>

export const LoadingBarContext = createContext<LoadingBarActor | null>(null)

/** Feeds the loading bar with backend requests in flight (and, via `useLoadingWork`, route loads). */
export function LoadingBarProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(loadingBarMachine, { inspect: inspectFor('loadingBar') })
  useEffect(
    () =>
      api.observe({
        onRequestStart: () => actor.send({ type: 'WORK.STARTED' }),
        onRequestEnd: () => actor.send({ type: 'WORK.ENDED' }),
      }),
    [actor],
  )
  return <LoadingBarContext value={actor}>{children}</LoadingBarContext>
}

/**
 * Counts the calling component's lifetime as work in progress: rendered as a Suspense fallback it
 * covers a lazy screen and whatever data it suspends on. A no-op outside the provider.
 */
export function useLoadingWork(): void {
  const actor = use(LoadingBarContext)
  useEffect(() => {
    if (!actor) return
    actor.send({ type: 'WORK.STARTED' })
    return () => actor.send({ type: 'WORK.ENDED' })
  }, [actor])
}
