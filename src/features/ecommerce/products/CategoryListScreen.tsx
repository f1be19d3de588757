import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { DataTable, useConfirmDelete, useListQuery, type DataColumn } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { apiErrorMessage } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { notify, toastUndo } from '@/components/toast'
import { ApiError } from '@/lib/apiClient'
import type { Category } from '@/domain/shop/catalog'
import { SHOP_CURRENCY } from '@/domain/shop/model'
import { categoriesQuery, useDeleteCategory, useRestoreCategory } from './api'
import { CategoryDrawer } from './CategoryDrawer'
import { ProductImage } from './ProductImage'

function Figure({ value, money = false }: { value: number; money?: boolean }) {
  const format = useFormat()
  return <>{money ? format.money(value, SHOP_CURRENCY) : format.number(value)}</>
}

const COLUMNS: DataColumn<Category>[] = [
  {
    id: 'title',
    header: <Trans>Category</Trans>,
    rowHeader: true,
    sortable: true,
    cell: (category) => (
      <Flex align="center" gap="3">
        <ProductImage icon={category.icon} />
        <Flex direction="column">
          <bdi>{category.title}</bdi>
          <Text size="1" color="gray" className="category-description">
            {category.description}
          </Text>
        </Flex>
      </Flex>
    ),
  },
  {
    id: 'products',
    header: <Trans>Total products</Trans>,
    sortable: true,
    align: 'end',
    cell: (category) => <Figure value={category.products} />,
  },
  {
    id: 'earnings',
    header: <Trans>Total earnings</Trans>,
    sortable: true,
    align: 'end',
    cell: (category) => <Figure value={category.earnings} money />,
  },
]

/** /apps/ecommerce/product/category-list: the shop's categories with what they hold and earned; add and edit in a drawer. */
export default function CategoryListScreen() {
  const { t, i18n } = useLingui()
  const list = useListQuery({
    sortable: ['title', 'products', 'earnings'],
    defaults: { sortBy: 'title', orderBy: 'asc' },
  })
  const result = useQuery(categoriesQuery(list.query))
  // null: closed; 'new': adding; a category: editing it.
  const [editing, setEditing] = useState<Category | 'new' | null>(null)
  const confirmRemove = useConfirmDelete<Category>({
    title: (row) => t`Delete category “${row.title}”?`,
    description: t`Only a category without products can go. You can undo it for a few seconds.`,
    onConfirm: (row) => confirmDelete(row),
  })
  const remove = useDeleteCategory()
  const restore = useRestoreCategory()
  const refusals = useMemo(
    () => ({
      'catalog/category-in-use': t`Move or delete its products first.`,
      'catalog/category-has-children': t`Move or delete its sub-categories first.`,
    }),
    [t],
  )

  const confirmDelete = (category: Category) =>
    remove.mutate(category.id, {
      onSuccess: () =>
        toastUndo({
          message: t`Category “${category.title}” deleted`,
          onUndo: () =>
            restore.mutate(category.id, {
              onError: (error) => notify.error(i18n._(apiErrorMessage(error))),
            }),
        }),
      onError: (error) => {
        const known = error instanceof ApiError ? refusals[error.code as keyof typeof refusals] : undefined
        notify.error(known ?? i18n._(apiErrorMessage(error)))
      },
    })

  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <IconPlus size={16} aria-hidden />
      <Trans>Add category</Trans>
    </Button>
  )

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Categories</Trans>
      </Heading>
      <DataTable
        caption={t`Categories`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(category) => category.id}
        rowLabel={(category) => category.title}
        search={{ label: t`Search categories` }}
        rowActions={(category) => [
          { label: t`Edit`, icon: IconPencil, onSelect: () => setEditing(category) },
          confirmRemove.action(category),
        ]}
        toolbarEnd={addButton}
        empty={
          <EmptyState
            title={t`No categories yet`}
            description={t`Categories sort the catalogue for customers and for the figures.`}
            action={addButton}
          />
        }
      />
      <CategoryDrawer editing={editing} onClose={() => setEditing(null)} />
      {confirmRemove.dialog}
    </Flex>
  )
}
