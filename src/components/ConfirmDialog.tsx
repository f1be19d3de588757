import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import type { ReactElement, ReactNode } from 'react'
import { useReturnFocus } from './overlay/useReturnFocus'

interface ConfirmDialogProps {
  /** The button that opens the dialog; or leave it out and control `open` (from a row's menu, say). */
  trigger?: ReactElement
  open?: boolean
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  cancelLabel: ReactNode
  confirmLabel: ReactNode
  onConfirm: () => void
}

/**
 * Asks before a destructive action; the safe choice is the default focus. Opened from its trigger,
 * or controlled (`open`) from elsewhere, a row's menu say: focus then goes back, on close, to
 * whatever had it when the dialog opened.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(trigger !== undefined)
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Content maxWidth="440px" {...returnFocus}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description>{description}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" highContrast onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
