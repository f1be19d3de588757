import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { useWizard } from '@/components/wizard'
import { ApiError } from '@/lib/apiClient'
import { api } from '@/runtime/api'
import { renderKit } from '../support/render'

// The wizard keeps its draft per person: here, nobody is signed in.
vi.mock('@/runtime/session/useSession', () => ({ useSession: () => ({ user: null }) }))

function DealWizard() {
  const wizard = useWizard('create-deal')
  return (
    <>
      <p>
        Step {wizard.step + 1} of {wizard.steps.length}
        {wizard.failure && ', not sent'}
        {wizard.reference && `, sent as ${wizard.reference}`}
      </p>
      <button type="button" onClick={() => void wizard.next({})}>
        Next
      </button>
      <button type="button" onClick={wizard.reset}>
        Start again
      </button>
    </>
  )
}

beforeEach(() => {
  window.sessionStorage.clear()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe("a wizard's submission", () => {
  test('is sent again with the same idempotency key after a failure, and a new wizard gets a new one', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(0, 'network', 'The connection dropped.'))
      .mockResolvedValue({ reference: 'DEAL-1' } as never)
    await renderKit(<DealWizard />)
    const next = page.getByRole('button', { name: 'Next' })
    const steps = Number(/of (\d+)/.exec(page.getByText(/^Step/).element().textContent!)![1])
    for (let step = 0; step < steps; step++) await userEvent.click(next)
    await expect.element(page.getByText(/not sent/)).toBeVisible()
    await userEvent.click(next)
    await expect.element(page.getByText(/sent as DEAL-1/)).toBeVisible()

    await userEvent.click(page.getByRole('button', { name: 'Start again' }))
    for (let step = 0; step < steps; step++) await userEvent.click(next)
    await expect.poll(() => post.mock.calls.length).toBe(3)
    const [failed, retried, another] = post.mock.calls.map(([path, , options]) => [path, options?.idempotencyKey])
    expect(failed![0]).toBe('/wizards/create-deal')
    expect(failed![1]).toEqual(expect.any(String))
    expect(retried).toEqual(failed)
    expect(another![1]).not.toBe(failed![1])
  })
})
