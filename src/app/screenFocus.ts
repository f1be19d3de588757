import { useEffect } from 'react'

/**
 * Focus goes to the heading of each screen shown, a page load's first one too, so that keyboard
 * and screen-reader users start where the content starts (a screen reader reads the heading as it
 * takes focus). A heading that arrives with the screen's data is waited for, until the person acts
 * first (a key, a pointer) or focus is already in the screen (a field the screen focuses itself).
 * `screen` names the screen on show; null while none is.
 */
export function useFocusOnScreenHeading(screen: string | null): void {
  useEffect(() => {
    if (screen === null) return
    return focusHeadingWhenShown()
  }, [screen])
}

function screenArea(): HTMLElement {
  return document.getElementById('main-content') ?? document.body
}

/** Focuses the screen's h1 now or as soon as it is drawn; returns what stops waiting for it. */
function focusHeadingWhenShown(): () => void {
  const area = screenArea()
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body && area.contains(active)) return () => {}

  const tryFocus = (): boolean => {
    const heading = area.querySelector('h1')
    if (!(heading instanceof HTMLElement)) return false
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus({ preventScroll: true })
    return true
  }
  if (tryFocus()) return () => {}

  const observer = new MutationObserver(() => {
    if (tryFocus()) stop()
  })
  const stop = () => {
    observer.disconnect()
    document.removeEventListener('keydown', stop, true)
    document.removeEventListener('pointerdown', stop, true)
  }
  observer.observe(area, { childList: true, subtree: true })
  document.addEventListener('keydown', stop, true)
  document.addEventListener('pointerdown', stop, true)
  return stop
}
