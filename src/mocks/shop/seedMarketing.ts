import type { Faker } from '@faker-js/faker'
import { earningsOf, REFERRAL_STATUSES, type ShopReferral } from '@/domain/shop/referrals'
import { REVIEW_STATUSES, type ShopReview } from '@/domain/shop/reviews'
import type { StoredStoreSettings } from '@/domain/shop/storeSettings'
import { PRODUCT_CATEGORIES, type ProductCategory, type ShopOrder } from '@/domain/shop/model'
import type { CollectionSpec } from '@/server/storage/database'
import { PRODUCTS } from './catalog'
import { shopOrdersCollection, TEMPLATE_OWNER, TEMPLATE_TODAY } from './seedShop'

/**
 * The marketing side of the demo shop (docs/product.md, "eCommerce"): reviews of its products by
 * the customers who bought them, and the friends its customers referred. Both are templates a
 * workspace copies on its first visit (`workspaceCollection`); the store settings have no seed (a
 * workspace that never saved sees the defaults, src/domain/shop/storeSettings.ts).
 */
const DAY_MS = 86_400_000
const TODAY_MS = Date.parse(`${TEMPLATE_TODAY}T00:00:00Z`)
const daysAgo = (days: number) => new Date(TODAY_MS - days * DAY_MS).toISOString().slice(0, 10)
const ageOf = (day: string) => Math.round((TODAY_MS - Date.parse(`${day}T00:00:00Z`)) / DAY_MS)
const isOwned = (record: { ownerUid?: unknown }) => typeof record.ownerUid === 'string'
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const owners = (record: { ownerUid: string }) => (record.ownerUid ? [record.ownerUid] : [])

type Phrases = { praise: readonly [string, string][]; critique: readonly [string, string][] }

/** What customers say, by what they bought: [title, text]. */
const PHRASES: Record<(typeof PRODUCT_CATEGORIES)[number], Phrases> = {
  beans: {
    praise: [
      [
        'My new daily coffee',
        'Notes of red fruit and chocolate, exactly as described. It makes a sweet, clean filter.',
      ],
      ['Fresh and fragrant', 'Roasted four days before it arrived and the bag smelled wonderful when I opened it.'],
      ['Great as espresso', 'Dialled in within three shots: thick crema, caramel sweetness and no bitterness.'],
      ['Lovely light roast', 'Bright and floral in the V60, my partner who only drinks milk coffee liked it black.'],
      ['Reordered twice', 'Consistent from bag to bag, which is rare. The tasting notes on the label help a lot.'],
      ['Smooth in the French press', 'Rich body, low acidity, perfect for slow Sunday mornings.'],
    ],
    critique: [
      ['Too dark for me', 'Tasted more roasty than fruity in my AeroPress. Good quality, just not my style.'],
      ['Bag arrived torn', 'The valve bag had a split and some beans were stale. Support replaced it quickly.'],
      [
        'Not as described',
        'I expected berry notes and got mostly nuts. Fine coffee, but the description oversells it.',
      ],
    ],
  },
  'drip-bags': {
    praise: [
      ['Perfect for the office', 'A proper cup with no equipment. Colleagues keep stealing them from my drawer.'],
      ['Great for travelling', 'Took a box on a hiking trip: hot water and two minutes for a real coffee.'],
      ['Better than capsules', 'Much better taste than the pods I used to buy, and less waste.'],
    ],
    critique: [
      ['A bit weak', 'One bag is not enough for a large mug, I use two now, which makes it pricey.'],
      ['Hooks tear easily', 'The paper hooks ripped on two bags out of ten and fell into the cup.'],
    ],
  },
  brewers: {
    praise: [
      ['Beautiful and easy', 'Simple to use, easy to clean, and the brew guide in the box is excellent.'],
      ['Best purchase this year', 'My morning cup is cleaner and sweeter than anything I made before.'],
      ['Solid build', 'Feels like it will last for years. Heats evenly and pours without dripping.'],
      ['Great with the guide', 'Followed the recipe card that came with it and nailed it on the first try.'],
    ],
    critique: [
      ['Lid does not fit well', 'The lid wobbles and lets heat escape. The coffee itself is fine.'],
      ['Smaller than expected', 'Check the capacity: it barely makes two mugs, not the four I needed.'],
    ],
  },
  grinders: {
    praise: [
      ['Uniform grind', 'Huge difference compared to my blade grinder: even particles and no more bitter cups.'],
      ['Quiet and fast', 'Grinds a dose for filter in seconds and does not wake the whole house.'],
      ['Worth every euro', 'Easy to adjust, easy to clean, and the grind is consistent from fine to coarse.'],
    ],
    critique: [
      ['Hard to adjust', 'Changing between espresso and filter takes many turns and I lose my setting.'],
      ['Retains grounds', 'A gram or so stays inside each time. I have to tap it a lot.'],
    ],
  },
  accessories: {
    praise: [
      ['Does the job well', 'Good quality for the price, exactly what I needed next to the espresso machine.'],
      ['Nice finish', 'Looks great on the counter and feels sturdy. Arrived well packed.'],
      ['Handy everyday tool', 'I use it every morning. Precise and simple, no learning curve.'],
    ],
    critique: [
      ['Feels cheap', 'Thinner than in the photos. It works but I expected better at this price.'],
      ['Battery drains fast', 'Needs new batteries every couple of weeks, which is annoying.'],
    ],
  },
}

/** Said of the order as a whole, whatever was in it. */
const DELIVERY_PRAISE: readonly [string, string][] = [
  ['Fast delivery', 'Ordered on Monday, the van was at my door on Tuesday morning. Well packed as always.'],
  ['Friendly driver', 'The driver called ahead and waited while I came down. Great service from a small roaster.'],
]
const DELIVERY_CRITIQUE: readonly [string, string][] = [
  ['Late delivery', 'Arrived three days after the promised date and nobody told me about the delay.'],
  ['Missed delivery slot', 'The van came while I was out although I had chosen an evening slot.'],
]

/** A last sentence some reviewers add. */
const CLOSINGS = {
  praise: ['Will order again.', 'Already recommended it to friends.', 'Thank you, Aurora team!', 'Five stars from me.'],
  critique: ['I hope the next order goes better.', 'Customer service was kind about it.', 'Not sure I will reorder.'],
}

function reviewText(faker: Faker, category: ProductCategory, rating: number): [string, string] {
  const phrases = (PHRASES as Record<string, Phrases | undefined>)[category] ?? PHRASES.accessories
  const positive = rating >= 4
  const [title, text] = faker.datatype.boolean({ probability: 0.12 })
    ? faker.helpers.arrayElement(positive ? DELIVERY_PRAISE : DELIVERY_CRITIQUE)
    : faker.helpers.arrayElement(positive ? phrases.praise : phrases.critique)
  if (!faker.datatype.boolean({ probability: 0.4 })) return [title, text]
  const closing = faker.helpers.arrayElement(positive ? CLOSINGS.praise : CLOSINGS.critique)
  return [title, `${text} ${rating === 4 && closing === 'Five stars from me.' ? 'Will order again.' : closing}`]
}

/** The shop's orders as the orders' seed made them: reviewers are customers who bought the product. */
function seededOrders(fakerOf: (collection: string) => Faker): ShopOrder[] {
  return shopOrdersCollection.seed!.generate({ faker: fakerOf('shopOrders'), size: 100, fakerOf })
}

export const shopReviewsCollection: CollectionSpec<ShopReview> = {
  name: 'shopReviews',
  isValid: (review) =>
    isOwned(review) &&
    typeof review.productId === 'string' &&
    typeof review.rating === 'number' &&
    isDay(review.day) &&
    REVIEW_STATUSES.includes(review.status),
  announce: { resources: ['shopReviews'], owners },
  seed: {
    seed: 151,
    size: 100,
    generate: ({ faker, size, fakerOf }) => {
      // Customers review once their order has arrived.
      const delivered = seededOrders(fakerOf).filter((order) => order.status === 'delivered')
      return Array.from({ length: size }, (_, index): ShopReview => {
        const order = faker.helpers.arrayElement(delivered)
        const line = faker.helpers.arrayElement(order.lines)
        const productIndex = Number(line.productId.replace('product-', '')) - 1
        const category = PRODUCTS[productIndex]?.category ?? 'accessories'
        const rating = faker.helpers.weightedArrayElement([
          { value: 5, weight: 46 },
          { value: 4, weight: 28 },
          { value: 3, weight: 12 },
          { value: 2, weight: 8 },
          { value: 1, weight: 6 },
        ])
        const [title, text] = reviewText(faker, category, rating)
        // Written a few days to a few weeks after the order, never after today.
        const ordered = ageOf(order.day)
        const age = ordered - faker.number.int({ min: Math.min(2, ordered), max: Math.min(21, ordered) })
        return {
          id: `review-${index + 1}`,
          ownerUid: TEMPLATE_OWNER,
          productId: line.productId,
          reviewer: order.customer,
          email: order.email,
          rating,
          title,
          text,
          day: daysAgo(age),
          // The newest wait for the team's look, and so does a share of the critical ones.
          status: age < 5 || (rating <= 2 && faker.datatype.boolean({ probability: 0.4 })) ? 'pending' : 'published',
          deletedAt: null,
        }
      })
    },
  },
}

export const shopReferralsCollection: CollectionSpec<ShopReferral> = {
  name: 'shopReferrals',
  isValid: (referral) =>
    isOwned(referral) &&
    typeof referral.email === 'string' &&
    typeof referral.earnings === 'number' &&
    isDay(referral.day) &&
    REFERRAL_STATUSES.includes(referral.status),
  announce: { resources: ['shopReferrals'], owners },
  seed: {
    seed: 152,
    size: 45,
    generate: ({ faker, size }) =>
      Array.from({ length: size }, (_, index): ShopReferral => {
        const firstName = faker.person.firstName()
        const lastName = faker.person.lastName()
        const age = faker.number.int({ min: 0, max: 120 })
        const status = faker.helpers.weightedArrayElement([
          { value: 'invited' as const, weight: 35 },
          { value: 'signed-up' as const, weight: 30 },
          { value: 'converted' as const, weight: 35 },
        ])
        const value = status === 'converted' ? faker.number.int({ min: 18, max: 160 }) - 0.1 : 0
        return {
          id: `referral-${index + 1}`,
          ownerUid: TEMPLATE_OWNER,
          name: `${firstName} ${lastName}`,
          email: faker.internet.email({ firstName, lastName }).toLowerCase(),
          code: `R-${10001 + index}`,
          status,
          value,
          earnings: earningsOf(value),
          // Store credit is paid out at the start of the month after the friend's order.
          paidOut: status === 'converted' && age > 30,
          day: daysAgo(age),
        }
      }),
  },
}

/** One record per workspace (id = its uid), written on the first save. */
export const shopSettingsCollection: CollectionSpec<StoredStoreSettings> = {
  name: 'shopSettings',
  isValid: (settings) => isOwned(settings) && settings.id === settings.ownerUid,
  announce: { resources: ['shopSettings'], owners },
}

export const MARKETING_COLLECTIONS: readonly CollectionSpec[] = [
  shopReviewsCollection as CollectionSpec,
  shopReferralsCollection as CollectionSpec,
  shopSettingsCollection as CollectionSpec,
]
