import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../backend'
import { API, authenticated } from '../http'
import type { Profile } from '../seed'
import { seededFaker, usernameFor } from '../seed'
import { ROLE_RULES } from './roles'

export interface SessionResponse {
  userData: Omit<Profile, 'createdAt'>
  abilityRules: (typeof ROLE_RULES)[keyof typeof ROLE_RULES]
}

/**
 * The session a signed-in user gets: their profile (with the role) and the permission rules of
 * that role. A first sign-in creates a `client` profile, as a registration would.
 */
export function sessionHandlers(backend: MockBackend) {
  const profiles = backend.db.collection<Profile>('profiles')
  return [
    http.get(
      `${API}/session`,
      authenticated(backend, (_args, user) => {
        const email = user.email ?? `${user.uid}@users.conversa.test`
        let profile = profiles.find((candidate) => candidate.email === email)
        if (!profile) {
          const faker = seededFaker(hash(email))
          const fullName = faker.person.fullName()
          profile = profiles.insert({
            id: user.uid,
            email,
            fullName,
            username: usernameFor(faker, fullName),
            avatar: '',
            role: 'client',
            createdAt: new Date(backend.now()).toISOString(),
          })
        }
        const { createdAt: _createdAt, ...userData } = profile
        return HttpResponse.json<SessionResponse>({ userData, abilityRules: ROLE_RULES[profile.role] })
      }),
    ),
  ]
}

function hash(text: string): number {
  let value = 0
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) | 0
  return Math.abs(value)
}
