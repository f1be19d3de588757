import type { Faker } from '@faker-js/faker'
import { faker as englishFaker } from '@faker-js/faker/locale/en'

/**
 * Faker's English locale only: the package's index imports every locale, which the mock build
 * would then carry. The locale entry exports a ready instance; its class makes independent ones.
 *
 * Only seeding imports this module, and only with `import()`: the harness's database when it
 * opens (src/mocks/db.ts), the server when it seeds the demo (src/hosts/node/database.ts). A
 * seed's code takes the faker it is handed; helpers that use it (`usernameFor`) live in names.ts.
 */
const EnglishFaker = englishFaker.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker

/** A faker whose every value follows from the seed: the same seed, the same data. */
export function seededFaker(seed: number | number[]): Faker {
  const faker = new EnglishFaker({ locale: englishFaker.rawDefinitions })
  faker.seed(seed)
  return faker
}
