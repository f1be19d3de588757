import { useLingui } from '@lingui/react/macro'
import { IconButton, Popover } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/icons'
import { notificationsQuery } from './api'

// Loaded when one of them is first opened: none of them weighs on the shell's first paint.
const panels = () => import('./panels')
const SearchDialog = lazy(() => panels().then((module) => ({ default: module.SearchDialog })))
const NotificationsPanel = lazy(() => panels().then((module) => ({ default: module.NotificationsPanel })))
const ShortcutsPanel = lazy(() => panels().then((module) => ({ default: module.ShortcutsPanel })))

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

/** The bell with the unread count; its list loads when first opened. */
export function NotificationsButton() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const unread = useQuery({ ...notificationsQuery(), select: (data) => data.unread }).data ?? 0
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <IconButton
          variant="ghost"
          color="gray"
          className="navbar__badge-button"
          aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        >
          <Icon name="bell" />
          {unread > 0 && (
            <span className="navbar__badge" aria-hidden="true">
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </IconButton>
      </Popover.Trigger>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel onNavigate={() => setOpen(false)} />
        </Suspense>
      )}
    </Popover.Root>
  )
}

export function ShortcutsButton() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <IconButton variant="ghost" color="gray" aria-label={t`Shortcuts`}>
          <Icon name="shortcuts" />
        </IconButton>
      </Popover.Trigger>
      {open && (
        <Suspense fallback={null}>
          <ShortcutsPanel onNavigate={() => setOpen(false)} />
        </Suspense>
      )}
    </Popover.Root>
  )
}
