import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SessionResponse } from '@/mocks/api/session'
import { signUp, uniqueEmail, verifyEmail } from '../../support/emulator'
import { callApi, type ApiHost } from '../support/apiHost'
import { embeddedServer } from '../support/serverHosts'

/** How a new server gets its first admins: CONVERSA_ADMIN_EMAILS, for addresses proven by their owners. */
const appointed = [uniqueEmail('owner'), uniqueEmail('partner')]
let host: ApiHost
beforeAll(async () => {
  // Written as an operator might: spaces, capitals.
  host = await embeddedServer({ CONVERSA_ADMIN_EMAILS: ` ${appointed[0]!.toUpperCase()} , ${appointed[1]}` })
})
afterAll(() => host.close())

const roleOf = async (token: string) =>
  (await callApi<SessionResponse>(host.api, token, 'GET', '/session')).json.userData.role

it('makes an appointed address an admin once its owner has verified it, and nobody else', async () => {
  const owner = await signUp(appointed[0]!, 'secret-123')
  // Unverified, anyone could have registered the address first.
  expect(await roleOf(owner.idToken)).toBe('client')
  expect(await roleOf((await verifyEmail(owner, 'secret-123')).idToken)).toBe('admin')

  const partner = await verifyEmail(await signUp(appointed[1]!, 'secret-123'), 'secret-123')
  expect(await roleOf(partner.idToken)).toBe('admin')
  const session = await callApi<SessionResponse>(host.api, partner.idToken, 'GET', '/session')
  expect(session.json.abilityRules).toContainEqual(expect.objectContaining({ action: 'manage', subject: 'all' }))

  const someoneElse = await verifyEmail(await signUp(uniqueEmail('someone'), 'secret-123'), 'secret-123')
  expect(await roleOf(someoneElse.idToken)).toBe('client')
})
