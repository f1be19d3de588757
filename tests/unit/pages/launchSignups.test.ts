import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchSignupFieldErrors } from '@/domain/pages/content'
import { API, mockHarness } from '../automations/mockHarness'

const signUp = (body: unknown) =>
  fetch(`${API}/launch-signups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The coming-soon page's "notify me" list (`POST /api/launch-signups`, public like the contact form). */
describe('the launch list in the mock backend', () => {
  const mock = mockHarness()
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(() => mock.reset())

  it('names the field at fault', () => {
    expect(launchSignupFieldErrors({ email: 'ana@example.com' })).toEqual({})
    expect(launchSignupFieldErrors({ email: ' ' })).toEqual({ email: 'required' })
    expect(launchSignupFieldErrors({ email: 'ana@' })).toEqual({ email: 'invalid' })
    expect(launchSignupFieldErrors(null)).toEqual({ email: 'required' })
  })

  it('takes an address without sign-in, once, whatever its case, and refuses a malformed one per field', async () => {
    const first = await signUp({ email: 'Ana@Example.com ' })
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ status: 'subscribed' })
    const again = await signUp({ email: 'ana@example.com' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'already-subscribed' })
    const wrong = await signUp({ email: 'ana@' })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).error.fields).toEqual({ email: 'invalid' })
    expect((await signUp('not an object')).status).toBe(400)
  })
})
