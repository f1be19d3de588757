import { Suspense, type ComponentType, type ReactNode } from 'react'
import { NearViewport } from '../NearViewport'
import { lazyPart } from './lazyPart'
import { useDrawnAfterOpening } from './ScreenOpening'

type PropsOf<C> = C extends ComponentType<infer P> ? P : never

interface SplitPartOptions {
  /** Holds the part's place until it is drawn: nothing by default, a box of its height where a jump would show. */
  placeholder?: ReactNode
  /** Far down a long page (a landing page's contact form): its code comes as the visitor scrolls towards it. */
  lowOnPage?: boolean
}

/**
 * A heavy part of a screen (a library's view, a table with its menus, a tab's forms) in a chunk of
 * its own, declared once at module level: `const Board = splitPart(() => import('./Board'), 'Board')`,
 * then drawn as `<Board … />`. The kit decides when (docs/kit.md, "Screen parts"): the part draws
 * after the screen's heading when a navigation opens the screen, its code is fetched once the frame
 * then due is painted, and its placeholder stands in until both are done. A chunk that cannot be
 * fetched reaches the screen's error boundary.
 */
export function splitPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { placeholder = null, lowOnPage = false }: SplitPartOptions = {},
): ComponentType<PropsOf<M[K]>> {
  const Part = lazyPart(load, name) as ComponentType<PropsOf<M[K]>>
  function SplitPart(props: PropsOf<M[K]>) {
    const drawn = useDrawnAfterOpening()
    if (!drawn) return placeholder
    const part = (
      <Suspense fallback={placeholder}>
        <Part {...(props as PropsOf<M[K]> & object)} />
      </Suspense>
    )
    return lowOnPage ? <NearViewport placeholder={placeholder}>{part}</NearViewport> : part
  }
  SplitPart.displayName = `SplitPart(${String(name)})`
  return SplitPart
}
