import { DropdownMenu, IconButton } from '@radix-ui/themes'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { DeferredPopup, type DeferredPopupOpening } from '@/components/deferred'
import { Toaster } from '@/components/toast'
import { renderKit } from '../support/render'

function AccountMenu({ button, defaultOpen }: DeferredPopupOpening) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{button}</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item>Sign out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

/**
 * A popup chunk whose arrival the test decides: `arrive()` delivers it (the fetches waiting, and any
 * fetch after, as a chunk once on hand), `fail()` rejects the fetches waiting. The component also
 * fetches on its own when the browser is idle, whenever that comes: the test must not depend on it.
 */
function controlledChunk() {
  const pending: { resolve(): void; reject(error: Error): void }[] = []
  let calls = 0
  let delivered = false
  const load = () => {
    calls += 1
    if (delivered) return Promise.resolve(AccountMenu)
    return new Promise<typeof AccountMenu>((resolve, reject) =>
      pending.push({ resolve: () => resolve(AccountMenu), reject }),
    )
  }
  return {
    load,
    calls: () => calls,
    arrive: () => {
      delivered = true
      pending.splice(0).forEach((fetch) => fetch.resolve())
    },
    fail: () => pending.splice(0).forEach((fetch) => fetch.reject(new Error('offline'))),
  }
}

const renderMenu = (chunk: ReturnType<typeof controlledChunk>) =>
  renderKit(
    <>
      <DeferredPopup load={chunk.load} props={{}} opens="menu">
        <IconButton aria-label="Account menu">A</IconButton>
      </DeferredPopup>
      <Toaster />
    </>,
  )

describe('a deferred popup', () => {
  test('draws its button at once and opens, on arrival, a menu pressed for before its code came', async () => {
    const chunk = controlledChunk()
    await renderMenu(chunk)
    const button = page.getByRole('button', { name: 'Account menu' })
    await expect.element(button).toHaveAttribute('aria-haspopup', 'menu')
    await expect.element(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    expect(page.getByRole('menuitem', { name: 'Sign out' }).query()).toBeNull()
    chunk.arrive()
    await expect.element(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
  })

  test('keeps keyboard focus on the button when the popup arrives unasked, and opens with ArrowDown', async () => {
    const chunk = controlledChunk()
    await renderMenu(chunk)
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Account menu' })).toHaveFocus()
    chunk.arrive()
    // The button now inside Radix's trigger is another element: it has the focus all the same.
    await expect.element(page.getByRole('button', { name: 'Account menu' })).toHaveAttribute('data-state', 'closed')
    await expect.element(page.getByRole('button', { name: 'Account menu' })).toHaveFocus()
    expect(page.getByRole('menu').query()).toBeNull()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
  })

  test('says so when its code cannot be fetched, and tries again at the next press', async () => {
    const chunk = controlledChunk()
    await renderMenu(chunk)
    const button = page.getByRole('button', { name: 'Account menu' })
    await button.click()
    chunk.fail()
    await expect
      .element(page.getByText('This menu could not be loaded. Check your connection and try again.'))
      .toBeVisible()
    await expect.element(button).toHaveAttribute('aria-expanded', 'false')
    const before = chunk.calls()
    await button.click()
    expect(chunk.calls()).toBeGreaterThan(before)
    chunk.arrive()
    await expect.element(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
  })
})
