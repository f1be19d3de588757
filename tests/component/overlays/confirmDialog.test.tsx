import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { RowActionsMenu } from '@/components/data-table'
import { renderKit } from '../support/render'

/** The pattern for a destructive row action that must ask first: the menu opens a controlled dialog. */
function InvoiceRow({ onDelete }: { onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <RowActionsMenu
        label="Actions for invoice 4987"
        actions={[{ label: 'Delete', icon: IconTrash, tone: 'danger', onSelect: () => setConfirming(true) }]}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete invoice 4987?"
        description="It cannot be recovered."
        cancelLabel="Keep it"
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </>
  )
}

describe('asking before a destructive row action', () => {
  test('the safe choice has the focus; Escape keeps the invoice and focus returns to the row’s actions', async () => {
    const onDelete = vi.fn()
    await renderKit(<InvoiceRow onDelete={onDelete} />)
    const actions = page.getByRole('button', { name: 'Actions for invoice 4987' })
    await userEvent.click(actions)
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }))
    const dialog = page.getByRole('alertdialog', { name: 'Delete invoice 4987?' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Keep it' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    expect(onDelete).not.toHaveBeenCalled()
    await expect.element(actions).toHaveFocus()

    await userEvent.click(actions)
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledOnce()
  })
})
