import {
  personId,
  TEAM_IDS,
  type ProfileActivity,
  type ProfileConnection,
  type ProfileProject,
  type ProfileTeam,
  type TeamId,
} from '@/domain/profile/model'
import type { ShopCourse, ShopProject, ShopVehicle } from '@/domain/shop/model'

export interface ShopPeople {
  projects: readonly ShopProject[]
  vehicles: readonly ShopVehicle[]
  courses: readonly ShopCourse[]
}

/** Who is in each crew, leaders first, each once, and how much the crew holds. */
export function teamsOf(shop: ShopPeople): ProfileTeam[] {
  const unique = (names: string[]) => [...new Set(names)]
  const members: Record<TeamId, string[]> = {
    projects: unique([...shop.projects.map((project) => project.leader), ...shop.projects.flatMap((p) => p.team)]),
    delivery: unique(shop.vehicles.map((vehicle) => vehicle.driver)),
    academy: unique(shop.courses.map((course) => course.instructor)),
  }
  const holds: Record<TeamId, number> = {
    projects: shop.projects.length,
    delivery: shop.vehicles.length,
    academy: shop.courses.length,
  }
  return TEAM_IDS.map((id) => ({ id, members: members[id], holds: holds[id] }))
}

/** Everyone of the shop once, with their crews and what they lead, in name order. */
export function peopleOf(shop: ShopPeople, connected: ReadonlySet<string>, locale = 'en'): ProfileConnection[] {
  const people = new Map<string, ProfileConnection>()
  const person = (name: string) => {
    const id = personId(name)
    const known = people.get(id) ?? { id, name, teams: [], leads: 0, connected: connected.has(id) }
    people.set(id, known)
    return known
  }
  const join = (name: string, team: TeamId, leads: boolean) => {
    const entry = person(name)
    if (!entry.teams.includes(team)) entry.teams.push(team)
    if (leads) entry.leads += 1
  }
  for (const project of shop.projects) {
    join(project.leader, 'projects', true)
    for (const member of project.team) join(member, 'projects', false)
  }
  for (const vehicle of shop.vehicles) join(vehicle.driver, 'delivery', true)
  for (const course of shop.courses) join(course.instructor, 'academy', true)
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name, locale))
}

export const projectsOf = (shop: ShopPeople): ProfileProject[] =>
  shop.projects
    .map(({ id, name, leader, team, progress, status, due }) => ({ id, name, leader, team, progress, status, due }))
    .sort((a, b) => a.due.localeCompare(b.due))

/** The newest first, `limit` at most. */
export function latestActivity(entries: readonly ProfileActivity[], limit = 6): ProfileActivity[] {
  return [...entries].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit)
}
