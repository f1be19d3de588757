import { describe, expect, it } from 'vitest'
import { productInputSchema } from '@/domain/shop/catalog'
import {
  emptyProduct,
  productFormSchema,
  toInput,
  wordsOf,
  type ProductFormInput,
} from '@/features/ecommerce/products/productForm'

const typed = (fields: Partial<ProductFormInput> = {}): ProductFormInput => ({
  ...emptyProduct(),
  name: 'Cold brew concentrate, 1 l',
  sku: 'AUR-CBC-0001',
  price: 18.5,
  category: 'brewers',
  tags: 'cold brew, summer،iced',
  variants: [{ option: 'Size', values: '500 ml, 1 l,' }],
  ...fields,
})

describe('the product form (docs/product.md, "E-commerce: products and categories")', () => {
  it('sends what the backend takes: lists from commas (Arabic ones too), no discount as null', () => {
    const values = productFormSchema.parse(typed())
    const input = toInput(values, { type: 'doc', content: [] }, [], false)
    expect(input).toMatchObject({
      tags: ['cold brew', 'summer', 'iced'],
      variants: [{ option: 'Size', values: ['500 ml', '1 l'] }],
      discountPrice: null,
      status: 'inactive',
      imageIds: [],
    })
    expect(productInputSchema.safeParse(input).success).toBe(true)
    expect(toInput(values, { type: 'doc', content: [] }, [], true).status).toBe('published')
  })

  it('refuses a discount at the base price, an option without values, and too many tags', () => {
    expect(productFormSchema.safeParse(typed({ discountPrice: 18.5 })).success).toBe(false)
    expect(productFormSchema.safeParse(typed({ variants: [{ option: 'Size', values: ' , ' }] })).success).toBe(false)
    expect(
      productFormSchema.safeParse(typed({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') })).success,
    ).toBe(false)
    expect(wordsOf(' a ,, b ')).toEqual(['a', 'b'])
  })
})
