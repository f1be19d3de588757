import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ApiHost, Person } from '../support/apiHost'
import { embeddedServer } from '../support/serverHosts'

let host: ApiHost
let someone: Person
beforeAll(async () => {
  host = await embeddedServer()
  someone = await host.person()
})
afterAll(() => host.close())

const session = (headers: Record<string, string>) => fetch(`${host.api}/session`, { headers })

it('keeps a synced ID token in an HttpOnly, Secure, SameSite=Strict cookie that then stands for the token header', async () => {
  const token = await someone.token()
  const synced = await fetch(`${host.api}/session/token`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(synced.status).toBe(204)
  const cookie = synced.headers.get('Set-Cookie') ?? ''
  expect(cookie).toMatch(/^__session=[^;]+;/)
  expect(cookie).toMatch(/Max-Age=\d{3,4};/)
  for (const flag of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']) expect(cookie).toContain(flag)

  const pair = cookie.split(';')[0]!
  expect((await session({ Cookie: pair })).status).toBe(200)
  expect((await session({})).status).toBe(401)
  expect((await session({ Cookie: '__session=not-a-token' })).status).toBe(401)

  const cleared = await fetch(`${host.api}/session/token`, { method: 'DELETE' })
  expect(cleared.status).toBe(204)
  expect(cleared.headers.get('Set-Cookie')).toMatch(/^__session=; Max-Age=0;.*HttpOnly/)
})

it('sets no cookie for a token it does not trust', async () => {
  const refused = await fetch(`${host.api}/session/token`, {
    method: 'POST',
    headers: { Authorization: 'Bearer forged.token.here' },
  })
  expect(refused.status).toBe(401)
  expect(refused.headers.get('Set-Cookie')).toBeNull()
})
