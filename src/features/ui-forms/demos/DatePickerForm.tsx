import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { DateField, DateRangeField, toIsoDate } from '@/components/date'
import { useFormat } from '@/components/format'
import { Form, formMessage, SubmitButton, useZodForm } from '@/components/form'

const schema = z
  .object({
    launch: z.iso.date(),
    period: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
  })
  // A schema's own message is a descriptor, translated where the field shows it (docs/kit.md, "Forms").
  .refine(({ launch }) => launch >= toIsoDate(new Date()), {
    path: ['launch'],
    error: formMessage(msg`The launch cannot be in the past.`),
  })
  .refine(({ launch, period }) => !period || period.from >= launch, {
    path: ['period'],
    error: formMessage(msg`The offer cannot start before the launch.`),
  })

/** Date fields in a react-hook-form + zod form: a required day, and a rule across two fields. */
export default function DatePickerForm() {
  const { t } = useLingui()
  const format = useFormat()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useZodForm(schema, { defaultValues: { period: { from: '2020-01-06', to: '2020-01-10' } } })
  return (
    <Form form={form} onSubmit={({ launch }) => setSaved(format.date(launch, { dateStyle: 'long' }))}>
      <Flex direction="column" gap="3" align="start">
        <DateField control={form.control} name="launch" label={t`Automation launch`} required />
        <DateRangeField control={form.control} name="period" label={t`Welcome offer valid`} />
        <SubmitButton>{t`Schedule the launch`}</SubmitButton>
        {saved && (
          <Callout.Root color="grass" role="status">
            <Callout.Text>
              <Trans>The automation launches on {saved}.</Trans>
            </Callout.Text>
          </Callout.Root>
        )}
      </Flex>
    </Form>
  )
}
