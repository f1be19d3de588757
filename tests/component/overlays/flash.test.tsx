import { msg } from '@lingui/core/macro'
import { createElement } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Link, Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { setFlash } from '@/components/flash'
import { Handle } from '@/components/handle'
import { Toaster } from '@/components/toast'
import { renderKit, switchLanguage } from '../support/render'

/** A screen that saves, leaves a message for the list, and redirects there. */
function Editor() {
  const [, navigate] = useLocation()
  return (
    <button
      type="button"
      onClick={() => {
        setFlash(msg`“Promo” was saved.`)
        navigate('/list')
      }}
    >
      Save
    </button>
  )
}

function App() {
  const [location] = useLocation()
  return (
    <>
      <Toaster />
      <p>On {location}</p>
      {location === '/edit' ? <Editor /> : <Link href="/edit">Edit again</Link>}
    </>
  )
}

describe('the one-time message after a redirect', () => {
  test('shows once on the next screen, as a status, and not again on the next navigation', async () => {
    const memory = memoryLocation({ path: '/edit', record: true })
    await renderKit(
      <Router hook={memory.hook}>
        <App />
      </Router>,
    )
    await userEvent.click(page.getByRole('button', { name: 'Save' }))
    await expect.element(page.getByText('On /list')).toBeVisible()
    const saved = page.getByRole('status').filter({ hasText: '“Promo” was saved.' })
    await expect.element(saved).toBeVisible()

    memory.navigate('/elsewhere')
    await expect.element(page.getByText('On /elsewhere')).toBeVisible()
    expect(page.getByRole('status').filter({ hasText: '“Promo” was saved.' }).elements()).toHaveLength(1)
  })

  test('left before the toasts arrive, it shows when they do, its handle isolated in Arabic', async () => {
    const memory = memoryLocation({ path: '/integrations' })
    const handle = 'studio.lumen'
    setFlash(msg`${handle} is connected.`, { handle: createElement(Handle, { username: handle }) })
    await renderKit(
      <Router hook={memory.hook}>
        <Toaster />
      </Router>,
      { locale: 'ar' },
    )
    const shown = page.getByRole('status').getByText('@studio.lumen')
    await expect.element(shown).toBeVisible()
    expect(shown.element().tagName).toBe('BDI')
    await switchLanguage('en')
    await expect.element(page.getByRole('status').filter({ hasText: '@studio.lumen is connected.' })).toBeVisible()
  })
})
