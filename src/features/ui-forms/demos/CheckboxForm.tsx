import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { useFormat } from '@/components/format'
import { CheckboxField, CheckboxGroupField, Form, formMessage, SubmitButton, useZodForm } from '@/components/form'

const schema = z.object({
  sources: z.array(z.string()).min(1, formMessage(msg`Choose at least one source.`)),
  consent: z
    .boolean()
    .refine((accepted) => accepted, formMessage(msg`Accept the Instagram messaging policy to continue.`)),
})

/** CheckboxGroupField (an array) and CheckboxField (a boolean) with react-hook-form and zod. */
export default function CheckboxForm() {
  const { t } = useLingui()
  const format = useFormat()
  const [saved, setSaved] = useState<string[] | null>(null)
  const form = useZodForm(schema, { defaultValues: { sources: [], consent: false } })
  const sources = [
    { value: 'dm', label: t`Direct messages` },
    { value: 'comments', label: t`Comments` },
    { value: 'mentions', label: t`Story mentions` },
  ]
  const labelOf = (value: string) => sources.find((source) => source.value === value)?.label ?? value
  return (
    <Form form={form} onSubmit={(values) => setSaved(values.sources)} aria-label={t`Automation sources`}>
      <CheckboxGroupField
        control={form.control}
        name="sources"
        label={t`What starts the automation`}
        hint={t`The automation runs on each of them.`}
        options={sources}
      />
      <CheckboxField control={form.control} name="consent" label={t`I follow Instagram’s messaging policy`} required />
      <Flex>
        <SubmitButton>{t`Turn the automation on`}</SubmitButton>
      </Flex>
      {saved && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>The automation now runs on: {format.list(saved.map(labelOf))}.</Trans>
          </Callout.Text>
        </Callout.Root>
      )}
    </Form>
  )
}
