import { Component, type ReactNode } from 'react'

interface MapBoundaryProps {
  children: ReactNode
  /** What shows instead of a map that failed: the list beside it keeps working. */
  fallback: ReactNode
}

/**
 * The map is an extra: when its chunk cannot load or MapLibre throws while starting, the screen
 * says so in place of the map instead of failing whole.
 */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The fleet map could not start', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
