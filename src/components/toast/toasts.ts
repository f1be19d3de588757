import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toast } from 'sonner'

/**
 * Brief news after an action ("Invoice saved"). Pass text already translated (`t\`…\``): a toast
 * lives a few seconds, in the language of the moment. Errors a person must act on belong on the
 * page (ErrorState, the form's alert), not in a toast that fades.
 */
export const notify = {
  success: (message: string, description?: string) => toast.success(message, { description }),
  info: (message: string, description?: string) => toast.info(message, { description }),
  warning: (message: string, description?: string) => toast.warning(message, { description }),
  error: (message: string, description?: string) => toast.error(message, { description }),
}

interface UndoToast {
  /** What just happened: "Invoice #4987 deleted". */
  message: string
  /** Puts things back as they were. */
  onUndo: () => void
  /** How long Undo is offered, in ms. */
  duration?: number
}

/**
 * The pattern for a destructive action that need not ask first: do it at once, then offer Undo for
 * a few seconds. Use ConfirmDialog instead when undoing is impossible (an e-mail sent, a payment).
 */
export function toastUndo({ message, onUndo, duration = 8000 }: UndoToast): string | number {
  return toast(message, {
    duration,
    action: { label: i18n._(msg`Undo`), onClick: onUndo },
  })
}
