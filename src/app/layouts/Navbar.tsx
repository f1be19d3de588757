import { useLingui } from '@lingui/react/macro'
import { Flex, IconButton } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import { BrandMark } from '@/components/BrandMark'
import { Icon } from '@/components/icons'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { ThemeSwitcher } from '@/app/shell/ThemeSwitcher'
import { UserMenu } from '@/app/shell/UserMenu'
import { NotificationsButton, SearchButton, ShortcutsButton } from '@/app/shell/navbar/NavbarTools'
import { WorkspaceSwitcher } from '@/app/shell/navbar/WorkspaceSwitcher'
import { loadCustomizer } from '@/app/shell/customizer/loadCustomizer'

const prefetchCustomizer = () => {
  // Only a head start: a failure shows when the customizer is opened.
  loadCustomizer().catch(() => {})
}

export function CustomizerButton({ onClick }: { onClick(): void }) {
  const { t } = useLingui()
  return (
    <IconButton
      variant="ghost"
      color="gray"
      aria-label={t`Open theme customizer`}
      aria-haspopup="dialog"
      data-tour="customizer"
      onClick={onClick}
      onPointerEnter={prefetchCustomizer}
      onFocus={prefetchCustomizer}
    >
      <Icon name="settings" />
    </IconButton>
  )
}

/**
 * The bar at the top of the signed-in shell, as the template has it: brand or menu button, search
 * (Ctrl/⌘+K), the workspace switcher, then language, theme, shortcuts, notifications, the customizer and the user menu.
 */
export function Navbar({ leading, onOpenCustomizer }: { leading?: ReactNode; onOpenCustomizer(): void }) {
  const { navigationMode } = usePreferences()
  return (
    <Flex align="center" gap="3" className="navbar__row shell-width">
      {leading}
      {navigationMode === 'horizontal' && <BrandMark />}
      <SearchButton />
      <WorkspaceSwitcher />
      <Flex align="center" gap="3" className="navbar__actions">
        <LanguageSwitcher />
        {/* On a phone the theme stays in the customizer and the shortcuts in search: room for the rest. */}
        <span className="navbar__optional">
          <ThemeSwitcher />
        </span>
        <span className="navbar__optional">
          <ShortcutsButton />
        </span>
        <NotificationsButton />
        <CustomizerButton onClick={onOpenCustomizer} />
        <UserMenu />
      </Flex>
    </Flex>
  )
}
