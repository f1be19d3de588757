import { afterEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { UserDetails } from '@/domain/users/model'
import { AddUserDrawer } from '@/features/users/AddUserDrawer'
import { ApiError } from '@/lib/apiClient'
import { api } from '@/runtime/api'
import { renderKit } from '../support/render'

/**
 * The backend's rule for a create (src/mocks/idempotency.ts, tried on every create endpoint by
 * tests/unit/api/idempotentCreates.test.ts): a request repeated with its idempotency key gets the
 * first answer and creates nothing more; one without a key creates every time. The first answer
 * is lost on the way back, as when the connection drops after the server saved.
 */
function directoryBackend() {
  const created = new Map<string, UserDetails>()
  let loseNextAnswer = true
  const post = vi.spyOn(api, 'post').mockImplementation(async (_path, body, options) => {
    const key = options?.idempotencyKey ?? crypto.randomUUID()
    if (!created.has(key))
      created.set(key, { ...(body as UserDetails), id: crypto.randomUUID(), status: 'pending' } as UserDetails)
    if (loseNextAnswer) {
      loseNextAnswer = false
      throw new ApiError(0, 'network', 'The connection dropped.')
    }
    return created.get(key) as never
  })
  return { created, post }
}

async function fillNewUser(username: string, email: string) {
  const drawer = page.getByRole('dialog', { name: 'Add user' })
  await userEvent.fill(drawer.getByLabelText(/^Username/), username)
  await userEvent.fill(drawer.getByLabelText(/^Email/), email)
  await userEvent.fill(drawer.getByLabelText(/^Full name/), 'Joana Prado')
  await userEvent.fill(drawer.getByLabelText(/^Contact/), '+55 11 91234 5678')
  return drawer
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('adding a user', () => {
  test('a double click, then a retry after a lost answer, add one user; the next submission adds another', async () => {
    const backend = directoryBackend()
    const memory = memoryLocation({ path: '/apps/user/list', record: true })
    await renderKit(
      <Router hook={memory.hook}>
        <AddUserDrawer />
      </Router>,
    )
    await userEvent.click(page.getByRole('button', { name: 'Add user' }))
    const drawer = await fillNewUser('joana.prado', 'joana@example.com')
    await userEvent.dblClick(drawer.getByRole('button', { name: 'Add user' }))
    await userEvent.click(drawer.getByRole('button', { name: 'Try again' }))
    await expect.poll(() => memory.history.at(-1)).toMatch(/^\/apps\/user\/view\//)

    expect(backend.created.size).toBe(1)
    const keys = backend.post.mock.calls.map(([, , options]) => options?.idempotencyKey)
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys).size).toBe(1)
    expect(memory.history.at(-1)).toBe(`/apps/user/view/${[...backend.created.values()][0]!.id}`)

    await userEvent.click(page.getByRole('button', { name: 'Add user' }))
    await fillNewUser('ana.lima', 'ana@example.com')
    await userEvent.click(page.getByRole('dialog', { name: 'Add user' }).getByRole('button', { name: 'Add user' }))
    await expect.poll(() => backend.created.size).toBe(2)
  })
})
