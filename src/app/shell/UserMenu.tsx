import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, DropdownMenu, Flex, IconButton, Text } from '@radix-ui/themes'
import { useLocation } from 'wouter'
import { pathOf } from '@/routes/match'
import { useSession } from '@/runtime/session/useSession'
import { Icon } from '@/components/icons'

export function UserMenu() {
  const { t } = useLingui()
  const { user, signOut } = useSession()
  const [, navigate] = useLocation()
  if (!user) return null
  const name = user.fullName || user.username || user.email
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" radius="full" aria-label={t`Account menu for ${name}`}>
          {/* An icon, not initials: visible text in the button would have to be part of its name. */}
          <Avatar
            size="2"
            radius="full"
            src={user.avatar || undefined}
            fallback={<Icon name="user" size={16} />}
            alt=""
          />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <Flex direction="column" px="3" py="2">
          <Text size="2" weight="bold">
            {name}
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
