import { base, en, Faker } from '@faker-js/faker'
import type { MockDb } from './db'
import { DEMO_USERS, type Role } from './demoUsers'

export interface Profile {
  id: string
  email: string
  fullName: string
  username: string
  avatar: string
  role: Role
  createdAt: string
}

/** A faker whose every value follows from the seed: the same seed, the same demo data. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  return faker
}

export function usernameFor(faker: Faker, fullName: string): string {
  const [first = 'user', last = ''] = fullName.toLowerCase().split(' ')
  return faker.internet
    .username({ firstName: first, lastName: last })
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '')
}

/** Fixed point in time so seeded dates do not drift between runs. */
const SEED_EPOCH = Date.UTC(2026, 0, 1)

export function seedDemoData(db: MockDb, seed: number): void {
  const faker = seededFaker(seed)
  const profiles = db.collection<Profile>('profiles')
  for (const user of DEMO_USERS) {
    profiles.insert({
      id: faker.string.uuid(),
      email: user.email,
      fullName: user.displayName,
      username: usernameFor(faker, user.displayName),
      avatar: '',
      role: user.role,
      createdAt: new Date(SEED_EPOCH - faker.number.int({ min: 1, max: 300 }) * 86_400_000).toISOString(),
    })
  }
}
