import { http, json } from '@/server/http/route'
import {
  DEFAULT_NOTIFICATIONS,
  notificationsSchema,
  settingsSchemas,
  type AccountSettings,
  type SignInRecord,
} from '@/domain/account/settings'
import { PLAN_IDS, type PlanId } from '@/domain/pages/pricing'
import {
  USER_KINDS,
  USER_ROLES,
  USER_STATUSES,
  directorySubscription,
  userSchemas,
  type AppUser,
  type UserDetails,
  type UserStats,
} from '@/domain/users/model'
import { z } from 'zod'
import type { Database } from '@/server/storage/database'
import { endpoint } from '../endpoint'
import { API, apiError } from '../http'
import { queryList, type ListSpec } from '../listQuery'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import type { StoredDirectoryUser } from '../users/seedUsers'

const usersSpec: ListSpec<AppUser> = {
  searchIn: (user) => [user.fullName, user.username, user.email, user.company],
  sortable: {
    fullName: (user) => user.fullName,
    role: (user) => user.role,
    plan: (user) => PLAN_IDS.indexOf(user.plan),
    status: (user) => user.status,
    createdAt: (user) => user.createdAt,
  },
  defaultSort: { sortBy: 'fullName', orderBy: 'asc' },
  filters: {
    role: { values: USER_ROLES, matches: (user, role) => user.role === role },
    plan: { values: PLAN_IDS, matches: (user, plan) => user.plan === plan },
    status: { values: USER_STATUSES, matches: (user, status) => user.status === status },
    kind: { values: USER_KINDS, matches: (user, kind) => user.kind === kind },
  },
}

const directoryOf = (db: Database) => db.collection<StoredDirectoryUser>('directoryUsers')
type StoredSettings = AccountSettings & { id: string }

/** A directory person as the view reads them: their stored choices, or the defaults. */
function directoryDetails({ planSince, notifications, socials, ...user }: StoredDirectoryUser): UserDetails {
  return {
    ...user,
    kind: 'directory',
    subscription: directorySubscription(user.plan, planSince ?? user.createdAt),
    notifications: notifications ?? DEFAULT_NOTIFICATIONS,
    socials: socials ?? {},
  }
}

/** A member's plan: the one their settings hold while it runs, else the free one. */
function planOf(settings: StoredSettings | undefined, now: number): PlanId {
  const subscription = settings?.subscription
  if (!subscription) return 'starter'
  if (subscription.endsAt && Date.parse(subscription.endsAt) <= now) return 'starter'
  return subscription.plan
}

/**
 * An admin's change to a directory person: suspending or reactivating them (`{ status }` alone),
 * or their details as the edit dialog sends them.
 */
const userChangeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['active', 'inactive']) }),
  userSchemas().edit.extend({ status: z.undefined().optional() }),
])

const REFUSED = 'users/invalid'

/**
 * `/api/users*` (docs/product.md, "Users"): the members (every profile) and the directory, for a
 * caller whose rules allow it on `User`. The backend decides, not the screens.
 */
export function userHandlers(backend: MockBackend) {
  async function everyone(): Promise<AppUser[]> {
    const [profiles, directory, settings] = await Promise.all([
      backend.db.collection<Profile>('profiles').all(),
      directoryOf(backend.db).all(),
      backend.db.collection<StoredSettings>('accountSettings').all(),
    ])
    // Settings are keyed by the identity's uid, which the profile learns at sign-in.
    const settingsByUid = new Map(settings.map((record) => [record.id, record]))
    const members = profiles.map((profile): AppUser => ({
      id: profile.id,
      kind: 'member',
      fullName: profile.fullName,
      username: profile.username,
      email: profile.email,
      company: '',
      country: '',
      contact: '',
      role: (USER_ROLES as readonly string[]).includes(profile.role) ? (profile.role as AppUser['role']) : 'client',
      plan: planOf(settingsByUid.get(profile.uid ?? profile.id), backend.now()),
      status: profile.suspended ? 'inactive' : 'active',
      avatar: profile.avatar,
      createdAt: profile.createdAt,
    }))
    return [
      ...members,
      ...directory.map((user) => {
        const {
          history: _history,
          subscription: _plan,
          notifications: _told,
          socials: _socials,
          ...row
        } = directoryDetails(user)
        return row
      }),
    ]
  }

  return [
    http.get(
      `${API}/users`,
      endpoint(backend, { can: ['read', 'User'], query: usersSpec }, async ({ query }) =>
        json(queryList(await everyone(), query, usersSpec)),
      ),
    ),
    http.get(
      `${API}/users/stats`,
      endpoint(backend, { can: ['read', 'User'] }, async () => {
        const all = await everyone()
        const count = (status: AppUser['status']) => all.filter((user) => user.status === status).length
        return json<UserStats>({
          total: all.length,
          members: all.filter((user) => user.kind === 'member').length,
          active: count('active'),
          pending: count('pending'),
          inactive: count('inactive'),
        })
      }),
    ),
    http.get(
      `${API}/users/:id`,
      endpoint(backend, { can: ['read', 'User'] }, async ({ params }) => {
        const id = String(params.id)
        const stored = await directoryOf(backend.db).get(id)
        if (stored) return json<UserDetails>(directoryDetails(stored))
        const member = (await everyone()).find((user) => user.id === id && user.kind === 'member')
        if (!member) return apiError(404, 'users/not-found', 'There is no such person.')
        const profile = await backend.db.collection<Profile>('profiles').get(id)
        const settings = await backend.db.collection<StoredSettings>('accountSettings').get(profile?.uid ?? id)
        return json<UserDetails>({
          ...member,
          history: [{ kind: 'created', at: member.createdAt }],
          subscription: settings?.subscription ?? null,
          notifications: null,
          socials: settings?.connections.socials ?? {},
        })
      }),
    ),
    http.get(
      `${API}/users/:id/sign-ins`,
      endpoint(backend, { can: ['read', 'User'] }, async ({ params }) => {
        const id = String(params.id)
        if (await directoryOf(backend.db).get(id)) return json<SignInRecord[]>([])
        const member = await backend.db.collection<Profile>('profiles').get(id)
        if (!member) return apiError(404, 'users/not-found', 'There is no such person.')
        const uid = member.uid ?? member.id
        const records = await backend.db.collection<SignInRecord & { ownerUid: string }>('signIns').ownedBy(uid)
        records.sort((a, b) => b.at.localeCompare(a.at))
        return json<SignInRecord[]>(records.map(({ ownerUid: _owner, ...record }) => record))
      }),
    ),
    http.post(
      `${API}/users`,
      endpoint(
        backend,
        { can: ['create', 'User'], body: userSchemas().create, refusedAs: REFUSED },
        async ({ body }) => {
          const values = body
          const at = new Date(backend.now()).toISOString()
          // The uniqueness checks and the write in one transaction: no other tab takes the name between.
          const outcome = await backend.db.transaction(async (db) => {
            const taken = [...(await db.collection<Profile>('profiles').all()), ...(await directoryOf(db).all())]
            const fields: Record<string, string> = {}
            if (taken.some((user) => user.email.toLowerCase() === values.email.toLowerCase())) fields.email = 'taken'
            if (taken.some((user) => user.username === values.username)) fields.username = 'taken'
            if (Object.keys(fields).length > 0) return { fields }
            const user: StoredDirectoryUser = {
              id: crypto.randomUUID(),
              ...values,
              email: values.email.toLowerCase(),
              status: 'pending',
              avatar: '',
              createdAt: at,
              history: [{ kind: 'created', at }],
            }
            await directoryOf(db).insert(user)
            return { user }
          })
          if ('fields' in outcome)
            return json(
              { error: { code: 'users/taken', message: 'Someone has this already.', fields: outcome.fields } },
              { status: 409 },
            )
          return json<UserDetails>(directoryDetails(outcome.user), { status: 201 })
        },
      ),
    ),
    http.patch(
      `${API}/users/:id`,
      endpoint(
        backend,
        { can: ['update', 'User'], body: userChangeSchema, refusedAs: REFUSED },
        async ({ body, params }) => {
          const at = new Date(backend.now()).toISOString()
          const updated = await backend.db.transaction(async (db) => {
            const user = await directoryOf(db).get(String(params.id))
            if (!user) return null
            const { status, ...details } = body
            const event =
              status === undefined
                ? ({ kind: 'edited', at } as const)
                : ({ kind: status === 'inactive' ? 'suspended' : 'reactivated', at } as const)
            const planChanged = body.status === undefined && body.plan !== user.plan
            return directoryOf(db).update(user.id, {
              ...(status === undefined ? details : { status }),
              ...(planChanged && { planSince: at }),
              history: [event, ...user.history].slice(0, 20),
            })
          })
          if (!updated) return memberOrMissing(String(params.id))
          return json<UserDetails>(directoryDetails(updated))
        },
      ),
    ),
    http.put(
      `${API}/users/:id/notifications`,
      endpoint(
        backend,
        { can: ['update', 'User'], body: notificationsSchema, refusedAs: REFUSED },
        async ({ body, params }) => changeDirectoryPerson(String(params.id), { notifications: body }),
      ),
    ),
    http.put(
      `${API}/users/:id/socials`,
      endpoint(
        backend,
        { can: ['update', 'User'], body: settingsSchemas().connections.shape.socials, refusedAs: REFUSED },
        async ({ body, params }) => changeDirectoryPerson(String(params.id), { socials: body }),
      ),
    ),
    http.delete(
      `${API}/users/:id`,
      endpoint(backend, { can: ['delete', 'User'] }, async ({ params }) => {
        const removed = await directoryOf(backend.db).remove(String(params.id))
        return removed ? new Response(null, { status: 204 }) : memberOrMissing(String(params.id))
      }),
    ),
  ]

  /** Saves what an admin set for a directory person; a member sets their own. */
  async function changeDirectoryPerson(
    id: string,
    change: Pick<StoredDirectoryUser, 'notifications'> | Pick<StoredDirectoryUser, 'socials'>,
  ): Promise<Response> {
    const updated = await backend.db.transaction(async (db) =>
      (await directoryOf(db).get(id)) ? directoryOf(db).update(id, change) : null,
    )
    return updated ? json<UserDetails>(directoryDetails(updated)) : memberOrMissing(id)
  }

  /** A member is changed elsewhere (Roles, their own account); anything else does not exist. */
  async function memberOrMissing(id: string): Promise<Response> {
    const member = await backend.db.collection<Profile>('profiles').get(id)
    return member
      ? apiError(409, 'users/member', 'A member’s role changes under Roles; a member deletes their own account.')
      : apiError(404, 'users/not-found', 'There is no such person.')
  }
}
