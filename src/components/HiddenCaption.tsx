import type { ReactNode } from 'react'

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/**
 * Names a Radix table for assistive technology: Table.Root puts its props on a wrapper div, so
 * an aria-label there would name nothing; a caption inside the table does.
 */
export function HiddenCaption({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <caption id={id} style={VISUALLY_HIDDEN}>
      {children}
    </caption>
  )
}
