import { useLingui } from '@lingui/react/macro'
import { Heading, IconButton, Text, Theme } from '@radix-ui/themes'
import { IconX } from '@tabler/icons-react'
import { Dialog } from 'radix-ui'
import type { CSSProperties, ReactElement, ReactNode } from 'react'
import { useReturnFocus } from '../overlay/useReturnFocus'
import './drawer.css'

interface DrawerProps {
  /** Controlled: the screen decides (a row's "Edit" opens it). */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Or the button that opens it. */
  trigger?: ReactElement
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** The actions at the bottom (Cancel, Save). */
  footer?: ReactNode
  /** A CSS width; default 28rem. */
  width?: string
}

/**
 * A side sheet for editing or adding without leaving the list (add a user, edit an event). It
 * opens from the inline end, traps focus while open, closes with Escape, the close button or a
 * click outside, and gives focus back to what opened it (its trigger, or what had focus when a
 * controlled drawer opened).
 */
export function Drawer({ open, onOpenChange, trigger, title, description, children, footer, width }: DrawerProps) {
  const { t } = useLingui()
  const returnFocus = useReturnFocus(trigger !== undefined)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        {/* The portal leaves the app's theme: the sheet takes it again. */}
        <Theme asChild>
          <div>
            <Dialog.Overlay className="drawer__overlay" />
            <Dialog.Content
              className="drawer__content"
              {...returnFocus}
              style={width ? ({ '--drawer-width': width } as CSSProperties) : undefined}
              // Without a description, say so (Radix otherwise points at one that is not there).
              {...(description ? {} : { 'aria-describedby': undefined })}
            >
              <div className="drawer__header">
                <Dialog.Title asChild>
                  <Heading as="h2" size="4">
                    {title}
                  </Heading>
                </Dialog.Title>
                <Dialog.Close asChild>
                  <IconButton variant="ghost" color="gray" aria-label={t`Close`}>
                    <IconX size={18} aria-hidden="true" />
                  </IconButton>
                </Dialog.Close>
              </div>
              <div className="drawer__body">
                {description && (
                  <Dialog.Description asChild>
                    <Text as="p" size="2" color="gray" mb="4">
                      {description}
                    </Text>
                  </Dialog.Description>
                )}
                {children}
              </div>
              {footer && <div className="drawer__footer">{footer}</div>}
            </Dialog.Content>
          </div>
        </Theme>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Closes the drawer it sits in (a footer's Cancel). */
export const DrawerClose = Dialog.Close
