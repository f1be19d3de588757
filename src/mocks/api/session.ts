import { decodeJwt } from 'jose'
import { http, HttpResponse } from 'msw'
import { seededFaker, usernameFor } from '../faker'
import { API, apiError, authenticated } from '../http'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'
import type { AbilityRule } from '@/lib/ability'
import { rulesOfProfile } from '../roles/storedRoles'

export interface SessionResponse {
  userData: Omit<Profile, 'createdAt'>
  abilityRules: AbilityRule[]
}

/** The fields a user may change about themselves; role and email are not among them. */
export interface ProfilePatch {
  fullName?: unknown
  username?: unknown
  avatar?: unknown
}

const USERNAME = /^[a-z0-9._]{3,30}$/

function profileErrors(patch: ProfilePatch): Record<string, string> {
  const errors: Record<string, string> = {}
  if (patch.fullName !== undefined) {
    if (typeof patch.fullName !== 'string' || patch.fullName.trim() === '' || patch.fullName.trim().length > 80) {
      errors.fullName = 'invalid'
    }
  }
  if (patch.username !== undefined) {
    if (typeof patch.username !== 'string' || !USERNAME.test(patch.username.trim())) errors.username = 'invalid'
  }
  if (patch.avatar !== undefined) {
    const valid =
      typeof patch.avatar === 'string' &&
      (patch.avatar.trim() === '' || /^https?:\/\/[^\s]+$/i.test(patch.avatar.trim()))
    if (!valid) errors.avatar = 'invalid'
  }
  return errors
}

function nameClaim(request: Request): string | null {
  try {
    const name = decodeJwt(request.headers.get('token') ?? '').name
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : null
  } catch {
    return null
  }
}

/** The profile and the rules its role grants now: an admin's change reaches the next session load. */
async function sessionOf(backend: MockBackend, profile: Profile): Promise<SessionResponse> {
  const { createdAt: _createdAt, ...userData } = profile
  return { userData, abilityRules: await rulesOfProfile(backend.db, profile) }
}

/**
 * The session a signed-in user gets: their profile (with the role) and the permission rules of
 * that role. A first sign-in creates a `client` profile, as a registration would, named after the
 * identity's display name when it has one.
 */
export function sessionHandlers(backend: MockBackend) {
  const profiles = backend.db.collection<Profile>('profiles')
  const profileOf = (user: { uid: string; email: string | null }) =>
    profiles.find((candidate) => candidate.email === (user.email ?? `${user.uid}@users.conversa.test`))

  return [
    http.get(
      `${API}/session`,
      authenticated(backend, async ({ request }, user) => {
        const email = user.email ?? `${user.uid}@users.conversa.test`
        // One transaction: two tabs signing in at once create one profile.
        const profile = await backend.db.transaction(async () => {
          const existing = await profileOf(user)
          if (existing) return existing
          const faker = seededFaker(hash(email))
          const fullName = nameClaim(request) ?? faker.person.fullName()
          return profiles.insert({
            id: user.uid,
            email,
            fullName,
            username: usernameFor(faker, fullName),
            avatar: '',
            role: 'client',
            createdAt: new Date(backend.now()).toISOString(),
          })
        })
        return HttpResponse.json<SessionResponse>(await sessionOf(backend, profile))
      }),
    ),
    http.patch(
      `${API}/session/profile`,
      authenticated(backend, async ({ request }, user) => {
        const profile = await profileOf(user)
        if (!profile) return apiError(404, 'profile-not-found', 'Load the session before editing the profile.')
        let patch: ProfilePatch
        try {
          const body: unknown = await request.json()
          if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object')
          patch = body as ProfilePatch
        } catch {
          return apiError(400, 'invalid-body', 'Send a JSON object.')
        }
        const errors = profileErrors(patch)
        if (Object.keys(errors).length > 0) {
          return HttpResponse.json(
            { error: { code: 'invalid-profile', message: 'Some fields are invalid.', fields: errors } },
            { status: 422 },
          )
        }
        const username = typeof patch.username === 'string' ? patch.username.trim() : undefined
        // The uniqueness check and the write in one transaction: no other tab takes the name between.
        const updated = await backend.db.transaction(async () => {
          if (
            username &&
            username !== profile.username &&
            (await profiles.find((other) => other.username === username))
          )
            return 'taken' as const
          return profiles.update(profile.id, {
            ...(typeof patch.fullName === 'string' ? { fullName: patch.fullName.trim() } : {}),
            ...(username !== undefined ? { username } : {}),
            ...(typeof patch.avatar === 'string' ? { avatar: patch.avatar.trim() } : {}),
          })
        })
        if (updated === 'taken') {
          return HttpResponse.json(
            { error: { code: 'username-taken', message: 'This username is taken.', fields: { username: 'taken' } } },
            { status: 409 },
          )
        }
        return HttpResponse.json<SessionResponse>(await sessionOf(backend, updated ?? profile))
      }),
    ),
  ]
}

function hash(text: string): number {
  let value = 0
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) | 0
  return Math.abs(value)
}
