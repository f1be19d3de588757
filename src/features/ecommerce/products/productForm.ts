import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { formMessage } from '@/components/form'
import {
  DELIVERY_AREAS,
  MAX_PRICE,
  MAX_TAGS,
  MAX_VARIANTS,
  PRODUCT_ID_TYPES,
  PRODUCT_STATUSES,
  SHIPPING_MODES,
  type Product,
  type ProductInput,
} from '@/domain/shop/catalog'
import type { FileRef } from '@/domain/files'
import type { RichText } from '@/domain/richText'

const inCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
const euros = z
  .number()
  .positive()
  .max(MAX_PRICE)
  .refine(inCents, { error: formMessage(msg`Enter an amount in whole cents.`) })

/** Comma-separated words, as a list: empty pieces dropped. */
export const wordsOf = (text: string) =>
  text
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter(Boolean)

/** The product form as typed: lists as comma-separated text, amounts in euros. */
export const productFormSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    sku: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9._-]+$/, { error: formMessage(msg`Use letters, digits, dots, dashes or underscores.`) }),
    barcode: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9]*$/, { error: formMessage(msg`A barcode is digits only.`) }),
    brand: z.string().trim().max(80),
    variants: z
      .array(
        z.object({
          option: z.string().trim().min(1).max(40),
          values: z
            .string()
            .refine((text) => wordsOf(text).length > 0, { error: formMessage(msg`Give at least one value.`) }),
        }),
      )
      .max(MAX_VARIANTS),
    inventory: z.object({
      restockQuantity: z.number().int().min(0).max(100_000),
      shipping: z.enum(SHIPPING_MODES),
      delivery: z.enum(DELIVERY_AREAS),
      fragile: z.boolean(),
      biodegradable: z.boolean(),
      chilled: z.boolean(),
      bestBefore: z.iso.date().nullable(),
      idType: z.enum(PRODUCT_ID_TYPES),
    }),
    price: euros,
    discountPrice: euros.optional(),
    taxable: z.boolean(),
    inStock: z.boolean(),
    stock: z.number().int().min(0).max(1_000_000),
    vendor: z.string().trim().max(80),
    category: z.string().min(1),
    collection: z.string().trim().max(80),
    status: z.enum(PRODUCT_STATUSES),
    tags: z
      .string()
      .refine((text) => wordsOf(text).length <= MAX_TAGS, { error: formMessage(msg`Use at most ten tags.`) }),
  })
  .refine((values) => values.discountPrice === undefined || values.discountPrice < values.price, {
    path: ['discountPrice'],
    error: formMessage(msg`The discounted price must be below the base price.`),
  })

export type ProductFormInput = z.input<typeof productFormSchema>
export type ProductFormValues = z.output<typeof productFormSchema>

export const EMPTY_DOC: RichText = { type: 'doc', content: [] }

export const emptyProduct = (): ProductFormInput => ({
  name: '',
  sku: '',
  barcode: '',
  brand: '',
  variants: [],
  inventory: {
    restockQuantity: 0,
    shipping: 'shop',
    delivery: 'europe',
    fragile: false,
    biodegradable: false,
    chilled: false,
    bestBefore: null,
    idType: 'ean',
  },
  price: undefined as unknown as number,
  discountPrice: undefined,
  taxable: true,
  inStock: true,
  stock: 0,
  vendor: '',
  category: '',
  collection: '',
  // Saved without publishing, a new product stays off the shop until someone publishes it.
  status: 'inactive',
  tags: '',
})

export function fromProduct(product: Product): ProductFormInput {
  return {
    name: product.name,
    sku: product.sku,
    barcode: product.barcode,
    brand: product.brand,
    variants: product.variants.map((variant) => ({ option: variant.option, values: variant.values.join(', ') })),
    inventory: { ...product.inventory },
    price: product.price,
    discountPrice: product.discountPrice ?? undefined,
    taxable: product.taxable,
    inStock: product.inStock,
    stock: product.stock,
    vendor: product.vendor,
    category: product.category,
    collection: product.collection,
    status: product.status,
    tags: product.tags.join(', '),
  }
}

export function toInput(
  values: ProductFormValues,
  description: RichText,
  images: readonly FileRef[],
  publish: boolean,
): ProductInput {
  return {
    ...values,
    description,
    imageIds: images.map((image) => image.id),
    variants: values.variants.map((variant) => ({ option: variant.option, values: wordsOf(variant.values) })),
    discountPrice: values.discountPrice ?? null,
    status: publish ? 'published' : values.status,
    tags: wordsOf(values.tags),
  }
}
