import { CATEGORY_ICONS, PRODUCT_STATUSES, type ShopCategory } from '@/domain/shop/catalog'
import type { CollectionSpec } from '@/server/storage/database'
import { TEMPLATE_OWNER } from './seedShop'

/** The demo shop's categories: the five its seeded products are filed under (their slugs). */
const CATEGORIES: readonly Omit<ShopCategory, 'id' | 'ownerUid'>[] = [
  {
    title: 'Coffee beans',
    slug: 'beans',
    description: 'Single origins and house blends, whole bean or ground to order.',
    parent: null,
    status: 'published',
    icon: 'beans',
  },
  {
    title: 'Drip bags',
    slug: 'drip-bags',
    description: 'Our roasts in single-serve filter bags, for the office and for travel.',
    parent: null,
    status: 'published',
    icon: 'box',
  },
  {
    title: 'Brewers',
    slug: 'brewers',
    description: 'Pour-over drippers, presses, moka pots and espresso machines.',
    parent: null,
    status: 'published',
    icon: 'cup',
  },
  {
    title: 'Grinders and kettles',
    slug: 'grinders',
    description: 'Hand and electric grinders, and kettles that pour slowly.',
    parent: 'brewers',
    status: 'published',
    icon: 'tool',
  },
  {
    title: 'Accessories',
    slug: 'accessories',
    description: 'Filters, scales, jugs, tampers and the cleaning that keeps them working.',
    parent: null,
    status: 'published',
    icon: 'leaf',
  },
]

/** A template (`TEMPLATE_OWNER`): each workspace gets its copy on first use (`workspaceCollection`). */
export const shopCategoriesCollection: CollectionSpec<ShopCategory> = {
  name: 'shopCategories',
  isValid: (category) =>
    typeof category.ownerUid === 'string' &&
    typeof category.slug === 'string' &&
    typeof category.title === 'string' &&
    PRODUCT_STATUSES.includes(category.status) &&
    CATEGORY_ICONS.includes(category.icon),
  // The shop's resource: a category's change (a slug renamed) touches its products too.
  announce: { resources: ['shop'], owners: (category) => (category.ownerUid ? [category.ownerUid] : []) },
  seed: {
    seed: 61,
    size: CATEGORIES.length,
    generate: ({ size }) =>
      CATEGORIES.slice(0, size).map((category) => ({
        ...category,
        id: `category-${category.slug}`,
        ownerUid: TEMPLATE_OWNER,
      })),
  },
}

export const CATALOG_COLLECTIONS: readonly CollectionSpec[] = [shopCategoriesCollection as CollectionSpec]
