import { Theme } from '@radix-ui/themes'
import { Direction } from 'radix-ui'
import type { ReactNode } from 'react'
import { usePreferences } from './usePreferences'

/**
 * Radix Themes carries the look; the preferences choose its appearance and, through the
 * `--app-primary` variables (src/styles/theme.css), its accent colour. Radix's own root pins the
 * direction to ltr, so the language's direction is provided again inside it.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const { appearance, direction, preferences } = usePreferences()
  return (
    <Theme
      accentColor="green"
      grayColor="slate"
      radius="medium"
      appearance={appearance}
      panelBackground={preferences.skin === 'bordered' ? 'solid' : 'translucent'}
      data-skin={preferences.skin}
    >
      <Direction.Provider dir={direction}>{children}</Direction.Provider>
    </Theme>
  )
}
