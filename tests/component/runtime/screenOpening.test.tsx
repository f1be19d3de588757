import { Heading } from '@radix-ui/themes'
import { QueryClient } from '@tanstack/react-query'
import { useLayoutEffect, useState } from 'react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ScreenOpening } from '@/components/deferred'
import { Panel } from '@/components/panel'
import { firstScreenSettled, holdForFirstScreen } from '@/runtime/firstScreen'
import { renderKit } from '../support/render'

const FIGURES = 'Sales: 1,204 orders'

/**
 * A screen as the route view renders one: its heading, then a card of the kit. The heading notes,
 * as its commit lands, whether the card's figures are already on the page.
 */
function SalesScreen({ seen }: { seen: boolean[] }) {
  return (
    <>
      <Heading as="h1">
        Sales
        <CommitProbe seen={seen} />
      </Heading>
      <Panel title="This week">
        <p>{FIGURES}</p>
      </Panel>
    </>
  )
}

function CommitProbe({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent?.includes(FIGURES) ?? false)
  }, [seen])
  return null
}

// The order matters: the first test is the page load's first screen, the others come after it.
describe('a screen opening', () => {
  test("the page load's first screen draws whole, in one commit", async () => {
    const queryClient = new QueryClient()
    const hold = holdForFirstScreen()
    const seen: boolean[] = []
    await renderKit(
      <ScreenOpening>
        <SalesScreen seen={seen} />
      </ScreenOpening>,
      { queryClient },
    )
    await expect.element(page.getByText(FIGURES)).toBeVisible()
    expect(seen).toEqual([true])
    hold.follow(queryClient)
    await firstScreenSettled()
  })

  test('a screen a navigation opens shows its heading and frames first, the figures in a render after', async () => {
    const seen: boolean[] = []
    await renderKit(
      <ScreenOpening>
        <SalesScreen seen={seen} />
      </ScreenOpening>,
    )
    await expect.element(page.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible()
    await expect.element(page.getByText(FIGURES)).toBeVisible()
    expect(seen).toEqual([false])
  })

  test('a part mounted after the opening (a tab, a dialog) draws at once', async () => {
    const seen: boolean[] = []
    function Tab() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Show this week
          </button>
          {open && <SalesScreen seen={seen} />}
        </>
      )
    }
    await renderKit(
      <ScreenOpening>
        <Tab />
      </ScreenOpening>,
    )
    await userEvent.click(page.getByRole('button', { name: 'Show this week' }))
    await expect.element(page.getByText(FIGURES)).toBeVisible()
    expect(seen).toEqual([true])
  })
})
