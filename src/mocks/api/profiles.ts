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

/**
 * The caller's profile: by the owner index once a sign-in has told it the uid (every request
 * after the first), else by the token's e-mail as at sign-in (src/mocks/api/session.ts).
 */
export async function profileOf(
  profiles: Collection<Profile>,
  user: Pick<VerifiedIdToken, 'uid' | 'email'>,
): Promise<Profile | undefined> {
  const email = emailOf(user)
  const known = (await profiles.ownedBy(user.uid)).find((candidate) => candidate.email === email)
  return known ?? profiles.find((candidate) => candidate.email === email)
}
