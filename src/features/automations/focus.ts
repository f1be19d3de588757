import { useEffect, useRef } from 'react'

/**
 * Focus goes to a view's heading when the view opens, so keyboard and screen-reader users start
 * where the new content starts. The heading needs `tabIndex={-1}`.
 */
export function useFocusOnOpen<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null)
  const done = useRef(false)
  useEffect(() => {
    if (!ready || done.current || !ref.current) return
    done.current = true
    ref.current.focus()
  }, [ready])
  return ref
}
