import { describe, expect, it } from 'vitest'
import type { CollectionSpec } from '@/server/storage/database'
import { createMemoryMockDb } from '@/mocks/node'
import { SHOP_COLLECTIONS, TEMPLATE_OWNER, TEMPLATE_TODAY } from '@/mocks/shop/seedShop'
import { shiftDay, workspaceCollection, workspaceShop } from '@/mocks/shop/workspaceShop'

/**
 * A shop collection an app adds after the first six (src/mocks/README.md, "Adding a collection"):
 * copied into a workspace on first use, dated like the rest of its shop, once.
 */
interface Tag {
  id: string
  ownerUid: string
  label: string
  since: string
  productId: string
}

const tagsCollection: CollectionSpec<Tag> = {
  // A store of version 17; the spec is this test's own.
  name: 'shopCategories',
  seed: {
    seed: 1,
    size: 2,
    generate: () => [
      { id: 'tag-1', ownerUid: TEMPLATE_OWNER, label: 'Fresh', since: TEMPLATE_TODAY, productId: 'product-1' },
      { id: 'tag-2', ownerUid: TEMPLATE_OWNER, label: 'Organic', since: '2025-12-01', productId: 'product-2' },
    ],
  },
}
const TAGS = {
  name: 'shopCategories',
  dated: ['since'],
  adapt: (tag: Tag, uid: string) => ({ ...tag, productId: `${uid}:${tag.productId}` }),
} as const

const database = () =>
  createMemoryMockDb({
    collections: [...(SHOP_COLLECTIONS as readonly CollectionSpec[]), tagsCollection as CollectionSpec],
  })

describe('workspaceCollection', () => {
  it("copies the template into the caller's workspace once, dated and pointed at its own records", async () => {
    const db = database()
    const tags = await workspaceCollection<Tag>(db, 'ana', '2026-11-27', TAGS)
    expect(tags.map(({ id, since, productId }) => ({ id, since, productId }))).toEqual([
      { id: 'ana:tag-1', since: '2026-11-27', productId: 'ana:product-1' },
      { id: 'ana:tag-2', since: shiftDay('2025-12-01', 330), productId: 'ana:product-2' },
    ])
    const products = (await workspaceShop(db, 'ana', '2026-11-27')).products.map((product) => product.id)
    expect(products).toContain('ana:product-1')
    // Another workspace gets its own copy and sees none of the first one's.
    const other = await workspaceCollection<Tag>(db, 'bea', '2026-11-27', TAGS)
    expect(other.map((tag) => tag.id)).toEqual(['bea:tag-1', 'bea:tag-2'])
  })

  it('dates a late copy by the days the shop was first moved, not by today', async () => {
    const db = database()
    await workspaceShop(db, 'ana', '2026-03-01')
    const tags = await workspaceCollection<Tag>(db, 'ana', '2026-11-27', TAGS)
    expect(tags[0]!.since).toBe('2026-03-01')
  })

  it('never copies again what the workspace deleted, even all of it', async () => {
    const db = database()
    for (const tag of await workspaceCollection<Tag>(db, 'ana', '2026-11-27', TAGS))
      await db.collection('shopCategories').remove(tag.id)
    expect(await workspaceCollection<Tag>(db, 'ana', '2026-11-27', TAGS)).toEqual([])
  })

  it('copies once when two calls race', async () => {
    const db = database()
    const [first, second] = await Promise.all([
      workspaceCollection<Tag>(db, 'ana', '2026-11-27', TAGS),
      workspaceCollection<Tag>(db, 'ana', '2026-11-27', TAGS),
    ])
    expect(first).toHaveLength(2)
    expect(second).toHaveLength(2)
    expect(await db.collection<Tag>('shopCategories').filter((tag) => tag.ownerUid === 'ana')).toHaveLength(2)
  })
})
