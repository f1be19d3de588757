import { useRef } from 'react'

interface FocusHandlers {
  onOpenAutoFocus: () => void
  onCloseAutoFocus: (event: Event) => void
}

/**
 * Radix dialogs give focus back to their Trigger on close. A dialog opened from elsewhere (a row's
 * menu, a toolbar's "Add") has none, and focus would fall to the page's body; these handlers send
 * it back to whatever had it when the dialog opened. Pass `hasTrigger` to leave Radix's way alone.
 */
export function useReturnFocus(hasTrigger: boolean): FocusHandlers {
  const returnTo = useRef<Element | null>(null)
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement
    },
    onCloseAutoFocus: (event) => {
      const target = returnTo.current
      if (hasTrigger || !(target instanceof HTMLElement) || !target.isConnected) return
      event.preventDefault()
      target.focus()
    },
  }
}
