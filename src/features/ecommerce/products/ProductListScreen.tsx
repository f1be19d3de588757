import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Grid, Heading, Switch, Text } from '@radix-ui/themes'
import { IconCash, IconDiscount, IconPackageOff, IconPencil, IconPlus, IconShare } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { Link } from 'wouter'
import { DataTable, useConfirmDelete, useListQuery, type DataColumn } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { useFormat } from '@/components/format'
import { StatCard } from '@/components/stat-card'
import { StatusBadge } from '@/components/status-badge'
import { notify, toastUndo } from '@/components/toast'
import { PRODUCT_STATUSES, stockStateOf, STOCK_STATES, type Category, type Product } from '@/domain/shop/catalog'
import { SHOP_CURRENCY } from '@/domain/shop/model'
import { hrefOf, pathOf } from '@/routes/match'
import {
  allCategoriesQuery,
  productStatsQuery,
  productsQuery,
  useDeleteProduct,
  useRestoreProduct,
  useSetInStock,
  type ProductFilter,
} from './api'
import { STATUS_LABELS, STATUS_TONES, STOCK_LABELS } from './labels'
import { ProductImage } from './ProductImage'

function Price({ product }: { product: Product }) {
  const format = useFormat()
  return product.discountPrice === null ? (
    <>{format.money(product.price, SHOP_CURRENCY)}</>
  ) : (
    <Flex direction="column" align="end">
      <Text>{format.money(product.discountPrice, SHOP_CURRENCY)}</Text>
      <Text size="1" color="gray">
        <s>{format.money(product.price, SHOP_CURRENCY)}</s>
      </Text>
    </Flex>
  )
}

function Quantity({ value }: { value: number }) {
  return <>{useFormat().number(value)}</>
}

function useColumns(
  categories: ReadonlyMap<string, Category>,
  onStock: (product: Product, inStock: boolean) => void,
): DataColumn<Product>[] {
  const { t, i18n } = useLingui()
  return useMemo(
    () => [
      {
        id: 'name',
        header: <Trans>Product</Trans>,
        rowHeader: true,
        sortable: true,
        cell: (product) => (
          <Flex align="center" gap="3">
            <ProductImage file={product.images[0]} icon={categories.get(product.category)?.icon} />
            <Flex direction="column">
              <Link href={hrefOf('ecommerce-product-edit', { id: product.id })}>
                <bdi>{product.name}</bdi>
              </Link>
              <Text size="1" color="gray">
                <bdi>{product.brand}</bdi>
              </Text>
            </Flex>
          </Flex>
        ),
      },
      {
        id: 'category',
        header: <Trans>Category</Trans>,
        sortable: true,
        cell: (product) => <bdi>{categories.get(product.category)?.title ?? product.category}</bdi>,
      },
      {
        id: 'stock',
        header: <Trans>Stock</Trans>,
        cell: (product) => (
          <Flex align="center" gap="2">
            <Switch
              size="1"
              checked={product.inStock}
              onCheckedChange={(inStock) => onStock(product, inStock)}
              aria-label={t`${product.name} can be ordered`}
            />
            <Text size="1" color={product.inStock ? undefined : 'red'}>
              {i18n._(STOCK_LABELS[stockStateOf(product)])}
            </Text>
          </Flex>
        ),
      },
      { id: 'sku', header: <Trans>SKU</Trans>, sortable: true, cell: (product) => <bdi>{product.sku}</bdi> },
      {
        id: 'price',
        header: <Trans>Price</Trans>,
        sortable: true,
        align: 'end',
        cell: (product) => <Price product={product} />,
      },
      {
        id: 'qty',
        header: <Trans>Quantity</Trans>,
        align: 'end',
        cell: (product) => <Quantity value={product.stock} />,
      },
      {
        id: 'status',
        header: <Trans>Status</Trans>,
        sortable: true,
        cell: (product) => (
          <StatusBadge tone={STATUS_TONES[product.status]}>{i18n._(STATUS_LABELS[product.status])}</StatusBadge>
        ),
      },
    ],
    [categories, onStock, t, i18n],
  )
}

/** /apps/ecommerce/product/list: the shop's figures, then its products, searched, filtered and paged by the backend. */
export default function ProductListScreen() {
  const { t, i18n } = useLingui()
  const list = useListQuery<ProductFilter>({
    filters: ['status', 'category', 'stock'],
    sortable: ['name', 'category', 'sku', 'price', 'status'],
    defaults: { sortBy: 'name', orderBy: 'asc', itemsPerPage: 10 },
  })
  const result = useQuery(productsQuery(list.query))
  const categories = useQuery(allCategoriesQuery())
  const bySlug = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.slug, category])),
    [categories.data],
  )
  const confirmRemove = useConfirmDelete<Product>({
    title: (row) => t`Delete “${row.name}”?`,
    description: t`It leaves the catalogue at once; past orders keep it. You can undo it for a few seconds.`,
    onConfirm: (row) => confirmDelete(row),
  })
  const remove = useDeleteProduct()
  const restore = useRestoreProduct()
  const setInStock = useSetInStock()
  const { mutate: changeStock } = setInStock
  const onStock = useCallback(
    (product: Product, inStock: boolean) =>
      changeStock(
        { id: product.id, inStock },
        { onError: () => notify.error(t`The stock of “${product.name}” could not be changed. Try again.`) },
      ),
    [changeStock, t],
  )
  const columns = useColumns(bySlug, onStock)

  const confirmDelete = (product: Product) =>
    remove.mutate(product.id, {
      onSuccess: () =>
        toastUndo({
          message: t`“${product.name}” deleted`,
          onUndo: () =>
            restore.mutate(product.id, {
              onError: () => notify.error(t`“${product.name}” could not be restored.`),
            }),
        }),
      onError: () => notify.error(t`The product could not be deleted. Try again.`),
    })

  const addButton = (
    <Button asChild>
      <Link href={pathOf('ecommerce-product-add')}>
        <IconPlus size={16} aria-hidden />
        <Trans>Add product</Trans>
      </Link>
    </Button>
  )

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Products</Trans>
      </Heading>
      <ProductStatsCards />
      <DataTable
        caption={t`Products`}
        columns={columns}
        list={list}
        result={result}
        getRowId={(product) => product.id}
        rowLabel={(product) => product.name}
        search={{ label: t`Search products`, placeholder: t`Name, brand or SKU` }}
        filters={[
          {
            name: 'status',
            label: t`Status`,
            options: PRODUCT_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) })),
          },
          {
            name: 'category',
            label: t`Category`,
            options: (categories.data ?? []).map((category) => ({ value: category.slug, label: category.title })),
          },
          {
            name: 'stock',
            label: t`Stock`,
            options: STOCK_STATES.map((value) => ({ value, label: i18n._(STOCK_LABELS[value]) })),
          },
        ]}
        rowActions={(product) => [
          { label: t`Edit`, icon: IconPencil, href: hrefOf('ecommerce-product-edit', { id: product.id }) },
          confirmRemove.action(product),
        ]}
        toolbarEnd={addButton}
        empty={
          <EmptyState
            title={t`No products yet`}
            description={t`Add the first bag of beans or brewer you sell.`}
            action={addButton}
          />
        }
      />
      {confirmRemove.dialog}
    </Flex>
  )
}

function ProductStatsCards() {
  const { t } = useLingui()
  const format = useFormat()
  const stats = useQuery(productStatsQuery())
  const value = (show: (data: NonNullable<typeof stats.data>) => string) => (stats.data ? show(stats.data) : '…')
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4" aria-busy={stats.isPending}>
      <StatCard
        label={t`Sales, last 30 days`}
        value={value((data) => format.money(data.sales, SHOP_CURRENCY))}
        icon={IconCash}
        footer={stats.data && t`${format.number(stats.data.unitsSold)} units sold`}
      />
      <StatCard
        label={t`Referral sales, last 30 days`}
        value={value((data) => format.money(data.referralSales, SHOP_CURRENCY))}
        icon={IconShare}
        tone="info"
      />
      <StatCard
        label={t`Products on sale`}
        value={value((data) => format.number(data.discounted))}
        icon={IconDiscount}
        tone="warning"
        footer={stats.data && t`${format.percent(stats.data.averageDiscount)} off on average`}
      />
      <StatCard
        label={t`Out of stock`}
        value={value((data) => format.number(data.outOfStock))}
        icon={IconPackageOff}
        tone="danger"
        footer={stats.data && t`${format.number(stats.data.lowStock)} running low`}
      />
    </Grid>
  )
}
