import { Trans, useLingui } from '@lingui/react/macro'
import { DropdownMenu, IconButton } from '@radix-ui/themes'
import {
  IconCopy,
  IconDotsVertical,
  IconFlask,
  IconHistory,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react'
import { useLocation } from 'wouter'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import { hrefOf } from '@/routes/match'

const ICON = { size: 16, 'aria-hidden': true } as const

/** One button per row opens every action on the automation, each with its icon. */
export function AutomationRowMenu({
  automation,
  busy,
  onToggle,
  onDuplicate,
  onDelete,
}: {
  automation: AutomationSummary
  busy: boolean
  onToggle: () => void
  onDuplicate: () => void
  onDelete: () => void
}) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const { id, name } = automation
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={busy}>
        <IconButton variant="ghost" color="gray" aria-label={t`Actions for “${name}”`}>
          <IconDotsVertical {...ICON} size={18} />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item onSelect={() => navigate(hrefOf('automation-edit', { id }))}>
          <IconPencil {...ICON} />
          <Trans>Edit</Trans>
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => navigate(hrefOf('automation-test', { id }))}>
          <IconFlask {...ICON} />
          <Trans>Test</Trans>
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => navigate(hrefOf('automation-runs', { id }))}>
          <IconHistory {...ICON} />
          <Trans>Run history</Trans>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onToggle}>
          {automation.status === 'active' ? <IconPlayerPause {...ICON} /> : <IconPlayerPlay {...ICON} />}
          {automation.status === 'active' ? <Trans>Pause</Trans> : <Trans>Activate</Trans>}
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={onDuplicate}>
          <IconCopy {...ICON} />
          <Trans>Duplicate</Trans>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={onDelete}>
          <IconTrash {...ICON} />
          <Trans>Delete</Trans>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
