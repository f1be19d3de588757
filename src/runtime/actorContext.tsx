import { useSelector } from '@xstate/react'
import { createContext, use, type ReactNode } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/**
 * A React context for one of the app's long-lived actors, with its hooks: what @xstate/react's
 * `createActorContext` gives, except that the provider is handed a running actor instead of
 * creating one. The app creates its actors once at start-up (src/app/appRuntime.ts), so
 * StrictMode's double mount cannot make twins (a second Firebase app, a second journal entry),
 * and the runtime can wire actors to each other before anything renders.
 */
export function defineActorContext<TActor extends AnyActorRef>(name: string) {
  const Context = createContext<TActor | null>(null)
  Context.displayName = name

  function Provider({ actor, children }: { actor: TActor; children: ReactNode }) {
    return <Context value={actor}>{children}</Context>
  }

  function useActorRef(): TActor {
    const actor = use(Context)
    if (!actor) throw new Error(`${name} is used outside its provider`)
    return actor
  }

  /** The actor, or null outside the provider (for pieces that also render on their own). */
  function useOptionalActorRef(): TActor | null {
    return use(Context)
  }

  function useActorSelector<T>(selector: (snapshot: SnapshotFrom<TActor>) => T, compare?: (a: T, b: T) => boolean): T {
    const actor: Pick<AnyActorRef, 'subscribe' | 'getSnapshot'> = useActorRef()
    return useSelector(actor, selector as (snapshot: unknown) => T, compare)
  }

  return { Provider, useActorRef, useOptionalActorRef, useSelector: useActorSelector }
}
