import { StrictMode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { CompleteConnectionRequest, InstagramConnection } from '@/domain/instagram/apiTypes'
import { useCompleteConnection } from '@/features/integrations/api'
import { ApiError } from '@/lib/apiClient'
import { api } from '@/runtime/api'
import { renderKit, testQueryClient } from '../support/render'

const AUTHORIZATION: CompleteConnectionRequest = { code: 'AQBcode', state: 'state-of-this-tab' }

function Callback() {
  const { attempt, retry } = useCompleteConnection(AUTHORIZATION)
  return (
    <>
      <p>Status: {attempt?.status ?? 'none'}</p>
      <button type="button" onClick={retry}>
        Try again
      </button>
    </>
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('completing an Instagram connection', () => {
  test('sends the code once, under React’s double effects and after a remount', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ username: 'studio.lumen' } as InstagramConnection as never)
    const queryClient = testQueryClient()
    const first = await renderKit(
      <StrictMode>
        <Callback />
      </StrictMode>,
      { queryClient },
    )
    await expect.element(page.getByText('Status: success')).toBeVisible()
    await first.unmount()
    await renderKit(
      <StrictMode>
        <Callback />
      </StrictMode>,
      { queryClient },
    )
    await expect.element(page.getByText('Status: success')).toBeVisible()
    expect(post).toHaveBeenCalledTimes(1)
    expect(post).toHaveBeenCalledWith('/integrations/instagram/callback', AUTHORIZATION, {
      idempotencyKey: AUTHORIZATION.state,
    })
  })

  test('a failure that never reached Instagram is tried again on request, once', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(0, 'network', 'offline'))
      .mockResolvedValue({ username: 'studio.lumen' } as InstagramConnection as never)
    await renderKit(
      <StrictMode>
        <Callback />
      </StrictMode>,
    )
    await expect.element(page.getByText('Status: error')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Try again' }))
    await expect.element(page.getByText('Status: success')).toBeVisible()
    expect(post).toHaveBeenCalledTimes(2)
  })
})
