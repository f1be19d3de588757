import { useLingui } from '@lingui/react/macro'
import { DropdownMenu, IconButton } from '@radix-ui/themes'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import { THEMES, type Theme } from '@/lib/preferences/schema'
import { Icon } from '@/components/icons'
import { useThemeLabels } from './preferenceLabels'

const ICONS: Record<Theme, string> = { light: 'sun', dark: 'moon', system: 'monitor' }

export function ThemeSwitcher() {
  const { t } = useLingui()
  const { preferences, setPreference } = usePreferences()
  const labels = useThemeLabels()
  const current = labels[preferences.theme]
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" aria-label={t`Theme: ${current}`}>
          <Icon name={ICONS[preferences.theme]} />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.RadioGroup
          value={preferences.theme}
          onValueChange={(value) => {
            const theme = THEMES.find((candidate) => candidate === value)
            if (theme) setPreference('theme', theme)
          }}
        >
          {THEMES.map((theme) => (
            <DropdownMenu.RadioItem key={theme} value={theme}>
              {labels[theme]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
