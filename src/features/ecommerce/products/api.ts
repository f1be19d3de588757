import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useResourceMutation } from '@/components/mutation'
import type { FileRef } from '@/domain/files'
import { listQueryToParams, type ListPage, type ListQuery } from '@/domain/list'
import type { Category, CategoryInput, Product, ProductInput, ProductStats } from '@/domain/shop/catalog'
import { api } from '@/runtime/api'

/**
 * The shop's resource: the mock announces changes to products and categories under it, and a
 * product's change moves the dashboards' figures too.
 */
const RESOURCE = 'shop'
const BASE = '/ecommerce'

export type ProductFilter = 'status' | 'category' | 'stock'

export const productsQuery = (query: ListQuery<ProductFilter>) =>
  queryOptions({
    queryKey: [RESOURCE, 'catalog', 'products', query] as const,
    queryFn: () => api.get<ListPage<Product>>(`${BASE}/products?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

export const productStatsQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'catalog', 'stats'] as const,
    queryFn: () => api.get<ProductStats>(`${BASE}/products/stats`),
  })

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [RESOURCE, 'catalog', 'product', id] as const,
    queryFn: () => api.get<Product>(`${BASE}/products/${encodeURIComponent(id)}`),
  })

export const categoriesQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [RESOURCE, 'catalog', 'categories', query] as const,
    queryFn: () => api.get<ListPage<Category>>(`${BASE}/categories?${listQueryToParams(query)}`),
    placeholderData: keepPreviousData,
  })

/** Every category, by title: for choosing one and for naming a product's. */
export const allCategoriesQuery = () =>
  queryOptions({
    queryKey: [RESOURCE, 'catalog', 'categories', 'all'] as const,
    queryFn: async () => (await api.get<ListPage<Category>>(`${BASE}/categories?itemsPerPage=-1`)).items,
  })

/** A product image's bytes; kept while the image is on screen. */
export const useProductImage = (file: FileRef | undefined) =>
  useQuery({
    queryKey: [RESOURCE, 'catalog', 'image', file?.id] as const,
    queryFn: () => api.blob(`${BASE}/products/images/${encodeURIComponent(file!.id)}`),
    enabled: file !== undefined,
    staleTime: Infinity,
  })

export const downloadImage = (file: FileRef) => api.blob(`${BASE}/products/images/${encodeURIComponent(file.id)}`)
export const uploadImage = (file: File) =>
  api.post<FileRef>(`${BASE}/products/images?name=${encodeURIComponent(file.name)}`, file)

const product = (id: string, rest = '') => `${BASE}/products/${encodeURIComponent(id)}${rest}`
const category = (id: string, rest = '') => `${BASE}/categories/${encodeURIComponent(id)}${rest}`

/** Creates carry their form submission's idempotency key: a double click or a retry creates once. */
export const useCreateProduct = () =>
  useResourceMutation(RESOURCE, ({ input, idempotencyKey }: { input: ProductInput; idempotencyKey: string }) =>
    api.post<Product>(`${BASE}/products`, input, { idempotencyKey }),
  )
export const useUpdateProduct = (id: string) =>
  useResourceMutation(RESOURCE, (input: ProductInput) => api.patch<Product>(product(id), input))
export const useSetInStock = () =>
  useResourceMutation(RESOURCE, ({ id, inStock }: { id: string; inStock: boolean }) =>
    api.put<Product>(product(id, '/in-stock'), { inStock }),
  )
export const useDeleteProduct = () => useResourceMutation(RESOURCE, (id: string) => api.delete<void>(product(id)))
export const useRestoreProduct = () =>
  useResourceMutation(RESOURCE, (id: string) => api.post<Product>(product(id, '/restore')))

export const useCreateCategory = () =>
  useResourceMutation(RESOURCE, ({ input, idempotencyKey }: { input: CategoryInput; idempotencyKey: string }) =>
    api.post<Category>(`${BASE}/categories`, input, { idempotencyKey }),
  )
export const useUpdateCategory = (id: string) =>
  useResourceMutation(RESOURCE, (input: CategoryInput) => api.patch<Category>(category(id), input))
export const useDeleteCategory = () => useResourceMutation(RESOURCE, (id: string) => api.delete<void>(category(id)))
export const useRestoreCategory = () =>
  useResourceMutation(RESOURCE, (id: string) => api.post<Category>(category(id, '/restore')))
