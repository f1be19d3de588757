import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createMockBackend } from '@/mocks/backend'
import { endpoint, repeated } from '@/mocks/endpoint'
import type { ListSpec } from '@/mocks/listQuery'
import { memoryIndexedDb } from '@/mocks/node'
import { apiApp, http, json, type Route } from '@/server/http/route'
import { idToken, PROJECT, T0 } from '../automations/mockHarness'

/**
 * The one wrapper every endpoint goes through (src/mocks/endpoint.ts): the declared permission
 * checked with the caller's rules before the handler runs, and the body and query read with their
 * schemas, every refusal in the API's error shape.
 */
const backend = createMockBackend({ database: memoryIndexedDb(), projectId: PROJECT, now: () => T0 })
/** The seeded demo admin holds `manage all`; someone without a profile holds no rule at all. */
const ADMIN = idToken('admin', 'admin@conversa.test')
const NOBODY = idToken('nobody', 'nobody@conversa.test')

const contact = z.object({
  name: z.string().trim().min(1).max(10),
  tags: z.array(z.string().regex(/^[a-z]+$/, { error: 'tag' })).max(2),
  address: z.object({ city: z.string().min(1) }),
})

function call(routes: Route[], path: string, init: { token?: string; body?: string; method?: string } = {}) {
  const headers = new Headers(init.token ? { token: init.token } : {})
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST')
  return apiApp(routes).request(`http://conversa.test${path}`, { method, headers, body: init.body })
}
const read = async (response: Response) => ({ status: response.status, json: await response.json() })

describe('endpoint', () => {
  it('answers 401 without a valid token and never runs the handler', async () => {
    const handler = vi.fn(() => json({}))
    const routes = [http.get('/api/x', endpoint(backend, { can: 'signedIn' }, handler))]
    expect(await read(await call(routes, '/api/x'))).toMatchObject({
      status: 401,
      json: { error: { code: 'auth/missing-token' } },
    })
    expect((await call(routes, '/api/x', { token: 'not.a.token' })).status).toBe(401)
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers 403 when the caller’s rules do not allow the declared action, and never runs the handler', async () => {
    const handler = vi.fn(() => json({ ok: true }))
    const routes = [http.get('/api/x', endpoint(backend, { can: ['delete', 'Invoice'] }, handler))]
    expect(await read(await call(routes, '/api/x', { token: NOBODY }))).toEqual({
      status: 403,
      json: { error: { code: 'auth/forbidden', message: 'This needs the permission to delete Invoice.' } },
    })
    expect(handler).not.toHaveBeenCalled()
    expect((await call(routes, '/api/x', { token: ADMIN })).status).toBe(200)
    expect(handler).toHaveBeenCalledOnce()
  })

  it('hands the handler the caller and their rules; a public endpoint takes no token', async () => {
    const routes = [
      http.get(
        '/api/me',
        endpoint(backend, { can: 'signedIn' }, ({ user, ability }) =>
          json({ uid: user.uid, mayManage: ability.can('manage', 'all') }),
        ),
      ),
      http.get(
        '/api/open',
        endpoint(backend, { can: 'public' }, ({ user, ability }) => json({ user, ability })),
      ),
    ]
    expect((await read(await call(routes, '/api/me', { token: NOBODY }))).json).toEqual({
      uid: 'nobody',
      mayManage: false,
    })
    expect((await read(await call(routes, '/api/me', { token: ADMIN }))).json).toEqual({
      uid: 'admin',
      mayManage: true,
    })
    expect(await read(await call(routes, '/api/open'))).toEqual({ status: 200, json: { user: null, ability: null } })
  })

  it('answers 400 request/not-json to a body that is not JSON', async () => {
    const handler = vi.fn(() => json({}))
    const routes = [http.post('/api/x', endpoint(backend, { can: 'public', body: contact }, handler))]
    for (const body of ['{"name": ', '', 'name=Ana'])
      expect(await read(await call(routes, '/api/x', { body }))).toEqual({
        status: 400,
        json: { error: { code: 'request/not-json', message: 'The body is not JSON.' } },
      })
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers 400 request/invalid naming each refused field by its dotted path, with a reason code', async () => {
    const handler = vi.fn(() => json({}))
    const routes = [http.post('/api/x', endpoint(backend, { can: 'public', body: contact }, handler))]
    const refused = await read(
      await call(routes, '/api/x', {
        body: JSON.stringify({ name: 'far too long', tags: ['ok', 'NOT OK'], address: { city: '' } }),
      }),
    )
    expect(refused).toEqual({
      status: 400,
      json: {
        error: {
          code: 'request/invalid',
          message: 'Some fields of the request are not valid.',
          fields: { name: 'too-long', tags: 'tag', 'address.city': 'required' },
        },
      },
    })
    expect((await read(await call(routes, '/api/x', { body: '[1]' }))).json.error.fields).toEqual({ body: 'invalid' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers a domain form’s refusal with its own code as a 422, and a body of the wrong kind still as a 400', async () => {
    const routes = [
      http.post(
        '/api/x',
        endpoint(backend, { can: 'public', body: contact, refusedAs: 'contacts/invalid' }, () => json({})),
      ),
    ]
    const refused = await read(
      await call(routes, '/api/x', { body: JSON.stringify({ name: 'Ana', tags: ['A'], address: { city: 'Porto' } }) }),
    )
    expect(refused).toMatchObject({
      status: 422,
      json: { error: { code: 'contacts/invalid', fields: { tags: 'tag' } } },
    })
    expect(await read(await call(routes, '/api/x', { body: '"Ana"' }))).toMatchObject({
      status: 400,
      json: { error: { code: 'request/invalid', fields: { body: 'invalid' } } },
    })
  })

  it('hands the handler the body as its schema typed it', async () => {
    const handler = vi.fn(({ body }: { body: z.output<typeof contact> }) =>
      json({ city: body.address.city, name: body.name }),
    )
    const routes = [http.post('/api/x', endpoint(backend, { can: ['create', 'Invoice'], body: contact }, handler))]
    const sent = { name: '  Ana  ', tags: ['a'], address: { city: 'Porto' } }
    expect(await read(await call(routes, '/api/x', { token: ADMIN, body: JSON.stringify(sent) }))).toEqual({
      status: 200,
      json: { city: 'Porto', name: 'Ana' },
    })
    expect(handler.mock.calls[0]![0].body).toEqual({ name: 'Ana', tags: ['a'], address: { city: 'Porto' } })
  })

  it('reads the query with its schema, a repeated parameter as a list', async () => {
    const query = z.object({ id: repeated(z.array(z.string()).min(1)), q: z.string().max(3).default('') })
    const routes = [
      http.get(
        '/api/x',
        endpoint(backend, { can: 'public', query }, ({ query }) => json(query)),
      ),
    ]
    expect((await read(await call(routes, '/api/x?id=a&id=b&q='))).json).toEqual({ id: ['a', 'b'], q: '' })
    expect(await read(await call(routes, '/api/x?q=long'))).toMatchObject({
      status: 400,
      json: { error: { code: 'request/invalid', fields: { id: 'required', q: 'too-long' } } },
    })
  })

  it('reads a list query with its list spec, refusing what it cannot read as list/invalid-query', async () => {
    const spec: ListSpec<{ name: string }> = {
      searchIn: (item) => [item.name],
      sortable: { name: (item) => item.name },
    }
    const routes = [
      http.get(
        '/api/x',
        endpoint(backend, { can: 'public', query: spec }, ({ query }) => json(query)),
      ),
    ]
    expect((await read(await call(routes, '/api/x?q=ana&sortBy=name&page=2'))).json).toMatchObject({
      q: 'ana',
      sortBy: 'name',
      page: 2,
    })
    expect(await read(await call(routes, '/api/x?sortBy=secret'))).toMatchObject({
      status: 400,
      json: { error: { code: 'list/invalid-query', fields: { sortBy: 'unknown-field' } } },
    })
  })
})
