import type { ReactNode } from 'react'

export interface LayoutProps {
  /** Name of the route whose menu entry is highlighted. */
  activeRoute: string
  children: ReactNode
}
