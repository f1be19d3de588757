import { useEffect, useState, type ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { useFocusOnScreenHeading } from '@/app/screenFocus'
import { renderKit } from '../support/render'

/** What the route view does around a screen: its layout's main area, the focus hook named by the screen. */
function RouteFrame({ screen, children }: { screen: string; children: ReactNode }) {
  useFocusOnScreenHeading(screen)
  return (
    <>
      <nav>
        <a href="#automations">Automations</a>
      </nav>
      <main id="main-content">{children}</main>
    </>
  )
}

/** A screen whose heading comes with its data (the run history waits for its automation). */
function LoadingScreen({ loaded }: { loaded: Promise<void> }) {
  const [ready, setReady] = useState(false)
  useEffect(() => void loaded.then(() => setReady(true)), [loaded])
  return ready ? <h1>Run history</h1> : <p>Loading…</p>
}

/** Two screens and a way to go from the first to the second, as a link click does. */
function App({ second }: { second: { name: string; content: ReactNode } }) {
  const [onSecond, setOnSecond] = useState(false)
  const shown = onSecond ? second : { name: 'dashboards', content: <h1>Dashboard</h1> }
  return (
    <>
      <button type="button" onClick={() => setOnSecond(true)}>
        Go
      </button>
      <RouteFrame key={shown.name} screen={shown.name}>
        {shown.content}
      </RouteFrame>
    </>
  )
}

const activeHeading = () => (document.activeElement instanceof HTMLHeadingElement ? document.activeElement : null)

describe('focus on a new screen', () => {
  test("the page load's first screen has the focus on its heading too", async () => {
    await renderKit(<App second={{ name: 'automations', content: <h1>Automations</h1> }} />)
    await expect.element(page.getByRole('heading', { name: 'Dashboard' })).toHaveFocus()
  })

  test('a screen a navigation opens has the focus on its heading, which a screen reader reads by name', async () => {
    await renderKit(<App second={{ name: 'automations', content: <h1>Automations</h1> }} />)
    await userEvent.click(page.getByRole('button', { name: 'Go' }))
    const heading = page.getByRole('heading', { level: 1, name: 'Automations' })
    await expect.element(heading).toHaveFocus()
    // Focusable by script only: the heading is not a stop for Tab.
    await expect.element(heading).toHaveAttribute('tabindex', '-1')
  })

  test('a heading that comes with the screen’s data takes the focus when it arrives', async () => {
    let finish = () => {}
    const loaded = new Promise<void>((resolve) => (finish = resolve))
    await renderKit(<App second={{ name: 'automation-runs', content: <LoadingScreen loaded={loaded} /> }} />)
    await userEvent.click(page.getByRole('button', { name: 'Go' }))
    await expect.element(page.getByText('Loading…')).toBeVisible()
    finish()
    await expect.element(page.getByRole('heading', { name: 'Run history' })).toHaveFocus()
  })

  test('someone who acts before the heading arrives keeps their focus', async () => {
    let finish = () => {}
    const loaded = new Promise<void>((resolve) => (finish = resolve))
    await renderKit(<App second={{ name: 'automation-runs', content: <LoadingScreen loaded={loaded} /> }} />)
    await userEvent.click(page.getByRole('button', { name: 'Go' }))
    await expect.element(page.getByText('Loading…')).toBeVisible()
    await userEvent.keyboard('{Tab}')
    const focused = document.activeElement
    finish()
    await expect.element(page.getByRole('heading', { name: 'Run history' })).toBeVisible()
    expect(activeHeading()).toBeNull()
    expect(document.activeElement).toBe(focused)
  })

  test('a screen that focuses a field itself keeps it there', async () => {
    const content = (
      <>
        <h1>Sign in</h1>
        <label>
          Email
          <input autoFocus />
        </label>
      </>
    )
    await renderKit(<App second={{ name: 'login', content }} />)
    await userEvent.click(page.getByRole('button', { name: 'Go' }))
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus()
  })
})
