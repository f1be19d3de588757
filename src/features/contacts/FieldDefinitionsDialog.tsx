import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex, IconButton, Text } from '@radix-ui/themes'
import { IconTrash } from '@tabler/icons-react'
import { useFieldArray } from 'react-hook-form'
import { z } from 'zod'
import { Form, formMessage, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import { fieldDefinitionSchema, FIELD_TYPES, type ContactFieldDefinition } from '@/domain/contacts/fields'
import { useSaveFieldDefinitions } from './api'
import { FIELD_TYPE_LABELS } from './labels'

const definitionsFormSchema = z.object({
  fields: z
    .array(fieldDefinitionSchema)
    .max(50)
    .superRefine((fields, context) => {
      const seen = new Set<string>()
      fields.forEach((field, index) => {
        if (seen.has(field.key))
          context.addIssue({
            code: 'custom',
            path: [index, 'key'],
            message: formMessage(msg`Another field has this name.`),
          })
        seen.add(field.key)
      })
    }),
})

/**
 * The workspace's custom fields: a name (what flows write with `{{name}}` and set-field steps)
 * and a type, which every value set by hand or imported is checked against. Fields flows already
 * write without a type are offered to type.
 */
export function FieldDefinitionsDialog({
  open,
  onClose,
  fields,
  untyped,
}: {
  open: boolean
  onClose: () => void
  fields: readonly ContactFieldDefinition[]
  untyped: readonly string[]
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>
          <Trans>Custom fields</Trans>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          <Trans>Each field has a type: values typed by hand or imported must fit it.</Trans>
        </Dialog.Description>
        {open ? (
          <DefinitionsForm
            initial={[...fields, ...untyped.map((key) => ({ key, type: 'text' as const }))]}
            onDone={onClose}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function DefinitionsForm({ initial, onDone }: { initial: ContactFieldDefinition[]; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const save = useSaveFieldDefinitions()
  const form = useZodForm(definitionsFormSchema, { defaultValues: { fields: initial } })
  const rows = useFieldArray({ control: form.control, name: 'fields' })
  const typeOptions = FIELD_TYPES.map((type) => ({ value: type, label: i18n._(FIELD_TYPE_LABELS[type]) }))
  return (
    <Form
      form={form}
      aria-label={t`Custom fields`}
      onSubmit={async ({ fields }) => {
        await save.mutateAsync(fields)
        notify.success(t`Custom fields saved.`)
        onDone()
      }}
    >
      {rows.fields.length === 0 ? (
        <Text as="p" size="2" color="gray">
          <Trans>No custom field yet.</Trans>
        </Text>
      ) : null}
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="contact-field-row">
          <legend className="contact-field-row__legend">
            <Trans>Field {index + 1}</Trans>
          </legend>
          <InputField control={form.control} name={`fields.${index}.key`} label={t`Name`} autoComplete="off" required />
          <SelectField
            control={form.control}
            name={`fields.${index}.type`}
            label={t`Type`}
            options={typeOptions}
            required
          />
          <IconButton
            type="button"
            variant="ghost"
            color="red"
            aria-label={t`Remove field ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <IconTrash size={16} aria-hidden />
          </IconButton>
        </fieldset>
      ))}
      <Flex gap="3" justify="between" mt="2" wrap="wrap">
        <Button type="button" variant="soft" onClick={() => rows.append({ key: '', type: 'text' })}>
          <Trans>Add a field</Trans>
        </Button>
        <Flex gap="3">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              <Trans>Cancel</Trans>
            </Button>
          </Dialog.Close>
          <SubmitButton>
            <Trans>Save fields</Trans>
          </SubmitButton>
        </Flex>
      </Flex>
    </Form>
  )
}
