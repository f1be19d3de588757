import { useLingui } from '@lingui/react/macro'
import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
} from 'react'
import { useFirstScreenSettled } from '@/runtime/firstScreen'

/** What a deferred popup component receives besides its own props. */
export interface DeferredPopupOpening {
  /** The button to put in its trigger (the one drawn while the popup's code was on its way). */
  button: ReactElement
  /** Open at once: the person pressed the button before the popup's code had arrived. */
  defaultOpen: boolean
}

export type PopupLoader<P> = () => Promise<ComponentType<P & DeferredPopupOpening>>

interface ButtonProps {
  'aria-haspopup'?: 'menu' | 'dialog'
  'aria-expanded'?: boolean
}

/** Popups already fetched, by loader: a button mounted later draws its popup at once. */
const arrived = new Map<unknown, unknown>()

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 500)
  return () => window.clearTimeout(id)
}

interface DeferredPopupProps<P> {
  /**
   * The popup (its Radix root, a trigger around `button`, its content), from a lazy chunk. Stable:
   * define it at module level.
   */
  load: PopupLoader<P>
  /** The popup's own props. */
  props: P
  /** The button as the popup will draw it inside its trigger: shown at once, in the same place. */
  children: ReactElement<ButtonProps>
  /** What it opens (the button says so before the popup arrives, as Radix's trigger will). */
  opens: 'menu' | 'dialog'
}

/**
 * A button whose popup (a Radix dropdown menu or popover: Floating UI and Radix's layers) stays out
 * of the first load (docs/kit.md, "Deferred popups"). The button is drawn at once as it will look;
 * the popup's code comes when the browser is idle after the first screen has settled, or at the
 * first press, and a press made before it arrived opens the popup when it does. Keyboard focus on
 * the button survives the swap.
 */
export function DeferredPopup<P extends object>({ load, props, children, opens }: DeferredPopupProps<P>) {
  const { t } = useLingui()
  const [Popup, setPopup] = useState(() => (arrived.get(load) as ComponentType<P & DeferredPopupOpening>) ?? null)
  const [pressed, setPressed] = useState(false)
  const wrapper = useRef<HTMLSpanElement>(null)
  const refocus = useRef(false)

  const fetchPopup = () =>
    load().then((Component) => {
      arrived.set(load, Component)
      refocus.current = !!wrapper.current && wrapper.current.contains(document.activeElement)
      setPopup(() => Component)
    })

  // A head start only, once the first screen has what it shows (src/runtime/firstScreen.ts): a
  // failure is told when the person presses the button.
  const firstScreenSettled = useFirstScreenSettled()
  useEffect(() => {
    if (Popup || !firstScreenSettled) return
    return whenIdle(() => void fetchPopup().catch(() => {}))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetched once per mount; `load` is stable by contract
  }, [firstScreenSettled])

  useLayoutEffect(() => {
    if (!Popup || !refocus.current || pressed) return
    refocus.current = false
    wrapper.current?.querySelector('button')?.focus()
  }, [Popup, pressed])

  const press = () => {
    setPressed(true)
    fetchPopup().catch(() => {
      setPressed(false)
      // The toasts' code comes with the signed-in shell; if it cannot come either, the press did nothing visible.
      const message = t`This menu could not be loaded. Check your connection and try again.`
      import('@/components/toast').then(({ notify }) => notify.error(message)).catch(() => {})
    })
  }
  // The handlers sit on the wrapper (the button's events bubble to it) and act only until the popup arrives.
  return (
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onClick={Popup ? undefined : press}
      onKeyDown={
        Popup
          ? undefined
          : (event: KeyboardEvent) => {
              // Radix's menu trigger also opens on ArrowDown.
              if (opens === 'menu' && event.key === 'ArrowDown') {
                event.preventDefault()
                press()
              }
            }
      }
    >
      {Popup ? (
        <Popup {...props} button={children} defaultOpen={pressed} />
      ) : (
        cloneElement(children, { 'aria-haspopup': opens, 'aria-expanded': false })
      )}
    </span>
  )
}
