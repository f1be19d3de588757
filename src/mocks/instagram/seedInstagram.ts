import type { Faker } from '@faker-js/faker'
import type { CollectionSpec } from '@/server/storage/database'
import { avatarDataUrl } from './avatar'
import type { IgAccount, IgMedia, IgPerson } from './records'

const BUSINESSES = [
  {
    username: 'cafe.aurora',
    name: 'Café Aurora',
    accountType: 'BUSINESS' as const,
    ads: [
      { id: '120210000000000101', name: 'Blend de inverno — comente PRECO' },
      { id: '120210000000000102', name: 'Aniversário: cupom de 10%' },
    ],
  },
  {
    username: 'studio.lumen',
    name: 'Studio Lumen',
    accountType: 'MEDIA_CREATOR' as const,
    ads: [{ id: '120210000000000201', name: 'Preset pack de outono' }],
  },
]

// Captions a shop or a creator would post, so the simulator's post picker reads like a real feed.
const CAPTIONS = [
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

/** Instagram's own data: the professional accounts one can log in as. */
export const igAccountsCollection: CollectionSpec<IgAccount> = {
  name: 'igAccounts',
  seed: { seed: 17, size: BUSINESSES.length, generate: ({ faker, size }) => businessAccounts(faker, size) },
}

function businessAccounts(faker: Faker, size: number): IgAccount[] {
  return BUSINESSES.slice(0, size).map((business, index) => {
    const userId = `1784140${faker.string.numeric(10)}`
    return {
      id: `2764087539${faker.string.numeric(7)}`,
      userId,
      ...business,
      pictureUrl: avatarDataUrl(business.name, index),
      followersCount: faker.number.int({ min: 800, max: 40_000 }),
      dmAccessDisabled: false,
      restricted: false,
    }
  })
}

/** Three posts per account (feed, reel, feed). */
export const igMediaCollection: CollectionSpec<IgMedia> = {
  name: 'igMedia',
  seed: {
    seed: 18,
    size: 3,
    generate: ({ faker, size, fakerOf }) =>
      businessAccounts(fakerOf('igAccounts'), BUSINESSES.length).flatMap((account, index) =>
        Array.from({ length: size }, (_, position): IgMedia => {
          const product = position % 3 === 1 ? 'REELS' : 'FEED'
          return {
            id: `179${faker.string.numeric(14)}`,
            ownerId: account.userId,
            caption: CAPTIONS[index]?.[position] ?? faker.lorem.sentence({ min: 4, max: 9 }),
            mediaType: product === 'REELS' ? 'VIDEO' : 'IMAGE',
            mediaProductType: product,
            timestamp: new Date(Date.UTC(2026, 0, 1) + (position + 1) * 86_400_000 * (index + 2)).toISOString(),
          }
        }),
      ),
  },
}

/**
 * People who write to or comment for the accounts. Who follows whom is theirs (User Profile's
 * `is_user_follow_business`, `is_business_follow_user`): people follow the accounts in turn, the
 * first the first account, the second the second, the third none; the first account follows
 * every third person.
 */
export const igPeopleCollection: CollectionSpec<IgPerson> = {
  name: 'igPeople',
  seed: {
    seed: 19,
    size: 5,
    generate: ({ faker, size, fakerOf }) => {
      const accounts = businessAccounts(fakerOf('igAccounts'), BUSINESSES.length).map((account) => account.userId)
      return Array.from({ length: size }, (_, index) => {
        const name = faker.person.firstName()
        const first = name.toLowerCase().replace(/[^a-z]/g, '')
        const id = faker.string.numeric({ length: 16, allowLeadingZeros: false })
        return {
          id,
          username: `${first}.${faker.string.alpha({ length: 3, casing: 'lower' })}`,
          receivesMessages: true,
          name,
          followerCount: Number(id.slice(-3)),
          follows: accounts.filter((_, account) => account === index % (accounts.length + 1)),
          followedBy: index % 3 === 0 && accounts[0] ? [accounts[0]] : [],
        }
      })
    },
  },
}
