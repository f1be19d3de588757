import { useLingui } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { DeferredPopup } from '@/components/deferred'
import { Icon } from '@/components/icons'
import { useFirstScreenSettled } from '@/runtime/firstScreen'
import { myWorkspacesQuery, shownAmong } from '@/runtime/resources/workspaces'
import { useShownWorkspace } from '@/runtime/tabWorkspace'
import './WorkspaceSwitcher.css'

// The menu (Radix DropdownMenu, Floating UI) comes after the shell's first paint.
const loadWorkspaceMenu = () => import('./WorkspaceMenu').then((module) => module.WorkspaceMenuPopup)

/**
 * The navbar's workspace switcher: the name of the workspace this tab shows; its menu lists my
 * workspaces with my role in each. The list is not what the page opens for: it is asked once the first screen has
 * its data, and the button waits for it.
 */
export function WorkspaceSwitcher() {
  const { t } = useLingui()
  const enabled = useFirstScreenSettled()
  const workspaces = useQuery({ ...myWorkspacesQuery(), enabled }).data
  const shown = useShownWorkspace()
  const current = workspaces && shownAmong(workspaces, shown)
  if (!workspaces || !current) return null
  return (
    <DeferredPopup load={loadWorkspaceMenu} props={{ workspaces }} opens="menu">
      <Button variant="soft" color="gray" aria-label={t`Workspace: ${current.name}`}>
        <Icon name="users" size={16} />
        <span className="workspace-switcher__name">
          <bdi>{current.name}</bdi>
        </span>
        <Icon name="chevronDown" size={14} />
      </Button>
    </DeferredPopup>
  )
}
