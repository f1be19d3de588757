import type { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { createActor } from 'xstate'
import { inspectFor } from '@/lib/inspection'
import { loadingBarMachine, type LoadingBarActor } from '@/machines/loadingBar'
import { defineActorContext } from '../actorContext'

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

/**
 * Work the person is waiting for: a query fetching with nothing on screen yet (its first load)
 * and every mutation in flight. A background refresh of data already shown is not waited for,
 * so it never drives the loading bar. Returns the keys of that work, for counting.
 */
export function awaitedWork(queries: QueryCache, mutations: MutationCache): Set<string> {
  const keys = new Set<string>()
  for (const query of queries.getAll()) {
    if (query.state.fetchStatus === 'fetching' && query.state.data === undefined) keys.add(`q:${query.queryHash}`)
  }
  for (const mutation of mutations.getAll()) {
    if (mutation.state.status === 'pending') keys.add(`m:${mutation.mutationId}`)
  }
  return keys
}
