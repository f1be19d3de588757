import type { CollectionSpec } from '@/server/storage/database'
import { DEMO_USERS, type Role } from './demoUsers'
import { usernameFor } from './names'

export interface Profile {
  id: string
  email: string
  fullName: string
  username: string
  avatar: string
  role: Role
  createdAt: string
  /** The navbar's shortcuts (route names); unset until the person edits them. */
  shortcuts?: string[]
  /** The identity's uid, learnt at each sign-in (a seeded profile's id is not it). */
  uid?: string
  /** The uid too, once known: each request finds its caller's profile by the owner index. */
  ownerUid?: string
  /** Ids of the notifications the person marked read (src/mocks/api/notifications.ts). */
  readNotifications?: string[]
  /** An admin suspended them: the identity service refuses their account (src/mocks/api/members.ts). */
  suspended?: boolean
}

/** Fixed point in time so seeded dates do not drift between runs. */
const SEED_EPOCH = Date.UTC(2026, 0, 1)

const ROLES: readonly string[] = ['admin', 'client']

/** Profiles, seeded with the demo users' (their logins live in the Auth emulator). */
export const profilesCollection: CollectionSpec<Profile> = {
  name: 'profiles',
  isValid: (profile) =>
    typeof profile.email === 'string' && typeof profile.fullName === 'string' && ROLES.includes(profile.role),
  seed: {
    seed: 1,
    size: DEMO_USERS.length,
    generate: ({ faker, size }) =>
      DEMO_USERS.slice(0, size).map((user) => ({
        id: faker.string.uuid(),
        email: user.email,
        fullName: user.displayName,
        username: usernameFor(faker, user.displayName),
        avatar: '',
        role: user.role,
        createdAt: new Date(SEED_EPOCH - faker.number.int({ min: 1, max: 300 }) * 86_400_000).toISOString(),
      })),
  },
}
