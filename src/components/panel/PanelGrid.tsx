import type { CSSProperties, ReactNode } from 'react'
import './panel.css'

interface PanelGridProps {
  /** The narrowest a panel may get before the grid drops a column (`18rem`). */
  min?: string
  children: ReactNode
}

/**
 * Panels side by side, as many columns as fit: one on a phone, three or four on a desktop. It
 * needs no breakpoints, so it fits the content area whatever the navigation takes.
 */
export function PanelGrid({ min = '20rem', children }: PanelGridProps) {
  return (
    <div className="panel-grid" style={{ '--panel-grid-min': min } as CSSProperties}>
      {children}
    </div>
  )
}
