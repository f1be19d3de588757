import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react'
import { afterNextPaint } from '@/lib/afterNextPaint'
import { opensAfterFirstScreen } from '@/runtime/firstScreen'

/** True inside a screen a navigation is opening, until the frame with its heading is painted. */
const Opening = createContext(false)

/**
 * Around each screen (the route view puts it there). When a navigation opens the screen, its heavy
 * parts (`DrawnLater`: a demo, a table, a form's fields, a card's figures, a chart) draw in a render
 * of their own once the frame with the new heading is painted: the click answers with the heading
 * and frames at once, nothing else runs before that frame, and the rest follows in a transition
 * React can slice and interrupt (docs/architecture.md, "A click answers at once").
 * The first screen of a page load draws whole, in one paint: nothing waits for a click there, and a
 * second paint would only push its largest paint back.
 */
export function ScreenOpening({ children }: { children: ReactNode }) {
  // Waiting in the opening render only; parts mounted later (a tab, a dialog) draw at once.
  const painted = usePaintedAfterMount(opensAfterFirstScreen)
  return <Opening value={!painted}>{children}</Opening>
}

/**
 * False until the frame of the first render is painted (then true, set in a transition), when
 * `waits()` says so on mount; true from the start otherwise.
 */
export function usePaintedAfterMount(waits: () => boolean): boolean {
  const [painted, setPainted] = useState(() => !waits())
  useEffect(() => {
    if (painted) return
    let current = true
    void afterNextPaint().then(() => current && startTransition(() => setPainted(true)))
    return () => {
      current = false
    }
  }, [painted])
  return painted
}

/** False while a navigation opens the screen, true once its heading is painted (see `ScreenOpening`). */
export function useDrawnAfterOpening(): boolean {
  return !useContext(Opening)
}

interface DrawnLaterProps {
  children: ReactNode
  /** What holds the part's place meanwhile (nothing by default). */
  fallback?: ReactNode
}

/** Its children, drawn once the screen's heading is painted when a navigation opens the screen. */
export function DrawnLater({ children, fallback = null }: DrawnLaterProps) {
  return useDrawnAfterOpening() ? children : fallback
}
