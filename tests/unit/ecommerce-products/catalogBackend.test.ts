import { describe, expect, it } from 'vitest'
import type { FileRef } from '@/domain/files'
import type { ListPage } from '@/domain/list'
import type { Category, Product, ProductStats } from '@/domain/shop/catalog'
import type { ShopOrder } from '@/domain/shop/model'
import { demoBackend } from '../automations/mockHarness'

const input = (fields: Record<string, unknown> = {}) => ({
  name: 'Burundi Kayanza beans, 250 g',
  sku: 'AUR-BEA-0100',
  barcode: '',
  brand: 'Aurora Coffee Roasters',
  description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Red fruit.' }] }] },
  imageIds: [],
  variants: [],
  inventory: {
    restockQuantity: 20,
    shipping: 'shop',
    delivery: 'europe',
    fragile: false,
    biodegradable: false,
    chilled: false,
    bestBefore: null,
    idType: 'ean',
  },
  price: 14.5,
  discountPrice: null,
  taxable: true,
  inStock: true,
  stock: 30,
  vendor: '',
  category: 'beans',
  collection: '',
  status: 'published',
  tags: [],
  ...fields,
})

const category = (fields: Record<string, unknown> = {}) => ({
  title: 'Cold brew',
  slug: 'cold-brew',
  description: 'Bottled and ready.',
  parent: null,
  status: 'published',
  icon: 'cup',
  ...fields,
})

describe('the catalogue in the mock backend (docs/product.md, "E-commerce: products and categories")', () => {
  const mock = demoBackend()
  const { call } = mock
  const products = async (uid: string, query = '') =>
    (await call<ListPage<Product>>(uid, 'GET', `/ecommerce/products?itemsPerPage=100${query}`)).json

  it('refuses a role without Ecommerce, and never serves another workspace’s products', async () => {
    expect((await call('client', 'GET', '/ecommerce/products')).status).toBe(403)
    expect((await call('client', 'GET', '/ecommerce/categories')).status).toBe(403)
    expect((await call('client', 'POST', '/ecommerce/products', input())).status).toBe(403)
    const mine = await products('admin')
    expect(mine.total).toBe(50)
    expect(JSON.stringify(mine)).not.toContain('ownerUid')
    await mock.signIn('admin2', 'admin@conversa.test')
    const theirs = await products('admin2')
    expect(theirs.total).toBe(50)
    expect(theirs.items[0]!.id.startsWith('admin2:')).toBe(true)
    expect((await call('admin2', 'GET', `/ecommerce/products/${mine.items[0]!.id}`)).status).toBe(404)
    expect((await call('admin2', 'DELETE', `/ecommerce/products/${mine.items[0]!.id}`)).status).toBe(404)
    // A template id (the route table's sample link) opens the caller's own copy.
    expect((await call<Product>('admin2', 'GET', '/ecommerce/products/product-1')).json.id).toBe('admin2:product-1')
  })

  it('searches, filters and sorts on the server, and refuses what it cannot read', async () => {
    const kenya = await products('admin', '&q=kenya')
    expect(kenya.items.map((product) => product.name)).toEqual([
      'Kenya Nyeri beans, 1 kg',
      'Kenya Nyeri beans, 250 g',
      'Kenya Nyeri drip bags, box of 10',
    ])
    const brewers = await products('admin', '&category=brewers&sortBy=price&orderBy=desc')
    expect(brewers.total).toBe(8)
    expect(brewers.items[0]!.name).toBe('Espresso machine, single group')
    const out = await products('admin', '&stock=out-of-stock')
    expect(out.items.every((product) => !product.inStock)).toBe(true)
    expect((await call('admin', 'GET', '/ecommerce/products?category=teas')).status).toBe(400)
    expect((await call('admin', 'GET', '/ecommerce/products?itemsPerPage=7')).status).toBe(400)
  })

  it('creates, edits, deletes as a flag the orders still see, and restores', async () => {
    const created = await call<Product>('admin', 'POST', '/ecommerce/products', input())
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ sku: 'AUR-BEA-0100', category: 'beans', discountPrice: null })
    // Its SKU is taken now; an unknown category, a discount above the price, a body that is not one.
    const again = await call<{ error: { fields: Record<string, string> } }>(
      'admin',
      'POST',
      '/ecommerce/products',
      input({ category: 'teas', discountPrice: 20 }),
    )
    expect(again.status).toBe(422)
    expect(again.json.error.fields).toEqual({ discountPrice: 'above-price' })
    const clash = await call<{ error: { fields: Record<string, string> } }>(
      'admin',
      'POST',
      '/ecommerce/products',
      input({ category: 'teas' }),
    )
    expect(clash.json.error.fields).toEqual({ sku: 'taken', category: 'not-found' })
    expect((await call('admin', 'POST', '/ecommerce/products', { name: 'x' })).status).toBe(422)

    const id = created.json.id
    const edited = await call<Product>(
      'admin',
      'PATCH',
      `/ecommerce/products/${id}`,
      input({ name: 'Burundi Kayanza, 1 kg', price: 48 }),
    )
    expect(edited.json).toMatchObject({ name: 'Burundi Kayanza, 1 kg', price: 48 })

    // A seeded product an order sold: deleted, it leaves the lists, the order keeps pointing at it.
    const sold = (
      await mock.backend.db.collection<ShopOrder>('shopOrders').filter((order) => order.ownerUid === 'admin')
    )[0]!.lines[0]!.productId
    expect((await call('admin', 'DELETE', `/ecommerce/products/${sold}`)).status).toBe(204)
    expect((await products('admin')).total).toBe(50)
    expect((await call('admin', 'GET', `/ecommerce/products/${sold}`)).status).toBe(404)
    expect(await mock.backend.db.collection('shopProducts').get(sold)).toMatchObject({ id: sold })
    expect((await call('admin', 'POST', `/ecommerce/products/${sold}/restore`)).status).toBe(200)
    expect((await products('admin')).total).toBe(51)
  })

  it('keeps product images per workspace, pictures only', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])
    const image = await mock.upload<FileRef>('admin', '/ecommerce/products/images?name=bag.png', png, 'image/png')
    expect(image.status).toBe(201)
    expect((await mock.upload('admin', '/ecommerce/products/images?name=notes.txt', png, 'text/plain')).status).toBe(
      415,
    )
    const created = await call<Product>('admin', 'POST', '/ecommerce/products', input({ imageIds: [image.json.id] }))
    expect(created.json.images).toEqual([image.json])
    expect((await call('admin', 'GET', `/ecommerce/products/images/${image.json.id}`)).status).toBe(200)
    await mock.signIn('admin2', 'admin@conversa.test')
    expect((await call('admin2', 'GET', `/ecommerce/products/images/${image.json.id}`)).status).toBe(404)
    const stolen = await call('admin2', 'POST', '/ecommerce/products', input({ imageIds: [image.json.id] }))
    expect(stolen.status).toBe(422)
    // Taken off the product, the picture is gone from the stored files too.
    const edited = await call<Product>(
      'admin',
      'PATCH',
      `/ecommerce/products/${created.json.id}`,
      input({ imageIds: [] }),
    )
    expect(edited.json.images).toEqual([])
    expect((await call('admin', 'GET', `/ecommerce/products/images/${image.json.id}`)).status).toBe(404)
  })

  it('lists categories with their figures, adds, renames (products follow), and deletes only empty ones', async () => {
    const list = (await call<ListPage<Category>>('admin', 'GET', '/ecommerce/categories?itemsPerPage=-1')).json
    expect(list.items.map((each) => each.slug).sort()).toEqual([
      'accessories',
      'beans',
      'brewers',
      'drip-bags',
      'grinders',
    ])
    expect(list.items.reduce((sum, each) => sum + each.products, 0)).toBe(50)
    expect(list.items.find((each) => each.slug === 'beans')!.earnings).toBeGreaterThan(0)

    const added = await call<Category>('admin', 'POST', '/ecommerce/categories', category())
    expect(added.status).toBe(201)
    const taken = await call<{ error: { fields: Record<string, string> } }>(
      'admin',
      'POST',
      '/ecommerce/categories',
      category({ parent: 'teas' }),
    )
    expect(taken.json.error.fields).toEqual({ slug: 'taken', parent: 'not-found' })
    expect((await call('admin', 'POST', '/ecommerce/categories', category({ slug: 'Not A Slug' }))).status).toBe(422)
    const loop = await call<{ error: { fields: Record<string, string> } }>(
      'admin',
      'PATCH',
      `/ecommerce/categories/${list.items.find((each) => each.slug === 'brewers')!.id}`,
      category({ title: 'Brewers', slug: 'brewers', parent: 'grinders' }),
    )
    expect(loop.json.error.fields).toEqual({ parent: 'loop' })

    const beans = list.items.find((each) => each.slug === 'beans')!
    const renamed = await call<Category>(
      'admin',
      'PATCH',
      `/ecommerce/categories/${beans.id}`,
      category({ title: 'Beans', slug: 'whole-beans' }),
    )
    expect(renamed.status).toBe(200)
    expect((await products('admin', '&category=whole-beans')).total).toBe(beans.products)

    expect((await call('admin', 'DELETE', `/ecommerce/categories/${beans.id}`)).status).toBe(409)
    expect((await call('admin', 'DELETE', `/ecommerce/categories/${added.json.id}`)).status).toBe(204)
    expect((await call('admin', 'POST', '/ecommerce/products', input({ category: 'cold-brew' }))).status).toBe(422)
    expect((await call('admin', 'POST', `/ecommerce/categories/${added.json.id}/restore`)).status).toBe(200)
    expect((await call('client', 'DELETE', `/ecommerce/categories/${added.json.id}`)).status).toBe(403)
  })

  it('switches whether a product can be ordered, and the stock filter and widget follow', async () => {
    const [first] = (await products('admin', '&stock=in-stock')).items
    const switched = await call<Product>('admin', 'PUT', `/ecommerce/products/${first!.id}/in-stock`, {
      inStock: false,
    })
    expect(switched.json.inStock).toBe(false)
    expect((await products('admin', '&stock=out-of-stock')).items.map((product) => product.id)).toContain(first!.id)
    expect((await call<ProductStats>('admin', 'GET', '/ecommerce/products/stats')).json.outOfStock).toBeGreaterThan(0)
    expect((await call('admin', 'PUT', `/ecommerce/products/${first!.id}/in-stock`, { inStock: 'no' })).status).toBe(
      422,
    )
    expect((await call('client', 'PUT', `/ecommerce/products/${first!.id}/in-stock`, { inStock: true })).status).toBe(
      403,
    )
  })

  it('computes the widgets from the workspace’s orders', async () => {
    const stats = await call<ProductStats>('admin', 'GET', '/ecommerce/products/stats')
    expect(stats.status).toBe(200)
    expect(stats.json.sales).toBeGreaterThan(0)
    expect(stats.json.discounted).toBe(8)
    expect((await call('client', 'GET', '/ecommerce/products/stats')).status).toBe(403)
  })
})
