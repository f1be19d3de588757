import { describe, expect, it } from 'vitest'
import type { CatalogueContact } from '@/domain/catalogue/contacts'
import type { ListPage } from '@/domain/list'
import { demoBackend } from '../automations/mockHarness'

type Page = ListPage<CatalogueContact>

describe('the catalogue’s contacts in the mock backend (/tables/data-table)', () => {
  const mock = demoBackend()
  const list = async (uid: string, query = '') => mock.call<Page>(uid, 'GET', `/catalogue/contacts?${query}`)

  it('pages, sorts, searches and filters the workspace’s contacts', async () => {
    const first = await list('client', 'itemsPerPage=5&sortBy=followers&orderBy=desc')
    expect(first.status).toBe(200)
    expect(first.json.total).toBe(64)
    expect(first.json.items).toHaveLength(5)
    const followers = first.json.items.map((contact) => contact.followers)
    expect(followers).toEqual([...followers].sort((a, b) => b - a))
    expect(first.json.items[0]).not.toHaveProperty('ownerUid')

    const second = await list('client', 'itemsPerPage=5&page=2&sortBy=followers&orderBy=desc')
    expect(second.json.items[0]!.followers).toBeLessThanOrEqual(followers[4]!)
    expect(second.json.items.map((contact) => contact.id)).not.toContain(first.json.items[0]!.id)

    const someone = first.json.items[0]!
    const found = await list('client', `q=${encodeURIComponent(someone.username)}`)
    expect(found.json.items.map((contact) => contact.id)).toContain(someone.id)

    const vips = await list('client', 'status=vip&itemsPerPage=100')
    expect(vips.json.total).toBeGreaterThan(0)
    expect(vips.json.items.every((contact) => contact.status === 'vip')).toBe(true)

    // The same seed, the same contacts: the demo admin's copy is alike but its own.
    const theirs = await list('admin', 'itemsPerPage=5&sortBy=followers&orderBy=desc')
    expect(theirs.json.items.map((contact) => contact.username)).toEqual(first.json.items.map((c) => c.username))
    expect(theirs.json.items[0]!.id).not.toBe(someone.id)
  })

  it('refuses a list query it cannot read', async () => {
    expect((await list('client', 'sortBy=password')).status).toBe(400)
    expect((await list('client', 'status=royalty')).status).toBe(400)
    expect((await list('client', 'itemsPerPage=7')).status).toBe(400)
  })

  it('saves an edit, validates it, and keeps other workspaces out', async () => {
    const [contact] = (await list('client', 'itemsPerPage=5')).json.items
    const edit = { name: 'Inês Duarte', email: 'ines@aurora.example', city: 'Porto', status: 'vip' }
    const saved = await mock.call<CatalogueContact>('client', 'PATCH', `/catalogue/contacts/${contact!.id}`, edit)
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({ ...edit, id: contact!.id, username: contact!.username })
    const again = await mock.call<CatalogueContact>('client', 'GET', `/catalogue/contacts/${contact!.id}`)
    expect(again.json.name).toBe('Inês Duarte')

    const wrong = await mock.call<{ error: { fields: Record<string, string> } }>(
      'client',
      'PATCH',
      `/catalogue/contacts/${contact!.id}`,
      { ...edit, email: 'not an address', status: 'royalty' },
    )
    expect(wrong.status).toBe(422)
    expect(wrong.json.error.fields).toEqual({ email: 'invalid', status: 'invalid' })
    expect((await mock.call('client', 'PATCH', `/catalogue/contacts/${contact!.id}`, ['a'])).status).toBe(400)

    // Another workspace's contact does not exist for the admin, to read or to change.
    expect((await mock.call('admin', 'GET', `/catalogue/contacts/${contact!.id}`)).status).toBe(404)
    expect((await mock.call('admin', 'PATCH', `/catalogue/contacts/${contact!.id}`, edit)).status).toBe(404)
    expect(
      (await mock.call('admin', 'POST', '/catalogue/contacts/status', { ids: [contact!.id], status: 'lead' })).status,
    ).toBe(404)
  })

  it('changes the status of the selected contacts together, or of none', async () => {
    const page = (await list('client', 'itemsPerPage=5&status=lead')).json.items
    const ids = page.map((contact) => contact.id)
    const changed = await mock.call<{ updated: number }>('client', 'POST', '/catalogue/contacts/status', {
      ids,
      status: 'customer',
    })
    expect(changed.json.updated).toBe(ids.length)
    const after = (await list('client', 'itemsPerPage=100&status=customer')).json.items.map((contact) => contact.id)
    expect(after).toEqual(expect.arrayContaining(ids))
    const none = await mock.call('client', 'POST', '/catalogue/contacts/status', { ids: [], status: 'lead' })
    expect(none.status).toBe(422)
  })

  it('answers 403 to a role that may read pages but not change them, and 401 without a token', async () => {
    await mock.backend.db
      .collection<{ id: string; rules: unknown[] }>('roles')
      .update('client', { rules: [{ action: 'read', subject: 'Page' }] })
    const [contact] = (await list('client', 'itemsPerPage=5')).json.items
    const edit = { name: 'Inês Duarte', email: 'ines@aurora.example', city: 'Porto', status: 'vip' }
    expect((await mock.call('client', 'PATCH', `/catalogue/contacts/${contact!.id}`, edit)).status).toBe(403)
    expect(
      (await mock.call('client', 'POST', '/catalogue/contacts/status', { ids: [contact!.id], status: 'lead' })).status,
    ).toBe(403)
    await mock.backend.db.collection<{ id: string; rules: unknown[] }>('roles').update('client', { rules: [] })
    expect((await list('client')).status).toBe(403)
    const anonymous = await fetch('http://conversa.test/api/catalogue/contacts')
    expect(anonymous.status).toBe(401)
  })
})
