import { useLingui } from '@lingui/react/macro'
import { IconCopy, IconFlask, IconHistory, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import type { RowAction } from '@/components/data-table'
import type { AutomationSummary } from '@/domain/automations/apiTypes'
import { hrefOf } from '@/routes/match'

interface RowHandlers {
  /** The row's own change is on its way: its actions wait. */
  busy: (automation: AutomationSummary) => boolean
  onToggle: (automation: AutomationSummary) => void
  onDuplicate: (automation: AutomationSummary) => void
  /** The confirm-then-delete action (`useConfirmDelete`), last and in red. */
  deleteAction: (automation: AutomationSummary, options: { disabled: boolean }) => RowAction
}

/**
 * Every action on an automation, each with its icon. Edit, Test and Run history go to another
 * screen: they are links (a new tab, a middle click, a copied address all work).
 */
export function useAutomationRowActions({ busy, onToggle, onDuplicate, deleteAction }: RowHandlers) {
  const { t } = useLingui()
  return (automation: AutomationSummary): RowAction[] => {
    const { id } = automation
    const disabled = busy(automation)
    const active = automation.status === 'active'
    return [
      { label: t`Edit`, icon: IconPencil, href: hrefOf('automation-edit', { id }) },
      { label: t`Test`, icon: IconFlask, href: hrefOf('automation-test', { id }) },
      { label: t`Run history`, icon: IconHistory, href: hrefOf('automation-runs', { id }) },
      {
        label: active ? t`Pause` : t`Activate`,
        icon: active ? IconPlayerPause : IconPlayerPlay,
        disabled,
        onSelect: () => onToggle(automation),
      },
      { label: t`Duplicate`, icon: IconCopy, disabled, onSelect: () => onDuplicate(automation) },
      deleteAction(automation, { disabled }),
    ]
  }
}
