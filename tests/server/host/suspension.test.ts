import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AppUser } from '@/domain/users/model'
import type { ListPage } from '@/domain/list'
import { signIn } from '../../support/emulator'
import { callApi, type ApiHost, type Person } from '../support/apiHost'
import { embeddedServer } from '../support/serverHosts'

let host: ApiHost
let admin: Person
beforeAll(async () => {
  host = await embeddedServer()
  admin = await host.person('admin')
})
afterAll(() => host.close())

async function memberId(email: string): Promise<string> {
  const found = await admin.call<ListPage<AppUser>>('GET', `/users?q=${encodeURIComponent(email)}&kind=member`)
  return found.json.items[0]!.id
}

it('an admin suspends a member: their next request and their sign-in are refused, until reactivated', async () => {
  const member = await host.person()
  const id = await memberId(member.email)

  const suspended = await admin.call('PUT', `/users/${id}/suspension`, { suspended: true })
  expect(suspended).toMatchObject({ status: 200, json: { id, suspended: true } })
  expect((await member.call<{ error: { code: string } }>('GET', '/session')).json.error.code).toBe('auth/user-disabled')
  await expect(signIn(member.email, 'secret-123')).rejects.toThrow(/USER_DISABLED/)
  const listed = await admin.call<ListPage<AppUser>>('GET', `/users?q=${encodeURIComponent(member.email)}`)
  expect(listed.json.items[0]!.status).toBe('inactive')

  expect((await admin.call('PUT', `/users/${id}/suspension`, { suspended: false })).status).toBe(200)
  const again = await signIn(member.email, 'secret-123')
  expect((await callApi(host.api, again.idToken, 'GET', '/session')).status).toBe(200)
})

it('refuses a suspension to anyone without the rule, and an admin suspending themselves', async () => {
  const member = await host.person()
  const other = await host.person()
  const id = await memberId(member.email)
  expect((await other.call('PUT', `/users/${id}/suspension`, { suspended: true })).status).toBe(403)
  expect((await member.call('GET', '/session')).status).toBe(200)
  const self = await admin.call<{ error: { code: string } }>(
    'PUT',
    `/users/${await memberId(admin.email)}/suspension`,
    {
      suspended: true,
    },
  )
  expect(self).toMatchObject({ status: 409, json: { error: { code: 'users/self' } } })
})
