import type { QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { createActor } from 'xstate'
import { inspectFor } from '@/lib/inspection'
import { loadingBarMachine, type LoadingBarActor } from '@/machines/loadingBar'
import { defineActorContext } from '../actorContext'
import { awaitedWork } from '../query'

export type { LoadingBarActor } from '@/machines/loadingBar'

export const LoadingBarActorContext = defineActorContext<LoadingBarActor>('LoadingBarActor')

export function createLoadingBarActor(): LoadingBarActor {
  return createActor(loadingBarMachine, { inspect: inspectFor('loadingBar') })
}

/**
 * Feeds the loading bar with what the person is waiting for: route loads (`useLoadingWork`), the
 * first load of a screen's data and the changes they asked for (mutations). Background refreshes
 * of data already on screen do not count (see `awaitedWork`). Returns the unsubscribe.
 */
export function followAwaitedWork(queryClient: QueryClient, actor: LoadingBarActor): () => void {
  const queries = queryClient.getQueryCache()
  const mutations = queryClient.getMutationCache()
  let counted = new Set<string>()
  const sync = () => {
    const current = awaitedWork(queries, mutations)
    for (const key of current) if (!counted.has(key)) actor.send({ type: 'WORK.STARTED' })
    for (const key of counted) if (!current.has(key)) actor.send({ type: 'WORK.ENDED' })
    counted = current
  }
  const stopQueries = queries.subscribe(sync)
  const stopMutations = mutations.subscribe(sync)
  return () => {
    stopQueries()
    stopMutations()
    for (let i = 0; i < counted.size; i++) actor.send({ type: 'WORK.ENDED' })
  }
}

export function LoadingBarProvider({ actor, children }: { actor: LoadingBarActor; children: ReactNode }) {
  return <LoadingBarActorContext.Provider actor={actor}>{children}</LoadingBarActorContext.Provider>
}

/**
 * Counts the calling component's lifetime as work in progress: rendered as a Suspense fallback it
 * covers a lazy screen and whatever data it suspends on. A no-op outside the provider.
 */
export function useLoadingWork(): void {
  const actor = LoadingBarActorContext.useOptionalActorRef()
  useEffect(() => {
    if (!actor) return
    actor.send({ type: 'WORK.STARTED' })
    return () => actor.send({ type: 'WORK.ENDED' })
  }, [actor])
}
