import { decodeJwt } from 'jose'
import { z } from 'zod'
import { http, json } from '@/server/http/route'
import type { VerifiedIdToken } from '../auth/verifyIdToken'
import { endpoint } from '../endpoint'
import { API, apiError, credentialOf } from '../http'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import type { AbilityRule } from '@/lib/ability'
import type { Resource } from '@/domain/sync/resources'
import { rulesOfProfile } from '../roles/storedRoles'
import { workspaceRules, type WorkspaceRole } from '@/domain/workspaces'
import { belongingsOf, currentWorkspacesOf, membershipsOf, nameOf } from './teamRecords'
import type { CallerWorkspace } from './workspaces'
import { collectionNamesOf, MOCK_DB_COLLECTIONS, MOCK_DB_VERSIONS } from '../schema'
import { UNDELETABLE_EMAILS } from '@/domain/account/settings'
import { recordSignIn } from './account'
import { emailOf, profileOf, profilesOf } from './profiles'
import { nameFromEmail, usernameFromEmail } from '../names'

/** An uploaded profile photo (one per person, `id` = uid), served at `/api/avatars/<name>`. */
interface StoredAvatar {
  id: string
  ownerUid: string
  name: string
  type: string
  /** The image, base64. */
  data: string
}

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
export const AVATAR_MAX_BYTES = 800 * 1024
const UPLOADED_AVATAR = /^\/api\/avatars\/[A-Za-z0-9-]+$/

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return btoa(binary)
}

export interface SessionResponse {
  userData: Omit<Profile, 'createdAt' | 'uid' | 'ownerUid'>
  /** The rules of the caller's app-wide role combined with their role in the current workspace. */
  abilityRules: AbilityRule[]
  /** The workspace the caller's requests act in now (the switcher shows it). */
  workspace: SessionWorkspace
}

export interface SessionWorkspace {
  id: string
  name: string
  role: WorkspaceRole
}

/**
 * The fields a user may change about themselves; role and email are not among them. A photo is a
 * web address, one uploaded here, or none ('').
 */
const profilePatchSchema = z.object({
  fullName: z.string().trim().min(1).max(80).optional(),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9._]{3,30}$/)
    .optional(),
  avatar: z
    .string()
    .trim()
    .refine((avatar) => avatar === '' || /^https?:\/\/[^\s]+$/i.test(avatar) || UPLOADED_AVATAR.test(avatar))
    .optional(),
})

function nameClaim(request: Request): string | null {
  try {
    const name = decodeJwt(credentialOf(request) ?? '').name
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : null
  } catch {
    return null
  }
}

/**
 * An address the server was configured to make admins (CONVERSA_ADMIN_EMAILS), signed in with it
 * verified: unverified, anyone could register it first. Being taken off the list demotes nobody.
 */
function isAppointedAdmin(adminEmails: ReadonlySet<string>, user: VerifiedIdToken): boolean {
  return user.emailVerified && user.email !== null && adminEmails.has(user.email.toLowerCase())
}

/**
 * The profile and the rules its role and workspace role grant now: an admin's change reaches the
 * next session load.
 */
async function sessionOf(backend: MockBackend, profile: Profile, workspace: CallerWorkspace): Promise<SessionResponse> {
  const { createdAt: _createdAt, uid: _uid, ownerUid: _ownerUid, ...userData } = profile
  return {
    userData,
    abilityRules: workspaceRules(await rulesOfProfile(backend.db, profile), workspace.role),
    workspace: { ...workspace, name: await nameOf(backend.db, workspace.id) },
  }
}

/**
 * The session a signed-in user gets: their profile (with the role) and the permission rules of
 * that role. A first sign-in creates a `client` profile, as a registration would, named after the
 * identity's display name when it has one, else after the e-mail (`nameFromEmail`); its first
 * username is the e-mail's local part.
 */
export function sessionHandlers(backend: MockBackend) {
  const profiles = profilesOf(backend)
  const callerProfile = (user: VerifiedIdToken) => profileOf(profiles, user)

  return [
    http.get(
      `${API}/session`,
      endpoint(backend, { can: 'signedIn' }, async ({ request, user, workspace }) => {
        const email = emailOf(user)
        // One transaction: two tabs signing in at once create one profile.
        const appointed = isAppointedAdmin(backend.adminEmails, user)
        const profile = await backend.db.transaction(async () => {
          const existing = await callerProfile(user)
          const promote = appointed && existing !== undefined && existing.role !== 'admin'
          if (existing?.uid === user.uid && existing.ownerUid === user.uid && !promote) return existing
          if (existing)
            return (
              (await profiles.update(existing.id, {
                uid: user.uid,
                ownerUid: user.uid,
                ...(promote ? { role: 'admin' } : {}),
              })) ?? existing
            )
          return profiles.insert({
            id: user.uid,
            email,
            fullName: nameClaim(request) ?? nameFromEmail(email),
            username: usernameFromEmail(email),
            avatar: '',
            role: appointed ? 'admin' : 'client',
            uid: user.uid,
            ownerUid: user.uid,
            createdAt: new Date(backend.now()).toISOString(),
          })
        })
        await recordSignIn(backend, user, request.headers.get('user-agent'))
        return json<SessionResponse>(await sessionOf(backend, profile, workspace))
      }),
    ),
    http.post(
      `${API}/session/avatar`,
      endpoint(backend, { can: ['update', 'Account'] }, async ({ request, user, workspace }) => {
        const profile = await callerProfile(user)
        if (!profile) return apiError(404, 'profile-not-found', 'Load the session before editing the profile.')
        const type = request.headers.get('content-type') ?? ''
        if (!AVATAR_TYPES.includes(type)) return apiError(415, 'avatar/type', 'Send a PNG, JPEG, GIF or WebP image.')
        const bytes = new Uint8Array(await request.arrayBuffer())
        if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES)
          return apiError(413, 'avatar/size', 'Send an image of at most 800 KB.')
        // A new name per upload: browsers and caches never show the previous photo under it.
        const name = `${user.uid}-${backend.now().toString(36)}`.replace(/[^A-Za-z0-9-]/g, '')
        const updated = await backend.db.transaction(async (db) => {
          await db.collection<StoredAvatar>('avatars').insert({
            id: user.uid,
            ownerUid: user.uid,
            name,
            type,
            data: toBase64(bytes),
          })
          return db.collection<Profile>('profiles').update(profile.id, { avatar: `/api/avatars/${name}` })
        })
        return json<SessionResponse>(await sessionOf(backend, updated ?? profile, workspace))
      }),
    ),
    // Public, as a CDN's photo would be: an <img> sends no token.
    http.get(
      `${API}/avatars/:name`,
      endpoint(backend, { can: 'public' }, async ({ params }) => {
        const avatar = await backend.db
          .collection<StoredAvatar>('avatars')
          .find((candidate) => candidate.name === params.name)
        if (!avatar) return apiError(404, 'avatar/not-found', 'No such photo.')
        const bytes = Uint8Array.from(atob(avatar.data), (char) => char.charCodeAt(0))
        return new Response(bytes, {
          headers: { 'content-type': avatar.type, 'cache-control': 'public, max-age=31536000, immutable' },
        })
      }),
    ),
    http.delete(
      `${API}/session`,
      endpoint(backend, { can: ['delete', 'Account'] }, async ({ user }) => {
        const profile = await callerProfile(user)
        if (profile && (UNDELETABLE_EMAILS as readonly string[]).includes(profile.email))
          return apiError(403, 'account/demo-account', 'The demo accounts cannot be deleted.')
        return (await deleteAccount(backend, user.uid, profile)) ?? new Response(null, { status: 204 })
      }),
    ),
    http.patch(
      `${API}/session/profile`,
      // One's own profile: any signed-in caller, on their own record only.
      endpoint(
        backend,
        { can: 'signedIn', body: profilePatchSchema, refusedAs: 'invalid-profile' },
        async ({ user, workspace, body: patch }) => {
          const profile = await callerProfile(user)
          if (!profile) return apiError(404, 'profile-not-found', 'Load the session before editing the profile.')
          const { username } = patch
          // The uniqueness check and the write in one transaction: no other tab takes the name between.
          const updated = await backend.db.transaction(async () => {
            if (
              username &&
              username !== profile.username &&
              (await profiles.find((other) => other.username === username))
            )
              return 'taken' as const
            const result = await profiles.update(profile.id, patch)
            // A photo no longer shown is not kept.
            if (patch.avatar !== undefined && patch.avatar !== profile.avatar && UPLOADED_AVATAR.test(profile.avatar))
              await backend.db.collection('avatars').remove(user.uid)
            return result
          })
          if (updated === 'taken')
            return apiError(409, 'username-taken', 'This username is taken.', { username: 'taken' })
          return json<SessionResponse>(await sessionOf(backend, updated ?? profile, workspace))
        },
      ),
    ),
  ]
}

/**
 * Everything of a person, in one transaction: their records in every collection (owned by them, or
 * keyed by their uid), their profile and memberships, and every workspace they own alone. A personal
 * workspace they handed over stays its new owner's, though its id is their uid: only their own
 * records are erased from it. Its Instagram accounts are free to connect again once erased.
 */
async function deleteAccount(backend: MockBackend, uid: string, profile: Profile | undefined) {
  const names = collectionNamesOf(MOCK_DB_VERSIONS)
  const ofWorkspace = (id: string) => (record: { id: string; ownerUid?: unknown }) =>
    record.ownerUid === id || record.id === id || record.id === `workspace:${id}` || record.id.startsWith(`${id}:`)
  return backend.db.transaction(async (db) => {
    const belongings = await belongingsOf(db, uid)
    const owned = belongings.filter((belonging) => belonging.role === 'owner')
    for (const { id } of owned)
      if ((await membershipsOf(db).filter((membership) => membership.workspaceId === id)).length > 1)
        return apiError(409, 'account/owns-team', 'Hand your shared workspaces over before deleting your account.')
    const handedOver = !owned.some((belonging) => belonging.id === uid)
    const erased = owned.map(({ id }) => ofWorkspace(id))
    // Their own records where their uid is a handed-over workspace's id: none of the workspace's.
    const personal = (name: string) => !handedOver || !WORKSPACE_COLLECTIONS.has(name)
    for (const name of names) {
      const collection = db.collection<{ id: string; ownerUid?: unknown }>(name)
      const mine = (record: { id: string; ownerUid?: unknown }) =>
        erased.some((of) => of(record)) || (personal(name) && ofWorkspace(uid)(record))
      for (const record of await collection.filter(mine)) await collection.remove(record.id)
    }
    for (const membership of await membershipsOf(db).ownedBy(uid)) await membershipsOf(db).remove(membership.id)
    await currentWorkspacesOf(db).remove(uid)
    if (profile) await db.collection<Profile>('profiles').remove(profile.id)
    return null
  })
}

/** What a workspace's records are announced as (a person's own are other resources). */
const WORKSPACE_RESOURCES = [
  'automations',
  'integrations',
  'chat',
  'contacts',
  'workspaces',
] as const satisfies readonly Resource[]

/** The collections whose records a workspace holds, as the sync feed announces them. */
const WORKSPACE_COLLECTIONS = new Set(
  MOCK_DB_COLLECTIONS.filter(({ announce }) =>
    announce?.resources.some((resource) => (WORKSPACE_RESOURCES as readonly string[]).includes(resource)),
  ).map(({ name }) => name),
)
