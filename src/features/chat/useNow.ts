import { useEffect, useState } from 'react'

/**
 * The time when the component mounted, taken again at `until` (when a messaging window closes),
 * so what depends on it changes by itself at that moment. Mount it per thread (a `key`).
 */
export function useNowUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null || until < now) return
    // setTimeout takes at most 2^31-1 ms; a window closes within a day anyway.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - now + 50, 2 ** 31 - 1))
    return () => clearTimeout(timer)
  }, [until, now])
  return now
}
