import { describe, expect, it } from 'vitest'
import type { SessionResponse } from '@/mocks/api/session'
import { createMockBackend } from '@/mocks/backend'
import { nameFromEmail, usernameFromEmail } from '@/mocks/names'
import type { Profile } from '@/mocks/seed'
import { createMemoryMockDb } from '@/mocks/node'
import { collectionsSeeding, MOCK_DB_COLLECTIONS, seedKindOf } from '@/mocks/schema'
import { idToken, PROJECT, T0 } from '../automations/mockHarness'

/**
 * The backend with the demo off, as a production server runs it (CONVERSA_DEMO, docs/deploy.md):
 * only the app's own seeds (the roles), no demo logins, and a first session named without faker.
 */
describe('names made without faker', () => {
  it('names someone after their e-mail when the identity carries no name', () => {
    expect(nameFromEmail('ana.souza@example.com')).toBe('Ana Souza')
    expect(nameFromEmail('joao_ferreira+shop@example.com')).toBe('Joao Ferreira')
    expect(nameFromEmail('server-1a2b3c4d@conversa.test')).toBe('Server 1a2b3c4d')
    expect(nameFromEmail('x@example.com')).toBe('X')
  })

  it('gives a first username in the form people may choose one', () => {
    const form = /^[a-z0-9._]{3,30}$/
    for (const email of ['ana.souza@example.com', 'João-F@example.com', 'x@example.com', `${'a'.repeat(40)}@x.io`])
      expect(usernameFromEmail(email)).toMatch(form)
    expect(usernameFromEmail('ana.souza@example.com')).toBe('ana.souza')
    expect(usernameFromEmail('João-F+tag@example.com')).toBe('joao.f')
    expect(usernameFromEmail('x@example.com')).toBe('userx')
  })
})

describe('which seeds a database gets', () => {
  const seeded = (kinds: Parameters<typeof collectionsSeeding>[0]) =>
    collectionsSeeding(kinds)
      .filter((spec) => spec.seed)
      .map((spec) => spec.name)

  it('keeps only the roles without the demo and the Instagram mock, every seed with both', () => {
    expect(seeded(['app'])).toEqual(['roles'])
    expect(seeded(['app', 'instagram-mock']).sort()).toEqual(['igAccounts', 'igMedia', 'igPeople', 'roles'])
    expect(seeded(['app', 'demo', 'instagram-mock'])).toEqual(
      MOCK_DB_COLLECTIONS.filter((spec) => spec.seed).map((spec) => spec.name),
    )
  })

  it('counts a seeded collection nobody classified as the demo’s, and the demo users’ profiles among them', () => {
    expect(seedKindOf('someNewTemplate')).toBe('demo')
    expect(seedKindOf('profiles')).toBe('demo')
    expect(seedKindOf('shopOrders')).toBe('demo')
  })
})

describe('a backend without the demo', () => {
  const backend = createMockBackend({
    projectId: PROJECT,
    now: () => T0,
    demo: false,
    db: createMemoryMockDb({ collections: collectionsSeeding(['app']) }),
  })
  const call = (path: string, token?: string) =>
    backend.app.request(`http://conversa.test${path}`, { headers: token ? { token } : {} })

  it('has no demo logins: the path is an unknown one', async () => {
    const response = await call('/api/demo-logins')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'not-found' } })
  })

  it('names a first session after the e-mail, and the demo admin’s address is nobody special', async () => {
    const first = await call('/api/session', idToken('p1', 'rita.registro@example.com'))
    expect(((await first.json()) as SessionResponse).userData).toMatchObject({
      fullName: 'Rita Registro',
      username: 'rita.registro',
      role: 'client',
    })
    const demoAdmin = await call('/api/session', idToken('p2', 'admin@conversa.test'))
    expect(((await demoAdmin.json()) as SessionResponse).userData).toMatchObject({ role: 'client' })
  })

  it('answers every read of the template apps on their empty collections, never with a server error', async () => {
    const token = idToken('boss', 'boss@example.com')
    await call('/api/session', token)
    await backend.db.collection<Profile>('profiles').update('boss', { role: 'admin' })
    const reads = backend.routes
      .filter((route) => route.method === 'GET' && !route.path.includes(':'))
      // The event stream never ends.
      .filter((route) => route.path.startsWith('/api/') && route.path !== '/api/events')
    expect(reads.length).toBeGreaterThan(40)
    const failed: string[] = []
    for (const route of reads) {
      const response = await call(route.path, token)
      if (response.status >= 500) failed.push(`${route.path}: ${response.status} ${await response.text()}`)
    }
    expect(failed).toEqual([])
    const orders = (await (await call('/api/ecommerce/orders', token)).json()) as { total?: number }
    expect(orders.total).toBe(0)
  })
})
