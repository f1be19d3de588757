import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { ErrorState } from '@/components/feedback'
import { notify } from '@/components/toast'
import type { Product } from '@/domain/shop/catalog'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { productQuery, useCreateProduct, useUpdateProduct } from './api'
import { ProductForm } from './ProductForm'
import { emptyProduct, fromProduct } from './productForm'

/** After a save, as the invoices app does: say so, then back to the list, where the product now is. */
function useSaved() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  return (product: Product, published: boolean) => {
    notify.success(published ? t`“${product.name}” is published` : t`“${product.name}” saved`)
    navigate(pathOf('ecommerce-product-list'))
  }
}

/**
 * /apps/ecommerce/product/add and /apps/ecommerce/product/edit/:id (docs/product.md, "E-commerce:
 * products and categories"): the same form, empty or filled with the product.
 */
export default function ProductFormScreen({ params, route }: ScreenProps) {
  return route === 'ecommerce-product-edit' ? <EditProduct id={params.id ?? ''} /> : <AddProduct />
}

function AddProduct() {
  const create = useCreateProduct()
  const saved = useSaved()
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Add a product</Trans>
      </Heading>
      <ProductForm
        initial={emptyProduct()}
        onSubmit={(input, { idempotencyKey }) => create.mutateAsync({ input, idempotencyKey })}
        onSaved={saved}
      />
    </Flex>
  )
}

function EditProduct({ id }: { id: string }) {
  const product = useQuery(productQuery(id))
  const update = useUpdateProduct(id)
  const saved = useSaved()
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        {product.data ? <Trans>Edit “{product.data.name}”</Trans> : <Trans>Edit product</Trans>}
      </Heading>
      {product.error ? (
        <ErrorState error={product.error} onRetry={() => void product.refetch()} />
      ) : !product.data ? (
        <Flex align="center" gap="2">
          <Spinner />
          <Text>
            <Trans>Loading the product…</Trans>
          </Text>
        </Flex>
      ) : (
        <ProductForm
          // A fresh form when another product opens in the same screen.
          key={product.data.id}
          initial={fromProduct(product.data)}
          description={product.data.description}
          images={product.data.images}
          onSubmit={(input) => update.mutateAsync(input)}
          onSaved={saved}
        />
      )}
    </Flex>
  )
}
