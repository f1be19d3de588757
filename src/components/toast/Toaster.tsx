import { useLingui } from '@lingui/react/macro'
import { useThemeContext } from '@radix-ui/themes'
import { Direction } from 'radix-ui'
import { Toaster as Sonner } from 'sonner'
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
