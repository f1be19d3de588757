import { createContext, useContext, useDeferredValue, useState, type ReactNode } from 'react'
import { opensAfterFirstScreen } from '@/runtime/firstScreen'

/** True inside a screen a navigation is opening, until that screen's first commit. */
const Opening = createContext(false)

/**
 * Around each screen (the route view puts it there). When a navigation opens the screen, its heavy
 * parts (`DrawnLater`: a demo, a table's rows, a card's figures, a chart) draw in a render of their
 * own after the first commit: the click answers with the new heading and frames at once, and the
 * rest follows in a render React can slice and interrupt (docs/architecture.md, "A click answers
 * at once").
 * The first screen of a page load draws whole, in one paint: nothing waits for a click there, and a
 * second paint would only push its largest paint back.
 */
export function ScreenOpening({ children }: { children: ReactNode }) {
  const [navigated] = useState(opensAfterFirstScreen)
  // True in the opening render only: React renders the deferred value (false) right after that
  // commit, and the parts with it. Parts mounted later (a tab, a dialog) draw at once.
  const opening = useDeferredValue(false, navigated ? true : undefined)
  return <Opening value={opening}>{children}</Opening>
}

/** False in the render that opens the screen, true from the render after it (see `ScreenOpening`). */
export function useDrawnAfterOpening(): boolean {
  return !useContext(Opening)
}

interface DrawnLaterProps {
  children: ReactNode
  /** What holds the part's place meanwhile (nothing by default). */
  fallback?: ReactNode
}

/** Its children, drawn after the screen's first commit when a navigation opens the screen. */
export function DrawnLater({ children, fallback = null }: DrawnLaterProps) {
  return useDrawnAfterOpening() ? children : fallback
}
