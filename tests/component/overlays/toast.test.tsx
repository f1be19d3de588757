import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { notify, Toaster, toastUndo } from '@/components/toast'
import { renderKit } from '../support/render'

describe('toasts', () => {
  test('offer Undo after a destructive action, and Undo puts things back', async () => {
    const onUndo = vi.fn()
    await renderKit(
      <>
        <Toaster />
        <button type="button" onClick={() => toastUndo({ message: 'Invoice #4987 deleted', onUndo })}>
          Delete
        </button>
      </>,
    )
    await userEvent.click(page.getByRole('button', { name: 'Delete' }))
    await expect.element(page.getByText('Invoice #4987 deleted')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Undo' }))
    expect(onUndo).toHaveBeenCalledOnce()
    await expect.element(page.getByText('Invoice #4987 deleted')).not.toBeInTheDocument()
  })

  test('sit at the inline end in the theme’s appearance, and speak the language', async () => {
    await renderKit(
      <>
        <Toaster />
        <button type="button" onClick={() => notify.success('تم الحفظ')}>
          Save
        </button>
      </>,
      { locale: 'ar', appearance: 'dark' },
    )
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect.element(page.getByText('تم الحفظ')).toBeVisible()
    const list = document.querySelector('[data-sonner-toaster]')!
    expect(list.getAttribute('dir')).toBe('rtl')
    expect(list.getAttribute('data-sonner-theme')).toBe('dark')
    expect(list.getAttribute('data-x-position')).toBe('left')
    await expect.element(page.getByRole('region', { name: /^الإشعارات/ })).toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument()
  })
})
