import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockServer } from '@/mocks/node'
import { PROJECT_ID, signIn, signUp, uniqueEmail } from '../support/emulator'

const API_URL = 'http://conversa.test/api/session'
const TWO_HOURS = 2 * 60 * 60 * 1000

/** Starts the mock backend in this process; anything that is not /api (the emulator) passes through. */
function startBackend(options: { projectId?: string; now?: () => number } = {}) {
  const { server } = createMockServer({ projectId: PROJECT_ID, ...options })
  server.listen({ onUnhandledFrame: 'bypass' })
  return server
}

describe('the mock backend checks the `token` header like a real server', () => {
  let idToken: string
  let email: string
  let stop: (() => void) | undefined

  beforeAll(async () => {
    email = uniqueEmail('token')
    await signUp(email, 'secret-pass')
    idToken = (await signIn(email, 'secret-pass')).idToken
  })

  afterEach(() => {
    stop?.()
    stop = undefined
  })

  async function call(headers: Record<string, string>, options?: { projectId?: string; now?: () => number }) {
    const server = startBackend(options)
    stop = () => server.close()
    const response = await fetch(API_URL, { headers })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('answers 401 with a JSON error when the header is missing', async () => {
    const { status, body } = await call({})
    expect(status).toBe(401)
    expect(body).toEqual({ error: { code: 'auth/missing-token', message: expect.any(String) } })
  })

  it('answers 401 to a malformed token', async () => {
    const { status, body } = await call({ token: 'not-a-jwt' })
    expect(status).toBe(401)
    expect(body).toMatchObject({ error: { code: 'auth/malformed-token' } })
  })

  it('answers 401 to an emulator token once it has expired', async () => {
    const { status, body } = await call({ token: idToken }, { now: () => Date.now() + TWO_HOURS })
    expect(status).toBe(401)
    expect(body).toMatchObject({ error: { code: 'auth/expired-token' } })
  })

  it('answers 401 to a token issued for another project', async () => {
    const { status, body } = await call({ token: idToken }, { projectId: 'demo-someone-else' })
    expect(status).toBe(401)
    expect(body).toMatchObject({ error: { code: 'auth/wrong-project-token' } })
  })

  it('answers 200 with the session to a fresh emulator token', async () => {
    const { status, body } = await call({ token: idToken })
    expect(status).toBe(200)
    expect(body).toMatchObject({ userData: { email, role: 'client' }, abilityRules: expect.any(Array) })
  })

  it('gives the seeded admin the admin role', async () => {
    const adminToken = (await signIn('admin@conversa.test', 'conversa-admin')).idToken
    const { status, body } = await call({ token: adminToken })
    expect(status).toBe(200)
    expect(body).toMatchObject({ userData: { role: 'admin' }, abilityRules: [{ action: 'manage', subject: 'all' }] })
  })
})
