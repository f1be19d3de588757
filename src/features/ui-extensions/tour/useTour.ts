import { useLingui } from '@lingui/react/macro'
import { driver, type Driver, type PopoverDOM } from 'driver.js'
import { Direction } from 'radix-ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { escapeHtml, toDriveSteps, type TourStep } from './tourSteps'

export type TourStatus = 'idle' | 'waiting' | 'running'
/** How a tour ended: through its last step, or left before. */
export type TourEnd = 'completed' | 'closed'

/** The navbar's menus can render a moment after the page: targets are awaited this long. */
const WAIT_MS = 3000
/** The attributes driver.js sets on the highlighted element and removes afterwards, ours included. */
const ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const
/** What the popover copies from the app's theme root: it is drawn in <body>, outside it. */
const THEME_ATTRIBUTES = ['data-accent-color', 'data-gray-color', 'data-radius', 'data-scaling']

const isShown = (element: Element) => element.getClientRects().length > 0
const firstShown = (selector: string) => Array.from(document.querySelectorAll(selector)).find(isShown)

/** Each step's element once it is on screen, polled each frame for up to `WAIT_MS`. */
function waitForTargets(steps: readonly TourStep[]): Promise<(Element | undefined)[]> {
  const deadline = performance.now() + WAIT_MS
  return new Promise((resolve) => {
    const poll = () => {
      const found = steps.map((step) => firstShown(step.target))
      if (found.every(Boolean) || performance.now() > deadline) resolve(found)
      else requestAnimationFrame(poll)
    }
    poll()
  })
}

function adoptTheme(popover: HTMLElement, from: Element | null) {
  const theme = from?.closest('.radix-themes')
  if (!theme) return
  popover.classList.add('radix-themes', ...['light', 'dark'].filter((name) => theme.classList.contains(name)))
  for (const name of THEME_ATTRIBUTES) {
    const value = theme.getAttribute(name)
    if (value !== null) popover.setAttribute(name, value)
  }
}

/**
 * A driver.js tour over `steps`, in the current language and the surrounding direction:
 * arrow keys move in the reading direction, Escape leaves, focus stays on the popover's buttons and
 * goes back to the button that started it. Steps whose element is not on screen are left out and
 * listed in `missing`.
 */
export function useTour(steps: readonly TourStep[], onEnd?: (end: TourEnd) => void) {
  const { t, i18n } = useLingui()
  const dir = Direction.useDirection()
  const [status, setStatus] = useState<TourStatus>('idle')
  const [missing, setMissing] = useState<TourStep[]>([])
  const active = useRef<{ driver: Driver; finish: (end: TourEnd) => void } | null>(null)
  const waiting = useRef(false)
  const onEndRef = useRef(onEnd)
  useEffect(() => {
    onEndRef.current = onEnd
  })

  const start = useCallback(
    async (opener: HTMLElement) => {
      if (active.current || waiting.current) return
      waiting.current = true
      setStatus('waiting')
      const found = await waitForTargets(steps)
      waiting.current = false
      const present = steps.filter((_, index) => found[index])
      const elements = found.filter((element): element is Element => element !== undefined)
      setMissing(steps.filter((_, index) => !found[index]))
      const [firstElement] = elements
      if (!firstElement) {
        setStatus('idle')
        return
      }
      // driver.js removes these from the element it leaves: each is put back as it was before its step.
      const saved = new Map<Element, (readonly [string, string | null])[]>()
      const remember = (element: Element | undefined) => {
        if (element && !saved.has(element))
          saved.set(
            element,
            ARIA.map((name) => [name, element.getAttribute(name)]),
          )
      }
      const restore = (except?: Element) =>
        saved.forEach((attributes, element) => {
          if (element === except) return
          for (const [name, value] of attributes) {
            if (value === null) element.removeAttribute(name)
            else element.setAttribute(name, value)
          }
        })
      const placement = getComputedStyle(firstElement).direction === 'rtl' ? 'rtl' : 'ltr'
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      const driveSteps = toDriveSteps(
        present,
        { translate: (descriptor) => i18n._(descriptor), progress: (current, total) => t`${current} of ${total}` },
        placement,
      ).map((step, index) => {
        const selector = present[index]?.target ?? ''
        // Looked up when the step starts: a deferred menu button is replaced once its code arrives.
        return { ...step, element: () => firstShown(selector) ?? elements[index] ?? document.body }
      })
      // Replaced while highlighted (the same deferred menus): the step is shown again on the new one.
      const replaced = new MutationObserver(() => {
        const element = tour.getActiveElement()
        const index = tour.getActiveIndex()
        if (element && !element.isConnected && index !== undefined) tour.moveTo(index)
      })

      const finish = (end: TourEnd) => {
        if (!active.current) return
        active.current = null
        replaced.disconnect()
        window.removeEventListener('keydown', onKeyDown)
        tour.destroy()
        restore()
        setStatus('idle')
        opener.focus()
        onEndRef.current?.(end)
      }
      // driver's own keys are physical (→ is always "next"): in right-to-left, ← moves forward.
      const onKeyDown = (event: KeyboardEvent) => {
        const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
        const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
        if (event.key === 'Escape') finish('closed')
        else if (event.key === forward) {
          if (tour.hasNextStep()) tour.moveNext()
          else finish('completed')
        } else if (event.key === backward && tour.hasPreviousStep()) tour.movePrevious()
        else return
        event.preventDefault()
      }
      const onPopoverRender = (popover: PopoverDOM) => {
        popover.wrapper.dir = dir
        popover.wrapper.lang = i18n.locale
        adoptTheme(popover.wrapper, opener)
        popover.closeButton.setAttribute('aria-label', t`Close the tour`)
        // A heading, not the page's banner and content-info landmarks that <header>/<footer> in <body> make.
        popover.title.setAttribute('role', 'heading')
        popover.title.setAttribute('aria-level', '2')
        popover.footer.setAttribute('role', 'none')
        // driver.js then focuses the first button, the ×: the next step is the likelier move.
        queueMicrotask(() => popover.nextButton.focus())
      }

      const tour = driver({
        steps: driveSteps,
        showProgress: true,
        nextBtnText: escapeHtml(t`Next`),
        prevBtnText: escapeHtml(t`Previous`),
        doneBtnText: escapeHtml(t`Done`),
        allowKeyboardControl: false,
        // The highlighted button is shown, not used: opening the search mid-tour would hide the tour.
        disableActiveInteraction: true,
        animate: !reduceMotion,
        overlayColor: 'black',
        overlayOpacity: 0.55,
        stageRadius: 8,
        stagePadding: 6,
        popoverClass: 'ext-tour',
        onPopoverRender,
        onHighlightStarted: remember,
        onHighlighted: (element) => restore(element),
        onDoneClick: () => finish('completed'),
        // The ×, a click on the overlay.
        onDestroyStarted: () => finish('closed'),
      })
      active.current = { driver: tour, finish }
      window.addEventListener('keydown', onKeyDown)
      replaced.observe(document.body, { childList: true, subtree: true })
      setStatus('running')
      tour.drive()
    },
    [steps, dir, i18n, t],
  )

  // Leaving the page mid-tour takes the overlay away with it.
  useEffect(() => () => active.current?.finish('closed'), [])

  return { start, status, missing }
}
