import { Popover } from '@radix-ui/themes'
import { lazy, Suspense, useState } from 'react'
import type { DeferredPopupOpening } from '@/components/deferred'

const panels = () => import('./panels')
const NotificationsPanel = lazy(() => panels().then((module) => ({ default: module.NotificationsPanel })))
const ShortcutsPanel = lazy(() => panels().then((module) => ({ default: module.ShortcutsPanel })))

/**
 * The navbar's popovers, a chunk fetched after the shell's first paint (NavbarTools.tsx); each
 * panel's list comes with the panels' chunk when first opened.
 */
function PanelPopover({ button, defaultOpen, Panel }: DeferredPopupOpening & { Panel: typeof NotificationsPanel }) {
  const [open, setOpen] = useState(defaultOpen)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>{button}</Popover.Trigger>
      {open && (
        <Suspense fallback={null}>
          <Panel onNavigate={() => setOpen(false)} />
        </Suspense>
      )}
    </Popover.Root>
  )
}

export const NotificationsPopover = (opening: DeferredPopupOpening) => (
  <PanelPopover {...opening} Panel={NotificationsPanel} />
)

export const ShortcutsPopover = (opening: DeferredPopupOpening) => <PanelPopover {...opening} Panel={ShortcutsPanel} />
