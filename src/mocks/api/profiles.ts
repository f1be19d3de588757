import type { VerifiedIdToken } from '../auth/verifyIdToken'
import type { Collection } from '@/server/storage/database'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'

export function profilesOf(backend: MockBackend): Collection<Profile> {
  return backend.db.collection<Profile>('profiles')
}

/** The e-mail a profile is found by: the token's, or one made of the uid for an identity without one. */
export function emailOf(user: Pick<VerifiedIdToken, 'uid' | 'email'>): string {
  return user.email ?? `${user.uid}@users.conversa.test`
}

/** The caller's profile, found by the token's e-mail as at sign-in (src/mocks/api/session.ts). */
export function profileOf(profiles: Collection<Profile>, user: Pick<VerifiedIdToken, 'uid' | 'email'>) {
  const email = emailOf(user)
  return profiles.find((candidate) => candidate.email === email)
}
