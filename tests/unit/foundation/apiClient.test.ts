import { describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient } from '@/lib/apiClient'

function recordingFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return response()
  }) as unknown as typeof globalThis.fetch
  return { calls, fetch }
}

describe('the backend client', () => {
  it('sends the ID token in the `token` header while signed in', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ ok: true }))
    const api = createApiClient({ fetch })
    api.setTokenProvider(async () => 'id-token-1')
    await expect(api.get('/session')).resolves.toEqual({ ok: true })
    expect(calls[0]?.url).toBe('/api/session')
    expect(new Headers(calls[0]?.init.headers).get('token')).toBe('id-token-1')
  })

  it('only logs when signed in without a token, and sends no header', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({}))
    const log = vi.fn()
    const api = createApiClient({ fetch, log })
    api.setTokenProvider(async () => null)
    await api.get('/session')
    expect(new Headers(calls[0]?.init.headers).has('token')).toBe(false)
    expect(log).toHaveBeenCalledOnce()
  })

  it('sends a create request’s idempotency key, and none when it has no key', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ id: 'a-1' }, { status: 201 }))
    const api = createApiClient({ fetch })
    await api.post('/automations', { name: 'Link' }, { idempotencyKey: 'submission-1' })
    await api.post('/automations', { name: 'Link' })
    expect(calls.map((call) => new Headers(call.init.headers).get('Idempotency-Key'))).toEqual(['submission-1', null])
  })

  it('turns a JSON error into an ApiError with its code', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ error: { code: 'auth/expired-token', message: 'expired' } }, { status: 401 }),
    )
    const api = createApiClient({ fetch })
    await expect(api.get('/session')).rejects.toMatchObject({ status: 401, code: 'auth/expired-token' })
  })

  it('reports a network failure as status 0', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof globalThis.fetch
    const error = await createApiClient({ fetch })
      .get('/session')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).isNetworkError).toBe(true)
  })

  it('tells observers when requests start and end, even on failure', async () => {
    const { fetch } = recordingFetch(() => new Response('oops', { status: 500 }))
    const api = createApiClient({ fetch })
    const events: string[] = []
    api.observe({ onRequestStart: () => events.push('start'), onRequestEnd: () => events.push('end') })
    await api.get('/x').catch(() => {})
    expect(events).toEqual(['start', 'end'])
  })
})
