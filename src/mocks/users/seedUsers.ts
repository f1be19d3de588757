import { COUNTRIES } from '@/domain/dialogs/schemas'
import { PLAN_IDS } from '@/domain/pages/pricing'
import type { NotificationSettings, SocialNetwork } from '@/domain/account/settings'
import { USER_ROLES, USER_STATUSES, type AppUser, type UserEvent } from '@/domain/users/model'
import type { CollectionSpec } from '@/server/storage/database'
import { usernameFor } from '../names'

/** A directory person as stored: the app's, not a workspace's (like the roles they hold). */
export interface StoredDirectoryUser extends Omit<AppUser, 'kind'> {
  history: UserEvent[]
  /** When the current plan was set (the creation until an edit changes it). */
  planSince?: string
  /** Set by an admin; the defaults until then. */
  notifications?: NotificationSettings
  socials?: Partial<Record<SocialNetwork, string>>
}

const SEED_EPOCH = Date.UTC(2026, 0, 1)

/** About fifty people, as the template's list has: mostly clients, a few admins, some pending. */
export const directoryUsersCollection: CollectionSpec<StoredDirectoryUser> = {
  name: 'directoryUsers',
  isValid: (user) =>
    typeof user.email === 'string' &&
    (USER_ROLES as readonly string[]).includes(user.role) &&
    (USER_STATUSES as readonly string[]).includes(user.status) &&
    Array.isArray(user.history),
  announce: { resources: ['users'], owners: () => null },
  seed: {
    seed: 61,
    size: 50,
    generate: ({ faker, size }) =>
      Array.from({ length: size }, (_, index): StoredDirectoryUser => {
        const fullName = faker.person.fullName()
        const createdAt = new Date(SEED_EPOCH - faker.number.int({ min: 1, max: 400 }) * 86_400_000).toISOString()
        return {
          // Readable and stable ids for the seeded people (`u1001`…); added ones get a UUID.
          id: `u${1001 + index}`,
          fullName,
          username: usernameFor(faker, fullName),
          email: faker.internet.email({ firstName: fullName.split(' ')[0], provider: 'example.com' }).toLowerCase(),
          company: faker.company.name(),
          country: faker.helpers.arrayElement(COUNTRIES),
          contact: faker.phone.number({ style: 'international' }),
          role: faker.helpers.weightedArrayElement([
            { value: 'client' as const, weight: 9 },
            { value: 'admin' as const, weight: 1 },
          ]),
          plan: faker.helpers.arrayElement(PLAN_IDS),
          status: faker.helpers.weightedArrayElement([
            { value: 'active' as const, weight: 6 },
            { value: 'pending' as const, weight: 2 },
            { value: 'inactive' as const, weight: 2 },
          ]),
          avatar: '',
          createdAt,
          history: [{ kind: 'created', at: createdAt }],
        }
      }),
  },
}
