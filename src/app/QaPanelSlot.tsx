import { Trans } from '@lingui/react/macro'
import { Box, Text } from '@radix-ui/themes'
import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * Shown instead of the QA panel when its code could not be fetched (the connection dropped while
 * it loaded). Chromium keeps a failed module download until the page reloads, so asking again
 * would fail again: the notice says how to get the panel back. Like the panel's button, it follows
 * the page on a narrow screen rather than float over its content.
 */
function QaPanelUnavailable() {
  return (
    <Box
      asChild
      position={{ initial: 'static', sm: 'fixed' }}
      m={{ initial: '3', sm: '0' }}
      style={{ insetInlineStart: 'var(--space-3)', insetBlockEnd: 'var(--space-3)', zIndex: 30 }}
    >
      <Text as="p" role="status" size="1" color="gray">
        <Trans>The QA panel could not be loaded. Reload the page to get it back.</Trans>
      </Text>
    </Box>
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
