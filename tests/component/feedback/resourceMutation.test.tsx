import { msg } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { useResourceMutation } from '@/components/mutation'
import { Toaster } from '@/components/toast'
import { ApiError } from '@/lib/apiClient'
import { renderKit } from '../support/render'

/** A backend of two resources: invoices (with a count) and users. */
function fakeBackend() {
  const calls = { invoices: 0, users: 0 }
  let invoices = 1
  return {
    calls,
    countInvoices: async () => {
      calls.invoices += 1
      return invoices
    },
    countUsers: async () => {
      calls.users += 1
      return 3
    },
    addInvoice: async ({ idempotencyKey }: { idempotencyKey: string }) => {
      if (idempotencyKey === 'refused') throw new ApiError(403, 'forbidden', 'no')
      invoices += 1
      return invoices
    },
  }
}

function Screen({ backend }: { backend: ReturnType<typeof fakeBackend> }) {
  const count = useQuery({ queryKey: ['invoices', 'count'], queryFn: backend.countInvoices })
  const users = useQuery({ queryKey: ['users', 'count'], queryFn: backend.countUsers })
  const add = useResourceMutation('invoices', backend.addInvoice, {
    failure: (error) => (error instanceof ApiError && error.status === 403 ? msg`You may not add invoices.` : msg`No.`),
  })
  return (
    <>
      <Toaster />
      <p>Invoices: {count.data}</p>
      <p>Users: {users.data}</p>
      <button type="button" onClick={() => add.mutate({ idempotencyKey: 'first' })}>
        Add
      </button>
      <button type="button" onClick={() => add.mutate({ idempotencyKey: 'refused' })}>
        Add refused
      </button>
    </>
  )
}

describe('the resource mutation', () => {
  test('refreshes every view of its resource and no other, with the variables as given', async () => {
    const backend = fakeBackend()
    await renderKit(<Screen backend={backend} />)
    await expect.element(page.getByText('Invoices: 1')).toBeVisible()
    await expect.element(page.getByText('Users: 3')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Add', exact: true }))
    await expect.element(page.getByText('Invoices: 2')).toBeVisible()
    expect(backend.calls).toEqual({ invoices: 2, users: 1 })
  })

  test('reports a failure as a toast in the words it was given', async () => {
    const backend = fakeBackend()
    await renderKit(<Screen backend={backend} />)
    await expect.element(page.getByText('Invoices: 1')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Add refused' }))
    await expect.element(page.getByText('You may not add invoices.')).toBeVisible()
    expect(backend.calls.invoices).toBe(1)
  })
})
