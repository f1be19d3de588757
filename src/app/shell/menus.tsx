import { Trans } from '@lingui/react/macro'
import { DropdownMenu, Flex, Text } from '@radix-ui/themes'
import { useLocation } from 'wouter'
import { pathOf } from '@/routes/match'
import { useSession } from '@/runtime/session/useSession'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import { THEMES } from '@/lib/preferences/schema'
import type { DeferredPopupOpening } from '@/components/deferred'
import { Icon } from '@/components/icons'
import { useThemeLabels } from './labels'

/**
 * The navbar's dropdown menus, a chunk fetched after the shell's first paint (their buttons are in
 * UserMenu.tsx and ThemeSwitcher.tsx).
 */
export function UserMenuPopup({ button, defaultOpen }: DeferredPopupOpening) {
  const { user, signOut } = useSession()
  const [, navigate] = useLocation()
  if (!user) return null
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{button}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <Flex direction="column" px="3" py="2">
          <Text size="2" weight="bold">
            {user.fullName || user.username || user.email}
          </Text>
          <Text size="1" color="gray">
            {user.email}
          </Text>
        </Flex>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate(pathOf('account'))}>
          <Icon name="user" size={16} />
          <Trans>My account</Trans>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={() => signOut()}>
          <Icon name="logout" size={16} />
          <Trans>Sign out</Trans>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

export function ThemeMenuPopup({ button, defaultOpen }: DeferredPopupOpening) {
  const { preferences, setPreference } = usePreferences()
  const labels = useThemeLabels()
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{button}</DropdownMenu.Trigger>
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
