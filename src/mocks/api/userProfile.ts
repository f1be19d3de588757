import { http, json } from '@/server/http/route'
import { z } from 'zod'
import type { AccountSettings, ApiKeySummary, SignInRecord } from '@/domain/account/settings'
import type { Automation } from '@/domain/automations/model'
import type { ProfileActivity, ProfilePage } from '@/domain/profile/model'
import { latestActivity, peopleOf, projectsOf, teamsOf } from '@/server/profile/profilePage'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { workspaceShop } from '../shop/workspaceShop'
import type { MockBackend, StoredConnection } from '../types'
import { profileOf, profilesOf } from './profiles'
import { todayOf } from './workspaces'

/** Whose work the person follows (one record per person, `id` = uid). */
interface StoredFollows {
  id: string
  ownerUid: string
  connected: string[]
}

const owned =
  <T extends { ownerUid: string }>(uid: string) =>
  (record: T) =>
    record.ownerUid === uid

/**
 * `GET /api/pages/profile` and `PUT /api/pages/profile/connections/:id` (docs/product.md, "User
 * profile"): the caller's profile page, read from their own workspace only, and whom they follow.
 */
export function userProfileHandlers(backend: MockBackend) {
  const follows = backend.db.collection<StoredFollows>('profileFollows')

  async function pageOf(user: VerifiedIdToken): Promise<ProfilePage | null> {
    const profile = await profileOf(profilesOf(backend), user)
    if (!profile) return null
    const [shop, settings, automations, accounts, signIns, keys, followed] = await Promise.all([
      workspaceShop(backend.db, user.uid, todayOf(backend)),
      backend.db.collection<AccountSettings & { id: string }>('accountSettings').get(user.uid),
      backend.db.collection<Automation & { ownerUid: string }>('automations').filter(owned(user.uid)),
      backend.db.collection<StoredConnection>('instagramConnections').filter(owned(user.uid)),
      backend.db.collection<SignInRecord & { ownerUid: string }>('signIns').filter(owned(user.uid)),
      backend.db.collection<ApiKeySummary & { ownerUid: string }>('apiKeys').filter(owned(user.uid)),
      follows.get(user.uid),
    ])
    const people = peopleOf(shop, new Set(followed?.connected ?? []))
    const iso = (ms: number) => new Date(ms).toISOString()
    const activity: ProfileActivity[] = [
      ...signIns.map((record) => ({ kind: 'signed-in' as const, at: record.at, subject: record.browser })),
      ...automations.map((record) => ({
        kind: 'automation-created' as const,
        at: iso(record.createdAt),
        subject: record.name,
      })),
      ...accounts.map((record) => ({
        kind: 'account-connected' as const,
        at: iso(record.connectedAt),
        subject: record.username,
      })),
      ...keys.map((record) => ({ kind: 'key-created' as const, at: record.createdAt, subject: record.name })),
    ]
    return {
      header: {
        fullName: profile.fullName,
        username: profile.username,
        avatar: profile.avatar,
        role: profile.role,
        joinedAt: profile.createdAt,
        socials: settings?.connections.socials ?? {},
      },
      overview: {
        automations: automations.length,
        accounts: accounts.length,
        projects: shop.projects.length,
        connections: people.filter((person) => person.connected).length,
      },
      activity: latestActivity(activity),
      teams: teamsOf(shop),
      projects: projectsOf(shop),
      connections: people,
    }
  }

  return [
    http.get(
      `${API}/pages/profile`,
      endpoint(backend, { can: ['read', 'Page'] }, async ({ user }) => {
        const page = await pageOf(user)
        if (!page) return apiError(404, 'profile-not-found', 'Load the session first.')
        return json<ProfilePage>(page)
      }),
    ),
    http.put(
      `${API}/pages/profile/connections/:id`,
      endpoint(
        backend,
        { can: ['update', 'Page'], body: z.object({ connected: z.boolean() }) },
        async ({ params, user, body: { connected } }) => {
          const id = String(params.id)
          const shop = await workspaceShop(backend.db, user.uid, todayOf(backend))
          if (!peopleOf(shop, new Set()).some((person) => person.id === id))
            return apiError(404, 'profile/person-not-found', 'Nobody of this workspace has this id.')
          await backend.db.transaction(async () => {
            const current = new Set((await follows.get(user.uid))?.connected ?? [])
            if (connected) current.add(id)
            else current.delete(id)
            await follows.insert({ id: user.uid, ownerUid: user.uid, connected: [...current] })
          })
          return new Response(null, { status: 204 })
        },
      ),
    ),
  ]
}
