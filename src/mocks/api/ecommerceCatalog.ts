import { http, json } from '@/server/http/route'
import { z } from 'zod'
import {
  categoryFigures,
  categoryInputSchema,
  productInputSchema,
  productOf,
  productStats,
  PRODUCT_STATUSES,
  sellingPrice,
  stockStateOf,
  STOCK_STATES,
  type Category,
  type CategoryInput,
  type Product,
  type ProductInput,
  type ShopCategory,
} from '@/domain/shop/catalog'
import type { ShopProduct } from '@/domain/shop/model'
import type { Database } from '@/server/storage/database'
import { endpoint } from '../endpoint'
import { fileDownload, keepUpload, ownFiles, type StoredFile } from '../files/storedFiles'
import { API, apiError } from '../http'
import { invalidListQuery, parseListQuery, queryList, type ListSpec } from '../listQuery'
import { workspaceCollection, workspaceShop } from '../shop/workspaceShop'
import type { MockBackend } from '../types'
import { todayOf } from './workspaces'

const PRODUCTS = `${API}/ecommerce/products`
const CATEGORIES = `${API}/ecommerce/categories`

/** The product images' app among the stored files (kept apart from the e-mail's and the kanban's). */
const IMAGES: StoredFile['app'] = 'ecommerce'

const productsSpec = (categories: readonly string[]): ListSpec<Product> => ({
  searchIn: (product) => [product.name, product.brand, product.sku],
  sortable: {
    name: (product) => product.name,
    category: (product) => product.category,
    stock: (product) => product.stock,
    sku: (product) => product.sku,
    price: (product) => sellingPrice(product),
    status: (product) => product.status,
  },
  defaultSort: { sortBy: 'name', orderBy: 'asc' },
  filters: {
    status: { values: PRODUCT_STATUSES, matches: (product, status) => product.status === status },
    category: { values: categories, matches: (product, slug) => product.category === slug },
    stock: { values: STOCK_STATES, matches: (product, state) => stockStateOf(product) === state },
  },
})

const categoriesSpec: ListSpec<Category> = {
  searchIn: (category) => [category.title, category.slug, category.description],
  sortable: {
    title: (category) => category.title,
    products: (category) => category.products,
    earnings: (category) => category.earnings,
  },
  defaultSort: { sortBy: 'title', orderBy: 'asc' },
}

/** The list's stock switch: only whether it can be ordered. */
const inStockSchema = z.object({ inStock: z.boolean() })

const categoryOf = ({ ownerUid: _owner, removedAt: _removed, ...category }: ShopCategory) => category
const live = <T extends { removedAt?: string }>(record: T) => !record.removedAt
/**
 * Whether `id` names the record: its own id, or the template id it was copied from (`product-1`
 * for `<uid>:product-1`), so a link to a seeded product (the route table's sample) opens the
 * caller's copy of it.
 */
const names = (record: { id: string; ownerUid: string }, id: string) =>
  record.id === id || record.id === `${record.ownerUid}:${id}`
const REFUSED = 'catalog/invalid'
const invalid = (fields: Record<string, string>) => apiError(422, REFUSED, 'Some fields are not valid.', fields)
const missingProduct = () => apiError(404, 'catalog/no-product', 'There is no such product.')
const missingCategory = () => apiError(404, 'catalog/no-category', 'There is no such category.')

/**
 * `/api/ecommerce/products` and `/api/ecommerce/categories` (docs/product.md, "E-commerce:
 * products and categories"): the caller's workspace's catalogue, under their rules on `Ecommerce`.
 * A deleted product or category is flagged, not removed: orders keep finding what they sold, and
 * Undo clears the flag.
 */
export function catalogHandlers(backend: MockBackend) {
  const now = () => new Date(backend.now()).toISOString()
  const categoriesOf = (db: Database, uid: string) =>
    workspaceCollection<ShopCategory>(db, uid, todayOf(backend), { name: 'shopCategories' })

  /** Checks a product against the workspace: its SKU unique, its category and images its own. */
  async function checkProduct(db: Database, uid: string, input: ProductInput, self: string | null) {
    const [products, categories] = await Promise.all([
      db.collection<ShopProduct>('shopProducts').filter((product) => product.ownerUid === uid && live(product)),
      db.collection<ShopCategory>('shopCategories').filter((category) => category.ownerUid === uid && live(category)),
    ])
    const fields: Record<string, string> = {}
    const sku = input.sku.toLowerCase()
    if (products.some((product) => product.id !== self && productOf(product).sku.toLowerCase() === sku))
      fields.sku = 'taken'
    if (!categories.some((category) => category.slug === input.category)) fields.category = 'not-found'
    const images = await ownFiles(db, input.imageIds, uid, IMAGES)
    if (!images) fields.imageIds = 'not-found'
    return { fields, images: images ?? [] }
  }

  const sheetFrom = (input: ProductInput, images: Product['images']) => {
    const { imageIds: _ids, ...rest } = input
    return { ...rest, images }
  }

  /** Checks a category against the workspace: slug unique, parent one of its live categories, no loop. */
  function checkCategory(categories: readonly ShopCategory[], input: CategoryInput, self: ShopCategory | null) {
    const others = categories.filter((category) => live(category) && category.id !== self?.id)
    const fields: Record<string, string> = {}
    if (others.some((category) => category.slug === input.slug)) fields.slug = 'taken'
    if (input.parent !== null) {
      const bySlug = new Map(others.map((category) => [category.slug, category]))
      // Walk up from the parent: meeting this category again would make a loop.
      let at: string | null = input.parent
      for (let depth = 0; at !== null && depth < 20; depth += 1) {
        if (at === input.slug || at === self?.slug) {
          fields.parent = 'loop'
          break
        }
        const parent = bySlug.get(at)
        if (!parent) {
          fields.parent = 'not-found'
          break
        }
        at = parent.parent
      }
    }
    return fields
  }

  return [
    http.get(
      `${PRODUCTS}/stats`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ user }) => {
        const shop = await workspaceShop(backend.db, user.uid, todayOf(backend))
        return json(productStats(shop.products, shop.orders, todayOf(backend)))
      }),
    ),
    http.post(
      `${PRODUCTS}/images`,
      endpoint(backend, { can: ['create', 'Ecommerce'] }, async ({ request, user }) => {
        if (!(request.headers.get('content-type') ?? '').startsWith('image/'))
          return apiError(415, 'catalog/not-an-image', 'Add a picture: JPEG, PNG, WebP or GIF.')
        const kept = await keepUpload(backend.db, request, user.uid, IMAGES)
        return kept instanceof Response ? kept : json(kept, { status: 201 })
      }),
    ),
    http.get(
      `${PRODUCTS}/images/:id`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ params, user }) =>
        fileDownload(backend.db, String(params.id), user.uid, IMAGES),
      ),
    ),
    http.get(
      PRODUCTS,
      // The category filter takes the workspace's own categories: read once they are known.
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ request, user }) => {
        const categories = (await categoriesOf(backend.db, user.uid)).filter(live)
        const spec = productsSpec(categories.map((category) => category.slug))
        const parsed = parseListQuery(new URL(request.url), spec)
        if (!parsed.ok) return invalidListQuery(parsed.fields)
        const products = (await workspaceShop(backend.db, user.uid, todayOf(backend))).products
          .filter(live)
          .map(productOf)
        return json(queryList(products, parsed.query, spec))
      }),
    ),
    http.get(
      `${PRODUCTS}/:id`,
      endpoint(backend, { can: ['read', 'Ecommerce'] }, async ({ params, user }) => {
        const product = (await workspaceShop(backend.db, user.uid, todayOf(backend))).products.find(
          (each) => names(each, String(params.id)) && live(each),
        )
        return product ? json<Product>(productOf(product)) : missingProduct()
      }),
    ),
    http.post(
      PRODUCTS,
      endpoint(
        backend,
        { can: ['create', 'Ecommerce'], body: productInputSchema, refusedAs: REFUSED },
        async ({ user, body }) => {
          await categoriesOf(backend.db, user.uid)
          const outcome = await backend.db.transaction(async (db) => {
            const { fields, images } = await checkProduct(db, user.uid, body, null)
            if (Object.keys(fields).length > 0) return invalid(fields)
            return db.collection<ShopProduct>('shopProducts').insert({
              id: `${user.uid}:p-${crypto.randomUUID()}`,
              ownerUid: user.uid,
              ...sheetFrom(body, images),
            })
          })
          return outcome instanceof Response ? outcome : json(productOf(outcome), { status: 201 })
        },
      ),
    ),
    http.patch(
      `${PRODUCTS}/:id`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: productInputSchema, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          await categoriesOf(backend.db, user.uid)
          const outcome = await backend.db.transaction(async (db) => {
            const products = db.collection<ShopProduct>('shopProducts')
            const product =
              (await products.get(String(params.id))) ?? (await products.get(`${user.uid}:${String(params.id)}`))
            if (!product || product.ownerUid !== user.uid || !live(product)) return missingProduct()
            const { fields, images } = await checkProduct(db, user.uid, body, product.id)
            if (Object.keys(fields).length > 0) return invalid(fields)
            // A picture taken off the product is nobody's any more: its bytes go with it (an edit has no Undo).
            const files = db.collection('storedFiles')
            for (const dropped of product.images ?? [])
              if (!images.some((kept) => kept.id === dropped.id)) await files.remove(dropped.id)
            return (await products.update(product.id, sheetFrom(body, images)))!
          })
          return outcome instanceof Response ? outcome : json(productOf(outcome))
        },
      ),
    ),
    http.put(
      `${PRODUCTS}/:id/in-stock`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: inStockSchema, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          await workspaceShop(backend.db, user.uid, todayOf(backend))
          const outcome = await backend.db.transaction(async (db) => {
            const products = db.collection<ShopProduct>('shopProducts')
            const product = await products.get(String(params.id))
            if (!product || product.ownerUid !== user.uid || !live(product)) return missingProduct()
            return (await products.update(product.id, { inStock: body.inStock }))!
          })
          return outcome instanceof Response ? outcome : json(productOf(outcome))
        },
      ),
    ),
    http.delete(
      `${PRODUCTS}/:id`,
      endpoint(backend, { can: ['delete', 'Ecommerce'] }, async ({ params, user }) => {
        await workspaceShop(backend.db, user.uid, todayOf(backend))
        const outcome = await backend.db.transaction(async (db) => {
          const products = db.collection<ShopProduct>('shopProducts')
          const product = await products.get(String(params.id))
          if (!product || product.ownerUid !== user.uid || !live(product)) return missingProduct()
          return products.update(product.id, { removedAt: now() })
        })
        return outcome instanceof Response ? outcome : new Response(null, { status: 204 })
      }),
    ),
    http.post(
      `${PRODUCTS}/:id/restore`,
      endpoint(backend, { can: ['delete', 'Ecommerce'] }, async ({ params, user }) => {
        await workspaceShop(backend.db, user.uid, todayOf(backend))
        const outcome = await backend.db.transaction(async (db) => {
          const products = db.collection<ShopProduct>('shopProducts')
          const product = await products.get(String(params.id))
          if (!product || product.ownerUid !== user.uid) return missingProduct()
          if (live(product)) return product
          const sku = productOf(product).sku.toLowerCase()
          const taken = await products.find(
            (other) => other.ownerUid === user.uid && live(other) && productOf(other).sku.toLowerCase() === sku,
          )
          if (taken) return apiError(409, 'catalog/sku-taken', 'Another product has taken its SKU meanwhile.')
          return (await products.update(product.id, { removedAt: undefined }))!
        })
        return outcome instanceof Response ? outcome : json(productOf(outcome))
      }),
    ),

    http.get(
      CATEGORIES,
      endpoint(backend, { can: ['read', 'Ecommerce'], query: categoriesSpec }, async ({ user, query }) => {
        const categories = (await categoriesOf(backend.db, user.uid)).filter(live)
        const shop = await workspaceShop(backend.db, user.uid, todayOf(backend))
        const figures = categoryFigures(shop.products, shop.orders)
        const rows = categories.map((category): Category => ({
          ...categoryOf(category),
          ...(figures.get(category.slug) ?? { products: 0, earnings: 0 }),
        }))
        return json(queryList(rows, query, categoriesSpec))
      }),
    ),
    http.post(
      CATEGORIES,
      endpoint(
        backend,
        { can: ['create', 'Ecommerce'], body: categoryInputSchema, refusedAs: REFUSED },
        async ({ user, body }) => {
          await categoriesOf(backend.db, user.uid)
          const outcome = await backend.db.transaction(async (db) => {
            const collection = db.collection<ShopCategory>('shopCategories')
            const mine = await collection.ownedBy(user.uid)
            const fields = checkCategory(mine, body, null)
            if (Object.keys(fields).length > 0) return invalid(fields)
            return collection.insert({ id: `${user.uid}:c-${crypto.randomUUID()}`, ownerUid: user.uid, ...body })
          })
          return outcome instanceof Response
            ? outcome
            : json({ ...categoryOf(outcome), products: 0, earnings: 0 }, { status: 201 })
        },
      ),
    ),
    http.patch(
      `${CATEGORIES}/:id`,
      endpoint(
        backend,
        { can: ['update', 'Ecommerce'], body: categoryInputSchema, refusedAs: REFUSED },
        async ({ params, user, body }) => {
          await categoriesOf(backend.db, user.uid)
          const outcome = await backend.db.transaction(async (db) => {
            const collection = db.collection<ShopCategory>('shopCategories')
            const mine = await collection.ownedBy(user.uid)
            const category = mine.find((each) => each.id === String(params.id) && live(each))
            if (!category) return missingCategory()
            const fields = checkCategory(mine, body, category)
            if (Object.keys(fields).length > 0) return invalid(fields)
            if (body.slug !== category.slug) {
              // Products and sub-categories refer to the slug: they follow the rename.
              const products = db.collection<ShopProduct>('shopProducts')
              for (const product of await products.filter(
                (each) => each.ownerUid === user.uid && each.category === category.slug,
              ))
                await products.update(product.id, { category: body.slug })
              for (const child of mine.filter((each) => each.parent === category.slug))
                await collection.update(child.id, { parent: body.slug })
            }
            return (await collection.update(category.id, body))!
          })
          return outcome instanceof Response ? outcome : json(categoryOf(outcome))
        },
      ),
    ),
    http.delete(
      `${CATEGORIES}/:id`,
      endpoint(backend, { can: ['delete', 'Ecommerce'] }, async ({ params, user }) => {
        await categoriesOf(backend.db, user.uid)
        const outcome = await backend.db.transaction(async (db) => {
          const collection = db.collection<ShopCategory>('shopCategories')
          const category = await collection.get(String(params.id))
          if (!category || category.ownerUid !== user.uid || !live(category)) return missingCategory()
          const holds = await db
            .collection<ShopProduct>('shopProducts')
            .find((product) => product.ownerUid === user.uid && live(product) && product.category === category.slug)
          if (holds) return apiError(409, 'catalog/category-in-use', 'Move or delete its products first.')
          const child = await collection.find(
            (each) => each.ownerUid === user.uid && live(each) && each.parent === category.slug,
          )
          if (child) return apiError(409, 'catalog/category-has-children', 'Move or delete its sub-categories first.')
          return collection.update(category.id, { removedAt: now() })
        })
        return outcome instanceof Response ? outcome : new Response(null, { status: 204 })
      }),
    ),
    http.post(
      `${CATEGORIES}/:id/restore`,
      endpoint(backend, { can: ['delete', 'Ecommerce'] }, async ({ params, user }) => {
        await categoriesOf(backend.db, user.uid)
        const outcome = await backend.db.transaction(async (db) => {
          const collection = db.collection<ShopCategory>('shopCategories')
          const category = await collection.get(String(params.id))
          if (!category || category.ownerUid !== user.uid) return missingCategory()
          if (live(category)) return category
          const taken = await collection.find(
            (each) => each.ownerUid === user.uid && live(each) && each.slug === category.slug,
          )
          if (taken) return apiError(409, 'catalog/slug-taken', 'Another category has taken its slug meanwhile.')
          return (await collection.update(category.id, { removedAt: undefined }))!
        })
        return outcome instanceof Response ? outcome : json(categoryOf(outcome))
      }),
    ),
  ]
}
