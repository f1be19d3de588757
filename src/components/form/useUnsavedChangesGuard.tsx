import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'

type Pending = { kind: 'href'; href: string } | { kind: 'back' }

/** Marks the extra history entry that holds Back while there are unsaved changes. */
const GUARD = 'conversaLeaveGuard'

function onGuardEntry(): boolean {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD] === true
}

function pushGuardEntry(): void {
  const state: unknown = window.history.state
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), [GUARD]: true }, '', window.location.href)
}

/**
 * Where to go once a guarded form is done (saved): over the guard's extra entry when it is the
 * current one, so Back afterwards does not land on a copy of the form's screen.
 */
export function leaveGuardedScreen(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  href: string,
): void {
  navigate(href, { replace: onGuardEntry() })
}

export interface UnsavedChangesGuardOptions {
  /** What the question says is lost; "The changes you made will be lost." unless given. */
  message?: MessageDescriptor
  /**
   * Whether leaving inside the app asks too (links, Back, `requestLeave`). Off for a form whose
   * unsaved values survive leaving the screen: only closing or reloading the page asks then.
   */
  inApp?: boolean
  /** Called when the person chooses to leave and lose the changes (a kept draft is discarded). */
  onLeave?: () => void
}

/**
 * Asks before unsaved changes are lost: a link anywhere on the page (the menu included), the
 * browser's Back button, and closing or reloading the tab.
 *
 * Links are held in the capture phase and confirmed in a dialog. Back cannot be cancelled once
 * the router has seen it, so while there are changes the page keeps an extra history entry with
 * the same address: Back only steps off it (the router sees no new address) and the dialog asks;
 * leaving then goes back once more. Closing the tab can only get the browser's own question
 * (`beforeunload`). `requestLeave` is for the screen's own buttons (Cancel). Render `dialog`.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  { message = msg`The changes you made will be lost.`, inApp = true, onLeave }: UnsavedChangesGuardOptions = {},
): { dialog: ReactNode; requestLeave: (href: string) => void } {
  const { i18n } = useLingui()
  const [pending, setPending] = useState<Pending | null>(null)
  const [, navigate] = useLocation()
  const leaving = useRef(false)

  useEffect(() => {
    if (!dirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return
      event.preventDefault()
      // Older browsers only ask when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', beforeUnload)
    if (!inApp) return () => window.removeEventListener('beforeunload', beforeUnload)
    const here = `${window.location.pathname}${window.location.search}`
    if (!onGuardEntry()) pushGuardEntry()
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
      if (`${url.pathname}${url.search}` === here) return
      event.preventDefault()
      event.stopPropagation()
      setPending({ kind: 'href', href })
    }
    const popState = () => {
      if (leaving.current) return
      // Back stepped off the extra entry onto this same page: ask. (Elsewhere, the router moved on.)
      if (`${window.location.pathname}${window.location.search}` === here && !onGuardEntry())
        setPending({ kind: 'back' })
    }
    document.addEventListener('click', click, true)
    window.addEventListener('popstate', popState)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
      window.removeEventListener('popstate', popState)
    }
  }, [dirty, inApp])

  const leave = useCallback(
    (target: Pending) => {
      leaving.current = true
      setPending(null)
      onLeave?.()
      if (target.kind === 'back') window.history.back()
      else leaveGuardedScreen(navigate, target.href)
    },
    [navigate, onLeave],
  )

  const stay = useCallback(() => {
    // The dialog also closes after "leave": nothing to hold then.
    if (leaving.current) return
    // Back was asked about: hold it again for next time.
    if (pending?.kind === 'back' && !onGuardEntry()) pushGuardEntry()
    setPending(null)
  }, [pending])

  const requestLeave = useCallback(
    (href: string) => {
      if (dirty && inApp) setPending({ kind: 'href', href })
      else leaveGuardedScreen(navigate, href)
    },
    [dirty, inApp, navigate],
  )

  const dialog = inApp ? (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : stay())}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>
          <Trans>Leave without saving?</Trans>
        </AlertDialog.Title>
        <AlertDialog.Description>{i18n._(message)}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              <Trans>Keep editing</Trans>
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" highContrast onClick={() => pending && leave(pending)}>
              <Trans>Leave and lose changes</Trans>
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  ) : null
  return { dialog, requestLeave }
}
