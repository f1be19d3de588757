/**
 * `/pages/user-profile/{tab}` (docs/product.md, "User profile"): the signed-in person as their
 * workspace knows them. Everything is read from the workspace's own records: its demo shop (the
 * teams, projects and people of Aurora Coffee Roasters), its automations, connections and settings.
 */
import type { ProjectStatus } from '@/domain/shop/model'
import type { SocialNetwork } from '@/domain/account/settings'

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** The shop's three crews; names and descriptions are the screens' words. */
export const TEAM_IDS = ['projects', 'delivery', 'academy'] as const
export type TeamId = (typeof TEAM_IDS)[number]

export interface ProfileHeader {
  fullName: string
  username: string
  avatar: string
  role: string
  joinedAt: string
  socials: Partial<Record<SocialNetwork, string>>
}

export interface ProfileTeam {
  id: TeamId
  /** Everyone in it, by name, leaders first. */
  members: string[]
  /** What it holds: projects, vans or courses. */
  holds: number
}

export interface ProfileProject {
  id: string
  name: string
  leader: string
  team: string[]
  progress: number
  status: ProjectStatus
  due: string
}

/** Somebody of the shop, what they do there, and whether the person follows their work. */
export interface ProfileConnection {
  id: string
  name: string
  teams: TeamId[]
  /** Projects they lead, vans they drive, courses they teach. */
  leads: number
  connected: boolean
}

export type ActivityKind = 'signed-in' | 'automation-created' | 'account-connected' | 'key-created'

export interface ProfileActivity {
  kind: ActivityKind
  at: string
  /** What it was about: an automation's name, an @account, a key's name. */
  subject: string
}

export interface ProfileOverview {
  automations: number
  accounts: number
  projects: number
  connections: number
}

export interface ProfilePage {
  header: ProfileHeader
  overview: ProfileOverview
  activity: ProfileActivity[]
  teams: ProfileTeam[]
  projects: ProfileProject[]
  connections: ProfileConnection[]
}

/** The id of a person of the shop: their name, as a slug (names are unique in the shop). */
export const personId = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
