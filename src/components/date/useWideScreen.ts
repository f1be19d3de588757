import { useSyncExternalStore } from 'react'
import { BREAKPOINTS } from '@/config/app'

const QUERY = `(min-width: ${BREAKPOINTS.sm}px)`

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True from the "sm" breakpoint up (docs/product.md, "Limits and constants"). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches)
}
