import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react'
import { opensAfterFirstScreen } from '@/runtime/firstScreen'
import { usePaintedAfterMount } from '../deferred/ScreenOpening'

/** False inside a section until the frame that shows its heading is painted. */
const HeadingPainted = createContext(true)

type SectionProps = ComponentPropsWithRef<'section'> & {
  /** The id of the section's heading, which names the region. */
  'aria-labelledby': string
}

/**
 * A band or card of a page named by its heading, whose costly content (`SectionBody`) draws in the
 * render after the frame that shows the heading (docs/kit.md, "Sections"): when a navigation opens
 * the screen, and when the section appears later with the screen's data (a course's syllabus under
 * its title). The page load's first screen draws it whole, in one paint, as the pre-rendering does.
 */
export function Section({ children, ...section }: SectionProps) {
  const painted = usePaintedAfterMount(opensAfterFirstScreen)
  return (
    <section {...section}>
      <HeadingPainted value={painted}>{children}</HeadingPainted>
    </section>
  )
}

/** The costly content of a `Section`, drawn once the frame with the section's heading is painted. */
export function SectionBody({ children }: { children: ReactNode }) {
  return useContext(HeadingPainted) ? children : null
}
