import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { personId, type ProfilePage } from '@/domain/profile/model'
import type { ShopCourse, ShopProject, ShopVehicle } from '@/domain/shop/model'
import { peopleOf, teamsOf } from '@/server/profile/profilePage'
import { mockHarness } from '../automations/mockHarness'

const project = (name: string, leader: string, team: string[]) =>
  ({ id: name, ownerUid: 'w', name, leader, team, progress: 10, status: 'on-track', due: '2026-12-01' }) as ShopProject
const van = (driver: string) => ({ id: driver, ownerUid: 'w', driver }) as ShopVehicle
const course = (instructor: string) => ({ id: instructor, ownerUid: 'w', instructor }) as ShopCourse

describe('the people of a profile page', () => {
  const shop = {
    projects: [
      project('Espresso blend', 'Inês Prado', ['Rui Sá', 'Ana Lobo']),
      project('Web shop', 'Rui Sá', ['Inês Prado']),
    ],
    vehicles: [van('Tó Mendes'), van('Tó Mendes')],
    courses: [course('Ana Lobo')],
  }

  it('puts everyone in their crews once, leaders first, with what each crew holds', () => {
    expect(teamsOf(shop)).toEqual([
      { id: 'projects', members: ['Inês Prado', 'Rui Sá', 'Ana Lobo'], holds: 2 },
      { id: 'delivery', members: ['Tó Mendes'], holds: 2 },
      { id: 'academy', members: ['Ana Lobo'], holds: 1 },
    ])
  })

  it('lists each person once, with their crews, what they lead and whether they are followed', () => {
    const people = peopleOf(shop, new Set([personId('Ana Lobo')]))
    expect(people.map((person) => [person.name, person.teams, person.leads, person.connected])).toEqual([
      ['Ana Lobo', ['projects', 'academy'], 1, true],
      ['Inês Prado', ['projects'], 1, false],
      ['Rui Sá', ['projects'], 1, false],
      ['Tó Mendes', ['delivery'], 2, false],
    ])
    expect(personId('Inês Prado')).toBe('ines-prado')
  })
})

describe('the profile page in the mock backend', () => {
  const mock = mockHarness()
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'bypass' }))
  afterAll(() => mock.server.close())
  beforeEach(() => mock.reset())

  it('reads the caller’s own workspace, and keeps whom they follow apart from everyone else', async () => {
    await mock.signIn('ana')
    await mock.signIn('bo')
    await mock.connect('ana', 'cafe.aurora')
    await mock.createAutomation('ana', 'cafe.aurora', { name: 'Preço no direct' })
    await mock.call('ana', 'PUT', '/account/connections', { apps: [], socials: { x: 'ana_x' } })

    const page = await mock.call<ProfilePage>('ana', 'GET', '/pages/profile')
    expect(page.status).toBe(200)
    expect(page.json.header).toMatchObject({ username: expect.any(String), role: 'client', socials: { x: 'ana_x' } })
    expect(page.json.overview).toEqual({
      automations: 1,
      accounts: 1,
      projects: page.json.projects.length,
      connections: 0,
    })
    expect(page.json.activity.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['signed-in', 'automation-created', 'account-connected']),
    )
    expect(page.json.activity.find((entry) => entry.kind === 'automation-created')?.subject).toBe('Preço no direct')
    expect(page.json.teams.map((team) => team.id)).toEqual(['projects', 'delivery', 'academy'])
    expect(page.json.connections.length).toBeGreaterThan(3)

    const someone = page.json.connections[0]!
    expect(
      (await mock.call('ana', 'PUT', `/pages/profile/connections/${someone.id}`, { connected: true })).status,
    ).toBe(204)
    expect((await mock.call('ana', 'PUT', '/pages/profile/connections/nobody-here', { connected: true })).status).toBe(
      404,
    )
    expect(
      (await mock.call('ana', 'PUT', `/pages/profile/connections/${someone.id}`, { connected: 'yes' })).status,
    ).toBe(400)
    const after = await mock.call<ProfilePage>('ana', 'GET', '/pages/profile')
    expect(after.json.overview.connections).toBe(1)
    expect(after.json.connections.find((person) => person.id === someone.id)?.connected).toBe(true)

    const bo = await mock.call<ProfilePage>('bo', 'GET', '/pages/profile')
    expect(bo.json.overview).toMatchObject({ automations: 0, accounts: 0, connections: 0 })
    expect(bo.json.activity.every((entry) => entry.kind === 'signed-in')).toBe(true)
  })
})
