import { Trans } from '@lingui/react/macro'
import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'

type Pending = { kind: 'href'; href: string } | { kind: 'back' }

/**
 * Asks before unsaved changes are lost (docs/product.md, "Automations"): a link anywhere on the
 * page (the menu included), the browser's Back button, and closing or reloading the tab. Links
 * and Back are held and confirmed in our own dialog; closing the tab can only get the browser's
 * own question (`beforeunload`). `requestLeave` is for the screen's own buttons (Cancel).
 */
export function useLeaveGuard(dirty: boolean): { dialog: ReactNode; requestLeave: (href: string) => void } {
  const [pending, setPending] = useState<Pending | null>(null)
  const [, navigate] = useLocation()
  const leaving = useRef(false)

  useEffect(() => {
    if (!dirty) return
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return
      event.preventDefault()
      // Older browsers only ask when returnValue is set.
      event.returnValue = ''
    }
    const click = (event: MouseEvent) => {
      if (leaving.current || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
        return
      const url = new URL(anchor.href, window.location.href)
      // Another site is a page unload: the browser asks through beforeunload.
      if (url.origin !== window.location.origin) return
      const href = `${url.pathname}${url.search}${url.hash}`
      if (href === here) return
      event.preventDefault()
      event.stopPropagation()
      setPending({ kind: 'href', href })
    }
    // Back has already moved the history when popstate fires: put this page back, then ask.
    // Registered in the capture phase so the router never sees the event.
    const popState = (event: PopStateEvent) => {
      if (leaving.current) return
      event.stopImmediatePropagation()
      window.history.pushState(window.history.state, '', here)
      setPending({ kind: 'back' })
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    window.addEventListener('popstate', popState, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
      window.removeEventListener('popstate', popState, true)
    }
  }, [dirty])

  const leave = useCallback(
    (target: Pending) => {
      leaving.current = true
      setPending(null)
      if (target.kind === 'back') window.history.back()
      else navigate(target.href)
    },
    [navigate],
  )

  const requestLeave = useCallback(
    (href: string) => {
      if (dirty) setPending({ kind: 'href', href })
      else navigate(href)
    },
    [dirty, navigate],
  )

  const dialog = (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>
          <Trans>Leave without saving?</Trans>
        </AlertDialog.Title>
        <AlertDialog.Description>
          <Trans>The changes you made to this automation will be lost.</Trans>
        </AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              <Trans>Keep editing</Trans>
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => pending && leave(pending)}>
              <Trans>Leave and lose changes</Trans>
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
  return { dialog, requestLeave }
}
