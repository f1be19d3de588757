import { useLingui } from '@lingui/react/macro'
import { IconButton } from '@radix-ui/themes'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import type { Theme } from '@/lib/preferences/schema'
import { DeferredPopup } from '@/components/deferred'
import { Icon } from '@/components/icons'
import { useThemeLabels } from './labels'

const ICONS: Record<Theme, string> = { light: 'sun', dark: 'moon', system: 'monitor' }

// The menu itself (Radix DropdownMenu, Floating UI) comes after the shell's first paint.
const loadThemeMenu = () => import('./menus').then((module) => module.ThemeMenuPopup)

export function ThemeSwitcher() {
  const { t } = useLingui()
  const { preferences } = usePreferences()
  const current = useThemeLabels()[preferences.theme]
  return (
    <DeferredPopup load={loadThemeMenu} props={{}} opens="menu">
      <IconButton variant="ghost" color="gray" aria-label={t`Theme: ${current}`}>
        <Icon name={ICONS[preferences.theme]} />
      </IconButton>
    </DeferredPopup>
  )
}
