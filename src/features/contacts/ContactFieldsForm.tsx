import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useRef } from 'react'
import { z } from 'zod'
import { Form, formMessage, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { notify } from '@/components/toast'
import type { ContactSummary } from '@/domain/contacts/apiTypes'
import { checkFieldValue, fieldTypeOf, type ContactFieldDefinition, type FieldType } from '@/domain/contacts/fields'
import { useUpdateContact } from './api'
import { FIELD_REASON_LABELS, FIELD_TYPE_LABELS } from './labels'

const valuesSchema = z.object({
  values: z.array(z.object({ key: z.string(), type: z.string(), value: z.string() })).superRefine((values, context) => {
    values.forEach(({ type, value }, index) => {
      if (value.trim() === '') return
      const checked = checkFieldValue(type as FieldType, value)
      if (!checked.ok)
        context.addIssue({
          code: 'custom',
          path: [index, 'value'],
          message: formMessage(FIELD_REASON_LABELS[checked.reason] ?? FIELD_REASON_LABELS.invalid!),
        })
    })
  }),
})

const INPUT_TYPES: Partial<Record<FieldType, 'email' | 'tel'>> = { email: 'email', phone: 'tel' }

/**
 * The contact's fields by hand: every field the workspace defines, and those flows wrote without a
 * definition (text), each checked against its type before it is sent (and again by the backend).
 * An emptied field is removed.
 */
export function ContactFieldsForm({
  contact,
  definitions,
  editable,
}: {
  contact: ContactSummary
  definitions: readonly ContactFieldDefinition[]
  /** A viewer reads the values; saving is for those who may update contacts. */
  editable: boolean
}) {
  const { t, i18n } = useLingui()
  const update = useUpdateContact()
  const keys = [
    ...definitions.map((definition) => definition.key),
    ...Object.keys(contact.fields).filter((key) => !definitions.some((definition) => definition.key === key)),
  ]
  const initial = keys.map((key) => ({ key, type: fieldTypeOf(definitions, key), value: contact.fields[key] ?? '' }))
  const form = useZodForm(valuesSchema, { defaultValues: { values: initial } })
  // The values as the form last had them from the server (opened, or saved): what a save compares
  // against, whatever was refetched since.
  const known = useRef<Map<string, string> | null>(null)
  known.current ??= new Map(initial.map(({ key, value }) => [key, value]))
  if (keys.length === 0)
    return (
      <Text as="p" size="2" color="gray">
        <Trans>No field yet: define custom fields on the contacts page, or let a flow save answers.</Trans>
      </Text>
    )
  return (
    <Form
      form={form}
      aria-label={t`Fields`}
      onSubmit={async ({ values }) => {
        // Only what the person changed: a value a flow saved since the form opened (an e-mail its
        // question asked for) stays, unless they changed that field too.
        const fields = Object.fromEntries(
          values
            .filter(({ key, value }) => value !== (known.current!.get(key) ?? ''))
            .map(({ key, value }) => [key, value.trim() === '' ? null : value]),
        )
        await update.mutateAsync({ id: contact.id, change: { fields } })
        for (const { key, value } of values) known.current!.set(key, value)
        notify.success(t`Fields saved.`)
      }}
    >
      <Flex direction="column" gap="3">
        {initial.map(({ key, type }, index) => {
          const hint = i18n._(FIELD_TYPE_LABELS[type])
          return type === 'yes-no' ? (
            <SelectField
              key={key}
              control={form.control}
              name={`values.${index}.value`}
              label={key}
              hint={hint}
              disabled={!editable}
              options={[
                { value: 'yes', label: t`Yes` },
                { value: 'no', label: t`No` },
              ]}
            />
          ) : (
            <InputField
              key={key}
              control={form.control}
              name={`values.${index}.value`}
              label={key}
              hint={type === 'date' ? t`${hint}, as YYYY-MM-DD` : hint}
              type={INPUT_TYPES[type] ?? 'text'}
              inputMode={type === 'number' ? 'decimal' : undefined}
              autoComplete="off"
              disabled={!editable}
            />
          )
        })}
        {editable ? (
          <Flex>
            <SubmitButton>
              <Trans>Save fields</Trans>
            </SubmitButton>
          </Flex>
        ) : null}
      </Flex>
    </Form>
  )
}
