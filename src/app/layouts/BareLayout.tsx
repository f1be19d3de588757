import type { LayoutProps } from './types'

/**
 * Screens that bring their own landmarks (the public front site: its navbar, main and footer are
 * the feature's own). Nothing of the shell, no strings: it costs the sign-in screens nothing.
 */
export function BareLayout({ children }: LayoutProps) {
  return <>{children}</>
}
