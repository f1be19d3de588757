import { useLingui } from '@lingui/react/macro'
import { IconTrash } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../ConfirmDialog'
import type { RowAction } from './types'

interface ConfirmDeleteOptions<T> {
  /** The question, naming the row: "Delete “Promo”?". */
  title: (row: T) => string
  /** What deleting it means ("It stops answering right away. This cannot be undone."). */
  description: ReactNode | ((row: T) => ReactNode)
  /** Runs once the person confirms; the dialog is already closed. */
  onConfirm: (row: T) => void
}

interface ConfirmDelete<T> {
  /** The row menu's "Delete" (in red, last): opens the dialog for that row. */
  action: (row: T, options?: { disabled?: boolean }) => RowAction
  /** Render it once, beside the table. */
  dialog: ReactNode
}

/**
 * A row's "Delete" that asks first, in the kit's ConfirmDialog: the safe choice has the focus, and
 * focus goes back to the row's actions button when the dialog closes.
 */
export function useConfirmDelete<T>({ title, description, onConfirm }: ConfirmDeleteOptions<T>): ConfirmDelete<T> {
  const { t } = useLingui()
  const [deleting, setDeleting] = useState<{ row: T } | null>(null)
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => {
        if (!open) setDeleting(null)
      }}
      title={deleting ? title(deleting.row) : ''}
      description={
        deleting && typeof description === 'function'
          ? (description as (row: T) => ReactNode)(deleting.row)
          : (description as ReactNode)
      }
      cancelLabel={t`Cancel`}
      confirmLabel={t`Delete`}
      onConfirm={() => {
        if (!deleting) return
        setDeleting(null)
        onConfirm(deleting.row)
      }}
    />
  )
  return {
    action: (row, options = {}) => ({
      label: t`Delete`,
      icon: IconTrash,
      tone: 'danger',
      disabled: options.disabled,
      onSelect: () => setDeleting({ row }),
    }),
    dialog,
  }
}
