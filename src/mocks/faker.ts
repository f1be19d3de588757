import type { Faker } from '@faker-js/faker'
import { faker as englishFaker } from '@faker-js/faker/locale/en'

/**
 * Faker's English locale only: the package's index imports every locale, which the mock build
 * would then carry. The locale entry exports a ready instance; its class makes independent ones.
 */
const EnglishFaker = englishFaker.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker

/** A faker whose every value follows from the seed: the same seed, the same data. */
export function seededFaker(seed: number | number[]): Faker {
  const faker = new EnglishFaker({ locale: englishFaker.rawDefinitions })
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
