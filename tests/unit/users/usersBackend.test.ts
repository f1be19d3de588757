import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATIONS } from '@/domain/account/settings'
import type { ListPage } from '@/domain/list'
import type { AppUser, UserDetails, UserStats } from '@/domain/users/model'
import { demoBackend } from '../automations/mockHarness'

const newUser = {
  fullName: 'Joana Prado',
  username: 'joana.prado',
  email: 'joana@example.com',
  company: 'Prado Studio',
  country: 'BR',
  contact: '+55 11 91234 5678',
  role: 'client',
  plan: 'pro',
}

/** `/api/users*`, as the users app calls them (docs/product.md, "Users"). */
describe('the users app in the mock backend', () => {
  const mock = demoBackend()

  it('lists the members apart from the directory, filters and pages on the server, and only for whom the rules allow', async () => {
    const stats = await mock.call<UserStats>('admin', 'GET', '/users/stats')
    expect(stats.json).toMatchObject({ total: 52, members: 2 })
    expect(stats.json.active + stats.json.pending + stats.json.inactive).toBe(52)
    const members = await mock.call<ListPage<AppUser>>('admin', 'GET', '/users?kind=member')
    expect(members.json.items.map((user) => [user.email, user.role, user.kind])).toEqual([
      ['admin@conversa.test', 'admin', 'member'],
      ['client@conversa.test', 'client', 'member'],
    ])
    const admins = await mock.call<ListPage<AppUser>>('admin', 'GET', '/users?role=admin&itemsPerPage=100')
    expect(admins.json.items.every((user) => user.role === 'admin')).toBe(true)
    const page = await mock.call<ListPage<AppUser>>('admin', 'GET', '/users?page=2&itemsPerPage=10&sortBy=fullName')
    expect(page.json).toMatchObject({ total: 52 })
    expect(page.json.items).toHaveLength(10)
    expect((await mock.call('admin', 'GET', '/users?status=asleep')).status).toBe(400)
    // The client's role has no rule on User: refused by the backend, whatever the screens show.
    expect((await mock.call('client', 'GET', '/users')).status).toBe(403)
    expect((await mock.call('client', 'POST', '/users', newUser)).status).toBe(403)
  })

  it('shows a member’s running plan from their own settings', async () => {
    await mock.call('client', 'PUT', '/account/subscription', { plan: 'business', period: 'monthly' })
    const members = await mock.call<ListPage<AppUser>>('admin', 'GET', '/users?kind=member&q=client')
    expect(members.json.items[0]?.plan).toBe('business')
  })

  it('adds, edits, suspends and deletes directory people, and leaves members to their own pages', async () => {
    const invalid = await mock.call<{ error: { fields: Record<string, string> } }>('admin', 'POST', '/users', {
      ...newUser,
      username: 'Joana Prado',
      contact: 'call me',
    })
    expect(invalid.json.error.fields).toEqual({ username: 'username', contact: 'phone' })
    const taken = await mock.call<{ error: { fields: Record<string, string> } }>('admin', 'POST', '/users', {
      ...newUser,
      email: 'CLIENT@conversa.test',
    })
    expect(taken.status).toBe(409)
    expect(taken.json.error.fields).toEqual({ email: 'taken' })

    const created = await mock.call<UserDetails>('admin', 'POST', '/users', newUser)
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ kind: 'directory', status: 'pending', email: 'joana@example.com' })
    const id = created.json.id
    mock.advance(60_000)
    await mock.call('admin', 'PATCH', `/users/${id}`, { ...newUser, fullName: 'Joana P. Prado', plan: 'business' })
    mock.advance(60_000)
    const suspended = await mock.call<UserDetails>('admin', 'PATCH', `/users/${id}`, { status: 'inactive' })
    expect(suspended.json).toMatchObject({ fullName: 'Joana P. Prado', plan: 'business', status: 'inactive' })
    expect(suspended.json.history.map((event) => event.kind)).toEqual(['suspended', 'edited', 'created'])

    const member = (await mock.call<ListPage<AppUser>>('admin', 'GET', '/users?kind=member&q=client')).json.items[0]!
    const refused = await mock.call<{ error: { code: string } }>('admin', 'DELETE', `/users/${member.id}`)
    expect(refused.json.error.code).toBe('users/member')
    expect((await mock.call('admin', 'PATCH', `/users/${member.id}`, { status: 'inactive' })).status).toBe(409)
    expect((await mock.call('admin', 'GET', `/users/${member.id}`)).json).toMatchObject({ kind: 'member' })
    // A member's sign-ins are theirs; a directory person has none.
    const signIns = await mock.call<{ at: string }[]>('admin', 'GET', `/users/${member.id}/sign-ins`)
    expect(signIns.json.length).toBeGreaterThan(0)
    expect((await mock.call<unknown[]>('admin', 'GET', `/users/${id}/sign-ins`)).json).toEqual([])
    expect((await mock.call('client', 'GET', `/users/${member.id}/sign-ins`)).status).toBe(403)

    expect((await mock.call('admin', 'DELETE', `/users/${id}`)).status).toBe(204)
    expect((await mock.call('admin', 'GET', `/users/${id}`)).status).toBe(404)
  })

  it('bills, notifies and links a directory person as an admin sets them, and keeps a member’s choices theirs', async () => {
    const created = await mock.call<UserDetails>('admin', 'POST', '/users', newUser)
    const id = created.json.id
    // Paid monthly since they were added; a plan changed later starts its own history.
    expect(created.json.subscription).toMatchObject({ plan: 'pro', period: 'monthly', since: created.json.createdAt })
    expect(created.json.notifications?.timing).toBe('anytime')
    mock.advance(86_400_000)
    const edited = await mock.call<UserDetails>('admin', 'PATCH', `/users/${id}`, { ...newUser, plan: 'business' })
    expect(edited.json.subscription?.since).toBe(new Date(mock.now()).toISOString())
    const free = await mock.call<UserDetails>('admin', 'PATCH', `/users/${id}`, { ...newUser, plan: 'starter' })
    expect(free.json.subscription).toBeNull()

    const told = {
      channels: { ...DEFAULT_NOTIFICATIONS.channels, 'new-message': ['email'], 'run-failed': [] },
      timing: 'online',
    }
    const saved = await mock.call<UserDetails>('admin', 'PUT', `/users/${id}/notifications`, told)
    expect(saved.json.notifications).toEqual(told)
    const badChannel = { ...told, channels: { ...told.channels, 'new-message': ['pigeon'] } }
    expect((await mock.call('admin', 'PUT', `/users/${id}/notifications`, badChannel)).status).toBe(422)

    const linked = await mock.call<UserDetails>('admin', 'PUT', `/users/${id}/socials`, { x: '@joana', tiktok: '' })
    expect(linked.json.socials).toEqual({ x: 'joana' })
    const badHandle = await mock.call<{ error: { fields: Record<string, string> } }>(
      'admin',
      'PUT',
      `/users/${id}/socials`,
      { x: 'no spaces please' },
    )
    expect(badHandle.json.error.fields).toEqual({ x: 'handle' })
    expect((await mock.call<UserDetails>('admin', 'GET', `/users/${id}`)).json).toMatchObject({
      notifications: told,
      socials: { x: 'joana' },
    })
    expect((await mock.call('client', 'PUT', `/users/${id}/socials`, { x: 'joana' })).status).toBe(403)

    // A member's subscription and profiles are read from their own settings; their notifications are not shown.
    await mock.call('client', 'PUT', '/account/subscription', { plan: 'business', period: 'annual' })
    await mock.call('client', 'PUT', '/account/connections', { apps: [], socials: { linkedin: 'client-co' } })
    const member = (await mock.call<ListPage<AppUser>>('admin', 'GET', '/users?kind=member&q=client')).json.items[0]!
    const details = (await mock.call<UserDetails>('admin', 'GET', `/users/${member.id}`)).json
    expect(details).toMatchObject({
      subscription: { plan: 'business', period: 'annual' },
      notifications: null,
      socials: { linkedin: 'client-co' },
    })
    const memberChange = await mock.call<{ error: { code: string } }>(
      'admin',
      'PUT',
      `/users/${member.id}/notifications`,
      told,
    )
    expect(memberChange.json.error.code).toBe('users/member')
  })

  it('cannot suspend a member in the in-browser harness, which has no identity admin, and changes nothing', async () => {
    const member = (await mock.call<ListPage<AppUser>>('admin', 'GET', '/users?kind=member&q=client')).json.items[0]!
    const refused = await mock.call<{ error: { code: string } }>('admin', 'PUT', `/users/${member.id}/suspension`, {
      suspended: true,
    })
    expect(refused).toMatchObject({ status: 501, json: { error: { code: 'users/suspension-unavailable' } } })
    expect((await mock.call<UserDetails>('admin', 'GET', `/users/${member.id}`)).json.status).toBe('active')
    expect((await mock.call('client', 'GET', '/session')).status).toBe(200)
  })
})
