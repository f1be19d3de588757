import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/**
 * "The first screen has what it shows": what the page does not show at once (the identity SDK
 * when a stored token can carry the requests, the toasts' host, the popups' chunks, the bell's
 * count) waits for it, so it never competes with the screen's own chunks and data
 * (docs/architecture.md, "Performance": a slow phone network has six connections, and every
 * request before the content paints delays it).
 *
 * Settled unless the boot says a first screen is on its way (`holdForFirstScreen`): a piece
 * rendered anywhere else (a component test, a later screen) works at once as before.
 */
let settled = true
/** Whether the boot held a first screen: without one (a component test, the pre-rendering), no screen opens after it. */
let booted = false
let waiting: Promise<void> = Promise.resolve()
const listeners = new Set<() => void>()

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const
/** Longest wait: a screen whose data never settles (a stream, a retry loop) holds nothing for long. */
const MAX_WAIT_MS = 6_000
const IDLE_TIMEOUT_MS = 1_000

function markSettled(): void {
  if (settled) return
  settled = true
  listeners.forEach((listener) => listener())
}

/**
 * Called by the boot before the first render. Returns `follow`, to call once the first screen has
 * rendered: from then on, once no query or mutation is in flight and the browser is idle (or at
 * the visitor's first tap or key, or after six seconds at most), the first screen counts as settled.
 */
export function holdForFirstScreen(): { follow(queryClient: QueryClient | null): void } {
  settled = false
  booted = true
  let release!: () => void
  waiting = new Promise((resolve) => (release = resolve))
  const finish = () => {
    markSettled()
    release()
  }
  return {
    follow(queryClient) {
      let done = false
      const stops: (() => void)[] = []
      const whenIdle = () => {
        if (done) return
        done = true
        stops.forEach((stop) => stop())
        // After the frame that shows the screen is painted (a task queued from an animation frame
        // runs once that frame is out), then when the browser is idle: an idle moment can come
        // before the paint, and what starts then would hold the paint back.
        window.requestAnimationFrame(() =>
          window.setTimeout(() => {
            if (typeof window.requestIdleCallback === 'function')
              window.requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS })
            else finish()
          }, 0),
        )
      }
      // A screen without server data (no client) waits for nothing but the paint.
      const check = () => {
        if (!queryClient || (queryClient.isFetching() === 0 && queryClient.isMutating() === 0)) whenIdle()
      }
      const interacted = () => {
        // Someone is using the page: what they reach for must not wait.
        done = true
        stops.forEach((stop) => stop())
        finish()
      }
      if (queryClient)
        stops.push(queryClient.getQueryCache().subscribe(check), queryClient.getMutationCache().subscribe(check))
      INTERACTIONS.forEach((type) => {
        window.addEventListener(type, interacted, { capture: true, passive: true })
        stops.push(() => window.removeEventListener(type, interacted, true))
      })
      const cap = window.setTimeout(interacted, MAX_WAIT_MS)
      stops.push(() => window.clearTimeout(cap))
      // The screen's effects start its queries after the commit: look once they have.
      const first = window.setTimeout(check, 0)
      stops.push(() => window.clearTimeout(first))
    },
  }
}

/**
 * True once the boot's first screen has settled: a screen mounting now is one a navigation opened,
 * whose parts may draw after its heading (`ScreenOpening`, src/components/deferred).
 */
export function opensAfterFirstScreen(): boolean {
  return booted && settled
}

/** Resolves once the first screen has settled (at once when there is none to wait for). */
export function firstScreenSettled(): Promise<void> {
  return waiting
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const isSettled = () => settled

/** True once the first screen has settled: for what a component mounts or fetches only after it. */
export function useFirstScreenSettled(): boolean {
  return useSyncExternalStore(subscribe, isSettled, isSettled)
}
