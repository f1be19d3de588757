import { useQuery } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { QueryContent } from '@/components/feedback'
import { ApiError } from '@/lib/apiClient'
import { renderKit } from '../support/render'

/** A figure that loads, fails once with a network error, then arrives on retry. */
function Figures({ outcome }: { outcome: () => Promise<number> }) {
  const query = useQuery({ queryKey: ['invoices', 'figures'], queryFn: outcome })
  return (
    <QueryContent query={query} loading="Loading the figures…">
      {(total) => <p>Total: {total}</p>}
    </QueryContent>
  )
}

describe('the query content', () => {
  test('says what loads, then shows the data', async () => {
    let arrive: (value: number) => void = () => {}
    await renderKit(<Figures outcome={() => new Promise<number>((resolve) => (arrive = resolve))} />)
    await expect.element(page.getByText('Loading the figures…')).toBeVisible()
    arrive(42)
    await expect.element(page.getByText('Total: 42')).toBeVisible()
    expect(page.getByText('Loading the figures…').query()).toBeNull()
  })

  test('shows a failure with its reason and a retry that loads again', async () => {
    let calls = 0
    await renderKit(
      <Figures
        outcome={async () => {
          calls += 1
          if (calls === 1) throw new ApiError(0, 'network', 'offline')
          return 7
        }}
      />,
    )
    await expect.element(page.getByRole('alert')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText('Total: 7')).toBeVisible()
  })

  test('keeps what was shown when a refresh fails, says it may be out of date, and Try again refreshes it', async () => {
    let calls = 0
    const { queryClient } = await renderKit(
      <Figures
        outcome={async () => {
          calls += 1
          if (calls === 2) throw new ApiError(0, 'network', 'offline')
          return 40 + calls
        }}
      />,
    )
    await expect.element(page.getByText('Total: 41')).toBeVisible()
    await queryClient.refetchQueries({ queryKey: ['invoices', 'figures'] })
    await expect.element(page.getByRole('status').getByText(/may be out of date/)).toBeVisible()
    await expect.element(page.getByText('Total: 41')).toBeVisible()
    expect(page.getByRole('alert').query()).toBeNull()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText('Total: 43')).toBeVisible()
    expect(page.getByRole('status').query()).toBeNull()
  })
})
