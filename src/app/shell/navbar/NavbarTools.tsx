import { useLingui } from '@lingui/react/macro'
import { IconButton } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { DeferredPopup } from '@/components/deferred'
import { Icon } from '@/components/icons'
import { useFirstScreenSettled } from '@/runtime/firstScreen'
import { notificationsQuery } from './api'

// Loaded when first opened: it weighs nothing on the shell's first paint.
const panels = () => import('./panels')
const SearchDialog = lazy(() => panels().then((module) => ({ default: module.SearchDialog })))

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The navbar's search button; Ctrl+K (⌘K on a Mac) opens it from anywhere in the signed-in shell. */
export function SearchButton() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  /** Each opening mounts the dialog afresh: empty query, recent searches. */
  const [openings, setOpenings] = useState(0)
  /** What had focus when the dialog opened: it gets it back when the dialog closes without navigating. */
  const opener = useRef<HTMLElement | null>(null)
  const show = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setLoaded(true)
    setOpenings((count) => count + 1)
    setOpen(true)
  }
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        show()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K'
  return (
    <>
      <IconButton
        variant="ghost"
        color="gray"
        aria-label={t`Search (${shortcut})`}
        data-tour="search"
        aria-haspopup="dialog"
        aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
        onClick={show}
      >
        <Icon name="search" />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog key={openings} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  )
}

// The popovers' code (Radix Popover, Floating UI) comes after the shell's first paint.
const popovers = () => import('./popovers')
const loadNotifications = () => popovers().then((module) => module.NotificationsPopover)
const loadShortcuts = () => popovers().then((module) => module.ShortcutsPopover)

/** The bell with the unread count; its list loads when first opened. */
export function NotificationsButton() {
  const { t } = useLingui()
  // The count is not what the page opens for: asked once the first screen has its data.
  const enabled = useFirstScreenSettled()
  const unread = useQuery({ ...notificationsQuery(), enabled, select: (data) => data.unread }).data ?? 0
  return (
    <DeferredPopup load={loadNotifications} props={{}} opens="dialog">
      <IconButton
        variant="ghost"
        color="gray"
        className="navbar__badge-button"
        data-tour="notifications"
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className="navbar__badge" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </IconButton>
    </DeferredPopup>
  )
}

export function ShortcutsButton() {
  const { t } = useLingui()
  return (
    <DeferredPopup load={loadShortcuts} props={{}} opens="dialog">
      <IconButton variant="ghost" color="gray" aria-label={t`Shortcuts`}>
        <Icon name="shortcuts" />
      </IconButton>
    </DeferredPopup>
  )
}
