import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { firstScreenSettled, holdForFirstScreen, useFirstScreenSettled } from '@/runtime/firstScreen'
import { renderKit } from '../support/render'

function Probe() {
  return <output aria-label="Settled">{useFirstScreenSettled() ? 'yes' : 'no'}</output>
}

/** A query whose answer the test decides, as the first screen's data. */
function pendingQuery(queryClient: QueryClient) {
  let answer!: (value: string) => void
  void queryClient.fetchQuery({
    queryKey: ['automations', 'dashboard'],
    queryFn: () => new Promise<string>((r) => (answer = r)),
  })
  return { answer: (value: string) => answer(value) }
}

describe('the first screen settling', () => {
  test('with no first screen held, everything counts as settled at once', async () => {
    await renderKit(<Probe />)
    await expect.element(page.getByLabelText('Settled')).toHaveTextContent('yes')
    await expect(firstScreenSettled()).resolves.toBeUndefined()
  })

  test('held until the first screen has its data, then settled', async () => {
    const queryClient = new QueryClient()
    const hold = holdForFirstScreen()
    await renderKit(<Probe />)
    const query = pendingQuery(queryClient)
    hold.follow(queryClient)
    let settled = false
    void firstScreenSettled().then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect.element(page.getByLabelText('Settled')).toHaveTextContent('no')
    expect(settled).toBe(false)

    query.answer('data')
    await expect.element(page.getByLabelText('Settled')).toHaveTextContent('yes')
    await expect.poll(() => settled).toBe(true)
  })

  test('a key pressed before the data arrived settles it at once: what the person reaches for must not wait', async () => {
    const queryClient = new QueryClient()
    const hold = holdForFirstScreen()
    await renderKit(<Probe />)
    pendingQuery(queryClient)
    hold.follow(queryClient)
    await expect.element(page.getByLabelText('Settled')).toHaveTextContent('no')
    await userEvent.keyboard('{Tab}')
    await expect.element(page.getByLabelText('Settled')).toHaveTextContent('yes')
  })
})
