import { useLingui } from '@lingui/react/macro'
import { Avatar, IconButton } from '@radix-ui/themes'
import { useSession } from '@/runtime/session/useSession'
import { DeferredPopup } from '@/components/deferred'
import { Icon } from '@/components/icons'

// The menu itself (Radix DropdownMenu, Floating UI) comes after the shell's first paint.
const loadUserMenu = () => import('./menus').then((module) => module.UserMenuPopup)

export function UserMenu() {
  const { t } = useLingui()
  const { user } = useSession()
  if (!user) return null
  const name = user.fullName || user.username || user.email
  return (
    <DeferredPopup load={loadUserMenu} props={{}} opens="menu">
      <IconButton variant="ghost" radius="full" aria-label={t`Account menu for ${name}`} data-tour="user-menu">
        {/* An icon, not initials: visible text in the button would have to be part of its name. */}
        <Avatar
          size="2"
          radius="full"
          src={user.avatar || undefined}
          fallback={<Icon name="user" size={16} />}
          alt=""
        />
      </IconButton>
    </DeferredPopup>
  )
}
