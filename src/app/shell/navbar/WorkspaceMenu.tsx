import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DropdownMenu, Flex, Text } from '@radix-ui/themes'
import { useLocation } from 'wouter'
import type { DeferredPopupOpening } from '@/components/deferred'
import { Icon } from '@/components/icons'
import type { MyWorkspace, WorkspaceRole } from '@/domain/workspaces'
import { pathOf } from '@/routes/match'
import { shownAmong } from '@/runtime/resources/workspaces'
import { useShownWorkspace } from '@/runtime/tabWorkspace'
import { useSwitchWorkspace } from './useSwitchWorkspace'

const ROLE_LABELS: Record<WorkspaceRole, MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  agent: msg`Agent`,
  viewer: msg`Viewer`,
}

/** The switcher's menu: the person's workspaces, the one they work in checked (`useSwitchWorkspace`). */
export function WorkspaceMenuPopup({
  button,
  defaultOpen,
  workspaces,
}: DeferredPopupOpening & { workspaces: MyWorkspace[] }) {
  const { i18n } = useLingui()
  const [, navigate] = useLocation()
  const current = shownAmong(workspaces, useShownWorkspace())
  const switching = useSwitchWorkspace()
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{button}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Label>
          <Trans>Your workspaces</Trans>
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={current?.id}
          onValueChange={(id) => {
            if (id !== current?.id && !switching.isPending) switching.mutate(id)
          }}
        >
          {workspaces.map((workspace) => (
            <DropdownMenu.RadioItem key={workspace.id} value={workspace.id}>
              <Flex justify="between" gap="4" flexGrow="1">
                <bdi>{workspace.name}</bdi>
                <Text color="gray" size="1">
                  {i18n._(ROLE_LABELS[workspace.role])}
                </Text>
              </Flex>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate(pathOf('team'))}>
          <Icon name="users" size={16} />
          <Trans>Team and settings</Trans>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
