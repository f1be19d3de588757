import type { VerifiedIdToken } from '../auth/verifyIdToken'
import type { Collection } from '@/server/storage/database'
import type { Profile } from '../seed'
import type { MockBackend } from '../types'

export function profilesOf(backend: MockBackend): Collection<Profile> {
  return backend.db.collection<Profile>('profiles')
}

/** The caller's profile, found by the token's e-mail as at sign-in (src/mocks/api/session.ts). */
export function profileOf(profiles: Collection<Profile>, user: VerifiedIdToken): Promise<Profile | undefined> {
  const email = user.email ?? `${user.uid}@users.conversa.test`
  return profiles.find((candidate) => candidate.email === email)
}
