import type { Faker } from '@faker-js/faker'

/**
 * People's names and usernames. Faker only through the instance a seed hands over (a type here):
 * this module is on the server's start path, which never loads faker unless it seeds the demo.
 */

/** A seeded person's username, made up from their name by the seed's faker. */
export function usernameFor(faker: Faker, fullName: string): string {
  const [first = 'user', last = ''] = fullName.toLowerCase().split(' ')
  return faker.internet
    .username({ firstName: first, lastName: last })
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '')
}

/** The part of an e-mail address before the `@`, without a `+tag`. */
function localPart(email: string): string {
  const at = email.lastIndexOf('@')
  return (at === -1 ? email : email.slice(0, at)).split('+')[0]!
}

/**
 * The name of someone whose identity carries none: their e-mail's local part, its words
 * capitalised (`ana.souza@…` is "Ana Souza"). They change it under My account.
 */
export function nameFromEmail(email: string): string {
  const words = localPart(email)
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  return (words.join(' ') || email).slice(0, 80)
}

/**
 * A first username from the e-mail's local part, in the form a person may choose one
 * (`[a-z0-9._]`, 3 to 30 characters): `ana.souza@…` is `ana.souza`, `joão-f@…` `joao.f`.
 */
export function usernameFromEmail(email: string): string {
  const letters = localPart(email)
    .normalize('NFD')
    .toLowerCase()
    .replace(/[-\s]+/g, '.')
    .replace(/[^a-z0-9._]/g, '')
  return (letters.length >= 3 ? letters : `user${letters}`).slice(0, 30)
}
