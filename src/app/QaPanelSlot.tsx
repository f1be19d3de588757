import { Trans } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * Shown instead of the QA panel when its code could not be fetched (the connection dropped while
 * it loaded). Chromium keeps a failed module download until the page reloads, so asking again
 * would fail again: the notice says how to get the panel back.
 */
function QaPanelUnavailable() {
  return (
    <Text
      role="status"
      size="1"
      color="gray"
      style={{ position: 'fixed', insetInlineStart: 'var(--space-3)', insetBlockEnd: 'var(--space-3)', zIndex: 30 }}
    >
      <Trans>The QA panel could not be loaded. Reload the page to get it back.</Trans>
    </Text>
  )
}

/**
 * The QA panel, loaded after the first screen (QA mode builds only; statically null otherwise,
 * so production builds carry none of it). A failed download must not reject into React: with no
 * boundary above the router, it would unmount the whole app, the screen being used included.
 */
const LazyQaPanel =
  import.meta.env.VITE_QA_MODE === 'on'
    ? lazy(() =>
        import('@/devtools/QaPanel').catch((error: unknown) => {
          console.error('The QA panel could not load', error)
          return { default: QaPanelUnavailable }
        }),
      )
    : null

export const QaPanelSlot = LazyQaPanel
  ? function QaPanelSlot() {
      // Drawn once the app runs, never in the pre-rendered markup nor while React adopts it.
      const [running, setRunning] = useState(false)
      useEffect(() => setRunning(true), [])
      if (!running) return null
      return (
        <Suspense fallback={null}>
          <LazyQaPanel />
        </Suspense>
      )
    }
  : null
