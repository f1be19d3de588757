import { Tooltip as ThemesTooltip } from '@radix-ui/themes'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

/**
 * Radix Themes' tooltip with its own provider. The build takes the app-wide provider out of
 * <Theme> (scripts/vite/radixThemeTooltip.ts keeps Floating UI out of every route's start-up
 * code), so tooltips come from here, never from '@radix-ui/themes' directly (lint enforces it).
 */
export function Tooltip(props: ComponentProps<typeof ThemesTooltip>) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <ThemesTooltip {...props} />
    </TooltipPrimitive.Provider>
  )
}
