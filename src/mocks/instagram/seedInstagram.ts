import type { MockDb } from '../db'
import { seededFaker } from '../seed'
import { avatarDataUrl } from './avatar'
import type { IgAccount, IgMedia, IgPerson } from './records'

/** Instagram's own data, seeded once per mock database: accounts to log in as, their posts, people. */
export function seedInstagramWorld(db: MockDb, seed: number): void {
  const faker = seededFaker(seed + 17)
  const accounts = db.collection<IgAccount>('igAccounts')
  const media = db.collection<IgMedia>('igMedia')
  const people = db.collection<IgPerson>('igPeople')
  const businesses = [
    { username: 'cafe.aurora', name: 'Café Aurora', accountType: 'BUSINESS' as const },
    { username: 'studio.lumen', name: 'Studio Lumen', accountType: 'MEDIA_CREATOR' as const },
  ]
  // Captions a shop or a creator would post, so the simulator's post picker reads like a real feed.
  const captions = [
    [
      'Novo blend de inverno chegou ☕ Comente PRECO e te mando o valor por DM',
      'Bastidores da torra de hoje 🔥',
      'Promo de aniversário: comente CUPOM para ganhar 10%',
    ],
    [
      'Preset pack de outono disponível — comente LINK para receber',
      'Como eu edito um retrato em 3 passos (reel)',
      'Sorteio! Marque dois amigos e comente EU QUERO',
    ],
  ]
  businesses.forEach((business, index) => {
    const userId = `1784140${faker.string.numeric(10)}`
    accounts.insert({
      id: `2764087539${faker.string.numeric(7)}`,
      userId,
      ...business,
      pictureUrl: avatarDataUrl(business.name, index),
      followersCount: faker.number.int({ min: 800, max: 40_000 }),
      dmAccessDisabled: false,
      restricted: false,
    })
    const products = ['FEED', 'REELS', 'FEED'] as const
    products.forEach((product, position) => {
      media.insert({
        id: `179${faker.string.numeric(14)}`,
        ownerId: userId,
        caption: captions[index]?.[position] ?? faker.lorem.sentence({ min: 4, max: 9 }),
        mediaType: product === 'REELS' ? 'VIDEO' : 'IMAGE',
        mediaProductType: product,
        timestamp: new Date(Date.UTC(2026, 0, 1) + (position + 1) * 86_400_000 * (index + 2)).toISOString(),
      })
    })
  })
  for (let index = 0; index < 5; index += 1) {
    const first = faker.person
      .firstName()
      .toLowerCase()
      .replace(/[^a-z]/g, '')
    people.insert({
      id: faker.string.numeric({ length: 16, allowLeadingZeros: false }),
      username: `${first}.${faker.string.alpha({ length: 3, casing: 'lower' })}`,
      receivesMessages: true,
    })
  }
}
