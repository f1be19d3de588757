import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { Drawer } from '@/components/drawer'
import { Form, formMessage, InputField, SelectField, SubmitButton, TextAreaField, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import {
  CATEGORY_ICONS,
  PRODUCT_STATUSES,
  slugify,
  type Category,
  type CategoryIcon,
  type CategoryInput,
} from '@/domain/shop/catalog'
import { allCategoriesQuery, useCreateCategory, useUpdateCategory } from './api'
import { REFUSALS, SERVER_MESSAGES, STATUS_LABELS } from './labels'

/** The parent choice meaning "at the top": no slug can be a lone dash. */
const TOP = '-'

const schema = z.object({
  title: z.string().trim().min(1).max(60),
  slug: z
    .string()
    .trim()
    .max(60)
    .regex(/^([\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*)?$/u, {
      error: formMessage(msg`Use lower-case letters and digits joined by dashes.`),
    }),
  description: z.string().trim().max(300),
  parent: z.string().min(1),
  status: z.enum(PRODUCT_STATUSES),
  icon: z.enum(CATEGORY_ICONS),
})
type Values = z.output<typeof schema>

const ICON_LABELS: Record<CategoryIcon, ReturnType<typeof msg>> = {
  beans: msg`Coffee beans`,
  cup: msg`Cup`,
  tool: msg`Tool`,
  box: msg`Box`,
  leaf: msg`Leaf`,
}

const toInput = (values: Values): CategoryInput => ({
  ...values,
  slug: values.slug || slugify(values.title),
  parent: values.parent === TOP ? null : values.parent,
})

/** Adds a category, or edits one: title, slug, description, parent, status and icon. */
export function CategoryDrawer({ editing, onClose }: { editing: Category | 'new' | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Drawer
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing === 'new' ? t`Add category` : t`Edit category`}
      description={t`Products are filed under a category by its slug.`}
    >
      {editing !== null && (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          onDone={onClose}
        />
      )}
    </Drawer>
  )
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const create = useCreateCategory()
  const update = useUpdateCategory(category?.id ?? '')
  const all = useQuery(allCategoriesQuery())
  const form = useZodForm(schema, {
    defaultValues: {
      title: category?.title ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      parent: category?.parent ?? TOP,
      status: category?.status ?? 'published',
      icon: category?.icon ?? 'box',
    },
  })
  const parents = [
    { value: TOP, label: t`None (top level)` },
    ...(all.data ?? [])
      .filter((each) => each.id !== category?.id)
      .map((each) => ({ value: each.slug, label: each.title })),
  ]
  return (
    <Form
      form={form}
      aria-label={category ? t`Edit category` : t`Add category`}
      serverMessages={SERVER_MESSAGES}
      serverRefusals={REFUSALS}
      onSubmit={async (values, { idempotencyKey }) => {
        const saved = category
          ? await update.mutateAsync(toInput(values))
          : await create.mutateAsync({ input: toInput(values), idempotencyKey })
        notify.success(category ? t`Category “${saved.title}” saved` : t`Category “${saved.title}” added`)
        onDone()
      }}
    >
      <InputField control={form.control} name="title" label={t`Title`} required />
      <InputField control={form.control} name="slug" label={t`Slug`} hint={t`Leave empty to make it from the title`} />
      <TextAreaField control={form.control} name="description" label={t`Description`} />
      <SelectField control={form.control} name="parent" label={t`Parent category`} options={parents} required />
      <SelectField
        control={form.control}
        name="status"
        label={t`Status`}
        options={PRODUCT_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
        required
      />
      <SelectField
        control={form.control}
        name="icon"
        label={t`Icon`}
        options={CATEGORY_ICONS.map((value) => ({ value, label: i18n._(ICON_LABELS[value]) }))}
        required
      />
      <SubmitButton>{category ? t`Save category` : t`Add category`}</SubmitButton>
    </Form>
  )
}
