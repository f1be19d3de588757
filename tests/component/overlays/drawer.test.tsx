import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Drawer, DrawerClose } from '@/components/drawer'
import { renderKit } from '../support/render'

function AddUser() {
  return (
    <>
      <button type="button">Before</button>
      <Drawer
        trigger={<button type="button">Add user</button>}
        title="Add user"
        description="The user receives an invitation by e-mail."
        footer={
          <DrawerClose asChild>
            <button type="button">Cancel</button>
          </DrawerClose>
        }
      >
        <label>
          Full name <input />
        </label>
      </Drawer>
    </>
  )
}

/** A drawer the screen opens itself (a row's "Edit"), with no trigger of its own. */
function EditFromToolbar() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit Ada
      </button>
      <Drawer open={open} onOpenChange={setOpen} title="Add user">
        <p>Ada Lovelace</p>
      </Drawer>
    </>
  )
}

const sheet = () => page.getByRole('dialog', { name: 'Add user' })

describe('the drawer', () => {
  test('opens from the inline end, keeps focus inside, and gives it back on close', async () => {
    await renderKit(<AddUser />)
    await userEvent.click(page.getByRole('button', { name: 'Add user' }))
    await expect.element(sheet()).toBeVisible()
    await expect.element(sheet()).toHaveAccessibleDescription('The user receives an invitation by e-mail.')
    const box = sheet().element().getBoundingClientRect()
    expect(Math.round(box.right)).toBe(window.innerWidth)
    expect(box.left).toBeGreaterThan(0)

    // Tab cycles inside the sheet: the close button, the field, Cancel, and round again.
    const visited = new Set<string>()
    for (let step = 0; step < 5; step++) {
      await userEvent.tab()
      expect(sheet().element().contains(document.activeElement)).toBe(true)
      visited.add(document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || 'input')
    }
    expect(visited).toEqual(new Set(['Close', 'input', 'Cancel']))

    await userEvent.keyboard('{Escape}')
    await expect.element(sheet()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Add user' })).toHaveFocus()
  })

  test('mirrors in right to left: it opens from the left edge', async () => {
    await renderKit(<AddUser />, { locale: 'ar' })
    await userEvent.click(page.getByRole('button', { name: 'Add user' }))
    await expect.element(sheet()).toBeVisible()
    const box = sheet().element().getBoundingClientRect()
    expect(box.left).toBe(0)
    expect(box.right).toBeLessThan(window.innerWidth)
    await userEvent.click(page.getByRole('button', { name: 'إغلاق' }))
    await expect.element(sheet()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Add user' })).toHaveFocus()
  })

  test('opened by the screen, it gives focus back to what opened it', async () => {
    await renderKit(<EditFromToolbar />)
    await userEvent.click(page.getByRole('button', { name: 'Edit Ada' }))
    await expect.element(sheet()).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(sheet()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Edit Ada' })).toHaveFocus()
  })
})
