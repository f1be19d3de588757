import { randomUUID } from 'node:crypto'
import { DEMO_USERS } from '@/mocks/demoUsers'
import { createMockServer } from '@/mocks/node'
import { PROJECT_ID } from '../../support/emulator'
import { callApi, claimsOnlyForgeries, unsignedIdToken, type ApiHost, type Person } from './apiHost'

const API = 'http://conversa.test/api'

/**
 * The in-browser harness's host in Node: the same backend app behind MSW, on IndexedDB
 * (fake-indexeddb), checking tokens by their claims as the page does. MSW answers every fetch
 * of this process to `/api`, so a file that uses it uses no other host.
 */
export async function pageHost(): Promise<ApiHost> {
  const { server, backend } = createMockServer({ projectId: PROJECT_ID })
  server.listen({ onUnhandledFrame: 'bypass' })
  const admin = DEMO_USERS.find((user) => user.role === 'admin')!
  return {
    name: 'in-browser harness (MSW, IndexedDB)',
    api: API,
    async person(role = 'client', { verified = false } = {}) {
      const uid = role === 'admin' ? 'demo-admin' : `person-${randomUUID().slice(0, 8)}`
      const email = role === 'admin' ? admin.email : `${uid}@conversa.test`
      const token = () => unsignedIdToken(uid, email, Date.now(), PROJECT_ID, verified ? { email_verified: true } : {})
      const person: Person = {
        uid,
        email,
        token: async () => token(),
        call: (method, path, body, headers) => callApi(API, token(), method, path, body, headers),
      }
      const loaded = await person.call('GET', '/session')
      if (loaded.status !== 200) throw new Error(`session: ${loaded.status} ${loaded.text}`)
      return person
    },
    // The page has no Firebase to ask: an unsigned token with the right claims is what it accepts.
    untrustedTokens: claimsOnlyForgeries,
    settle: () => backend.webhookWork.settle(),
    close: async () => server.close(),
  }
}
