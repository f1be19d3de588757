import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { createSnackbarQueue } from '@/components/snackbar'
import { Toaster } from '@/components/toast'
import { renderKit } from '../support/render'

describe('the snackbar queue', () => {
  test('shows one snackbar at a time, the next once the previous has left', async () => {
    const queue = createSnackbarQueue({ gap: 50 })
    await renderKit(<Toaster />)
    queue.show({ message: 'Reel published', duration: 600 })
    queue.show({ message: 'Automation paused', duration: 600 })
    await expect.element(page.getByText('Reel published')).toBeVisible()
    expect(page.getByText('Automation paused').query()).toBeNull()
    expect(queue.getState().waiting).toHaveLength(1)
    await expect.element(page.getByText('Automation paused')).toBeVisible()
    await expect.element(page.getByText('Reel published')).not.toBeInTheDocument()
  })

  test('lets the next one in when the action is pressed, having run it', async () => {
    const queue = createSnackbarQueue({ gap: 0 })
    const onUndo = vi.fn()
    await renderKit(<Toaster />)
    queue.show({ message: 'Comment hidden', duration: 60_000, action: { label: 'Undo', onClick: onUndo } })
    queue.show({ message: 'Reply sent', duration: 60_000 })
    await userEvent.click(page.getByRole('button', { name: 'Undo' }))
    expect(onUndo).toHaveBeenCalledOnce()
    await expect.element(page.getByText('Reply sent')).toBeVisible()
    await expect.element(page.getByText('Comment hidden')).not.toBeInTheDocument()
  })

  test('keeps only the newest ones waiting beyond its cap, and dismiss all empties it', async () => {
    const queue = createSnackbarQueue({ maxWaiting: 2, gap: 0 })
    await renderKit(<Toaster />)
    for (const message of ['First', 'Second', 'Third', 'Fourth']) queue.show({ message, duration: 60_000 })
    expect(queue.getState().current?.message).toBe('First')
    expect(queue.getState().waiting.map((each) => each.message)).toEqual(['Third', 'Fourth'])
    queue.dismissAll()
    expect(queue.getState()).toEqual({ current: null, waiting: [] })
    await expect.element(page.getByText('First')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(page.getByText('Third').query()).toBeNull()
  })
})
