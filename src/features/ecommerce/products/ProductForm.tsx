import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Card, Flex, Grid, Heading, Tabs, Text } from '@radix-ui/themes'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type ReactNode } from 'react'
import { useFieldArray } from 'react-hook-form'
import { AttachmentList, FileDropZone, useUploadError } from '@/components/attachments'
import { DateField } from '@/components/date'
import {
  CheckboxField,
  Form,
  InputField,
  MoneyField,
  NumberField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  SwitchField,
  useZodForm,
} from '@/components/form'
import { RichTextEditor } from '@/components/rich-text'
import { notify } from '@/components/toast'
import type { FileRef } from '@/domain/files'
import type { RichText } from '@/domain/richText'
import {
  DELIVERY_AREAS,
  MAX_PRODUCT_IMAGES,
  MAX_VARIANTS,
  PRODUCT_ID_TYPES,
  PRODUCT_STATUSES,
  SHIPPING_MODES,
  type Product,
  type ProductInput,
} from '@/domain/shop/catalog'
import { SHOP_CURRENCY } from '@/domain/shop/model'
import { allCategoriesQuery, downloadImage, uploadImage } from './api'
import { DELIVERY_LABELS, ID_TYPE_LABELS, REFUSALS, SERVER_MESSAGES, SHIPPING_LABELS, STATUS_LABELS } from './labels'
import { productFormSchema, toInput, EMPTY_DOC, type ProductFormInput } from './productForm'
import { ProductImage } from './ProductImage'
import './products.css'

interface ProductFormProps {
  initial: ProductFormInput
  description?: RichText
  images?: FileRef[]
  /** `idempotencyKey` is the submission's: a create sends it, the same on every try. */
  onSubmit: (input: ProductInput, submission: { idempotencyKey: string }) => Promise<Product>
  onSaved: (product: Product, published: boolean) => void
}

const INVENTORY_TABS = ['restock', 'shipping', 'delivery', 'attributes', 'advanced'] as const
type InventoryTab = (typeof INVENTORY_TABS)[number]

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card size="2" asChild>
      <section>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {title}
          </Heading>
          {children}
        </Flex>
      </section>
    </Card>
  )
}

/**
 * The add / edit form (docs/product.md, "E-commerce: products and categories"). "Save" keeps the
 * status chosen under Organize; "Publish" saves it published. A refusal keeps everything typed,
 * the description and the images included.
 */
export function ProductForm({
  initial,
  description: initialDoc,
  images: initialImages,
  onSubmit,
  onSaved,
}: ProductFormProps) {
  const { t, i18n } = useLingui()
  const uploadError = useUploadError()
  const form = useZodForm(productFormSchema, { defaultValues: initial })
  const variants = useFieldArray({ control: form.control, name: 'variants' })
  const categories = useQuery(allCategoriesQuery())
  const [description, setDescription] = useState<RichText>(initialDoc ?? EMPTY_DOC)
  const [images, setImages] = useState<FileRef[]>(initialImages ?? [])
  const [uploading, setUploading] = useState(0)
  const [tab, setTab] = useState<InventoryTab>('restock')
  // Which button sent the form: its click runs before the submission it starts.
  const publishing = useRef(false)

  const addImages = async (files: File[]) => {
    setUploading((count) => count + files.length)
    for (const file of files) {
      try {
        const kept = await uploadImage(file)
        setImages((current) => [...current, kept])
      } catch (error) {
        notify.error(uploadError(error, file.name))
      } finally {
        setUploading((count) => count - 1)
      }
    }
  }

  const tabLabels: Record<InventoryTab, string> = {
    restock: t`Restock`,
    shipping: t`Shipping`,
    delivery: t`Global delivery`,
    attributes: t`Attributes`,
    advanced: t`Advanced`,
  }
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.slug, label: category.title }))
  if (initial.category && !categoryOptions.some((option) => option.value === initial.category))
    categoryOptions.unshift({ value: initial.category, label: initial.category })

  return (
    <Form
      form={form}
      aria-label={t`Product`}
      serverMessages={SERVER_MESSAGES}
      serverRefusals={REFUSALS}
      onSubmit={async (values, submission) => {
        const publish = publishing.current
        onSaved(await onSubmit(toInput(values, description, images, publish), submission), publish)
      }}
    >
      <Grid columns={{ initial: '1', md: '3' }} gap="4" align="start">
        <Flex direction="column" gap="4" gridColumn={{ md: 'span 2' }}>
          <Section title={<Trans>Product information</Trans>}>
            <InputField control={form.control} name="name" label={t`Name`} required />
            <Grid columns={{ initial: '1', sm: '2' }} gap="3">
              <InputField control={form.control} name="sku" label={t`SKU`} required />
              <InputField control={form.control} name="barcode" label={t`Barcode`} inputMode="numeric" />
            </Grid>
            <InputField control={form.control} name="brand" label={t`Brand`} />
            <Flex direction="column" gap="1">
              {/* Shown like the other fields' labels; the editor is named by its own aria-label. */}
              <Text size="2" weight="medium" aria-hidden="true">
                {t`Description`}
              </Text>
              <RichTextEditor label={t`Description`} initial={initialDoc} onChange={setDescription} minHeight="8rem" />
            </Flex>
          </Section>

          <Section title={<Trans>Images</Trans>}>
            {images.length > 0 && (
              <ul className="product-thumbs" aria-label={t`Product images`}>
                {images.map((image) => (
                  <li key={image.id}>
                    <ProductImage file={image} size={72} alt={image.fileName} />
                  </li>
                ))}
              </ul>
            )}
            <AttachmentList
              files={images}
              download={downloadImage}
              onRemove={(image) => setImages((current) => current.filter((each) => each.id !== image.id))}
            />
            <FileDropZone
              onFiles={(files) => void addImages(files)}
              room={MAX_PRODUCT_IMAGES - images.length}
              busy={uploading > 0}
            />
          </Section>

          <Section title={<Trans>Variants</Trans>}>
            {variants.fields.length === 0 && (
              <Text color="gray" size="2">
                <Trans>No variants: the product is sold as it is.</Trans>
              </Text>
            )}
            {variants.fields.map((field, index) => (
              <fieldset key={field.id} className="product-variant">
                <legend className="product-variant__legend">
                  <Trans>Variant {index + 1}</Trans>
                </legend>
                <Grid columns={{ initial: '1', sm: '5' }} gap="3" align="end">
                  <Box gridColumn={{ sm: 'span 2' }}>
                    <InputField control={form.control} name={`variants.${index}.option`} label={t`Option`} required />
                  </Box>
                  <Box gridColumn={{ sm: 'span 2' }}>
                    <InputField
                      control={form.control}
                      name={`variants.${index}.values`}
                      label={t`Values`}
                      hint={t`Separated by commas`}
                      required
                    />
                  </Box>
                  <Button
                    type="button"
                    variant="soft"
                    color="red"
                    onClick={() => variants.remove(index)}
                    aria-label={t`Remove variant ${index + 1}`}
                  >
                    <IconTrash size={16} aria-hidden />
                  </Button>
                </Grid>
              </fieldset>
            ))}
            <Box>
              <Button
                type="button"
                variant="soft"
                disabled={variants.fields.length >= MAX_VARIANTS}
                onClick={() => variants.append({ option: '', values: '' })}
              >
                <IconPlus size={16} aria-hidden />
                <Trans>Add another option</Trans>
              </Button>
            </Box>
          </Section>

          <Section title={<Trans>Inventory</Trans>}>
            <Tabs.Root value={tab} onValueChange={(value) => setTab(value as InventoryTab)}>
              <Tabs.List wrap="wrap">
                {INVENTORY_TABS.map((value) => (
                  <Tabs.Trigger key={value} value={value}>
                    {tabLabels[value]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {/* Mounted while hidden: their fields keep validating and can take the focus. */}
              <Box pt="3">
                <Tabs.Content value="restock" forceMount hidden={tab !== 'restock'}>
                  <Grid columns={{ initial: '1', sm: '2' }} gap="3">
                    <NumberField
                      control={form.control}
                      name="stock"
                      label={t`Units on hand`}
                      maximumFractionDigits={0}
                      required
                    />
                    <NumberField
                      control={form.control}
                      name="inventory.restockQuantity"
                      label={t`Units per restock`}
                      maximumFractionDigits={0}
                    />
                  </Grid>
                </Tabs.Content>
                <Tabs.Content value="shipping" forceMount hidden={tab !== 'shipping'}>
                  <RadioGroupField
                    control={form.control}
                    name="inventory.shipping"
                    label={t`Who ships it`}
                    options={SHIPPING_MODES.map((value) => ({ value, label: i18n._(SHIPPING_LABELS[value]) }))}
                  />
                </Tabs.Content>
                <Tabs.Content value="delivery" forceMount hidden={tab !== 'delivery'}>
                  <RadioGroupField
                    control={form.control}
                    name="inventory.delivery"
                    label={t`Where it is delivered`}
                    options={DELIVERY_AREAS.map((value) => ({ value, label: i18n._(DELIVERY_LABELS[value]) }))}
                  />
                </Tabs.Content>
                <Tabs.Content value="attributes" forceMount hidden={tab !== 'attributes'}>
                  <Flex direction="column" gap="2">
                    <CheckboxField
                      control={form.control}
                      name="inventory.fragile"
                      label={t`Fragile (glass, ceramic)`}
                    />
                    <CheckboxField
                      control={form.control}
                      name="inventory.biodegradable"
                      label={t`Compostable packaging`}
                    />
                    <CheckboxField control={form.control} name="inventory.chilled" label={t`Kept chilled in the van`} />
                    <DateField control={form.control} name="inventory.bestBefore" label={t`Best before`} />
                  </Flex>
                </Tabs.Content>
                <Tabs.Content value="advanced" forceMount hidden={tab !== 'advanced'}>
                  <SelectField
                    control={form.control}
                    name="inventory.idType"
                    label={t`Product identifier type`}
                    hint={t`What the barcode is`}
                    options={PRODUCT_ID_TYPES.map((value) => ({ value, label: i18n._(ID_TYPE_LABELS[value]) }))}
                  />
                </Tabs.Content>
              </Box>
            </Tabs.Root>
          </Section>
        </Flex>

        <Flex direction="column" gap="4">
          <Section title={<Trans>Pricing</Trans>}>
            <MoneyField control={form.control} name="price" label={t`Base price`} currency={SHOP_CURRENCY} required />
            <MoneyField
              control={form.control}
              name="discountPrice"
              label={t`Discounted price`}
              hint={t`Leave empty when not on sale`}
              currency={SHOP_CURRENCY}
            />
            <CheckboxField control={form.control} name="taxable" label={t`Charge VAT on this product`} />
            <SwitchField control={form.control} name="inStock" label={t`In stock`} />
          </Section>
          <Section title={<Trans>Organize</Trans>}>
            <InputField control={form.control} name="vendor" label={t`Vendor`} />
            <SelectField
              control={form.control}
              name="category"
              label={t`Category`}
              placeholder={t`Choose a category`}
              options={categoryOptions}
              required
            />
            <InputField control={form.control} name="collection" label={t`Collection`} />
            <SelectField
              control={form.control}
              name="status"
              label={t`Status`}
              options={PRODUCT_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
              required
            />
            <InputField control={form.control} name="tags" label={t`Tags`} hint={t`Separated by commas`} />
          </Section>
          <Flex gap="2" justify="end" wrap="wrap">
            <SubmitButton variant="soft" disabled={uploading > 0} onClick={() => (publishing.current = false)}>
              <Trans>Save</Trans>
            </SubmitButton>
            <SubmitButton disabled={uploading > 0} onClick={() => (publishing.current = true)}>
              <Trans>Publish</Trans>
            </SubmitButton>
          </Flex>
        </Flex>
      </Grid>
    </Form>
  )
}
