import { Trans } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useThemeContext } from '@radix-ui/themes'
import { Direction } from 'radix-ui'
import { useEffect } from 'react'
import { toast, Toaster as Sonner } from 'sonner'
import { useLocation } from 'wouter'
import { takeFlash } from '../flash/flash'
import './toast.css'

/**
 * Where toasts appear. The shell mounts it once, inside the theme: toasts then take the theme's
 * panel and text colours, follow light and dark, and sit at the bottom of the inline end (the
 * right in English, the left in Arabic).
 */
export function Toaster() {
  const { t } = useLingui()
  const { appearance } = useThemeContext()
  const dir = Direction.useDirection()
  useFlashOnArrival()
  return (
    <Sonner
      dir={dir}
      theme={appearance === 'dark' ? 'dark' : 'light'}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      containerAriaLabel={t`Notifications`}
      richColors
      closeButton
      toastOptions={{
        closeButtonAriaLabel: t`Close`,
        style: {
          fontFamily: 'var(--default-font-family)',
          borderRadius: 'var(--radius-3)',
        },
      }}
    />
  )
}

/**
 * The message a screen left before redirecting here (`setFlash`), shown once as a toast when the
 * location changes, or when the toasts' host arrives after the redirect. Its effect runs after
 * sonner's own has subscribed, so the toast is not lost.
 */
function useFlashOnArrival() {
  const [location] = useLocation()
  useEffect(() => {
    const flash = takeFlash()
    if (!flash) return
    const { message, elements } = flash
    // One object, not a literal: the catalog's extractor reads literal values as a message's own.
    const values = { ...message.values, ...elements }
    // A status, read out as a screen's own notice is; translated as it renders, so it follows a
    // language switch, its element values (a Handle) drawn as elements.
    toast.success(
      <span role="status">
        <Trans id={message.id} message={message.message} values={values} />
      </span>,
    )
  }, [location])
}
