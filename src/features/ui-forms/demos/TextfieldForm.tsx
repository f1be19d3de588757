import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { useFormat } from '@/components/format'
import { Form, formMessage, InputField, MoneyField, NumberField, SubmitButton, useZodForm } from '@/components/form'

const schema = z.object({
  account: z.string().optional(),
  name: z
    .string()
    .trim()
    .min(3, formMessage(msg`Give the automation a name of at least 3 characters.`)),
  email: z.email(formMessage(msg`Enter a full email address, like hello@aurora.coffee.`)),
  dailyCap: z
    .number(formMessage(msg`Enter a number.`))
    .int()
    .min(1, formMessage(msg`Send at least one message a day.`))
    .max(500, formMessage(msg`Instagram allows at most 500 automatic messages a day.`)),
  price: z.number(formMessage(msg`Enter a price.`)).positive(formMessage(msg`The price must be above zero.`)),
})

/** InputField, NumberField and MoneyField with react-hook-form and zod; numbers typed the language’s way. */
export default function TextfieldForm() {
  const { t } = useLingui()
  const format = useFormat()
  const [saved, setSaved] = useState<z.output<typeof schema> | null>(null)
  const form = useZodForm(schema, {
    defaultValues: { account: '17841400000000', name: '', email: '', dailyCap: 2000, price: 14.5 },
  })
  return (
    <Form form={form} onSubmit={setSaved} aria-label={t`Coffee giveaway automation`}>
      <InputField control={form.control} name="account" label={t`Account ID`} disabled />
      <InputField control={form.control} name="name" label={t`Automation name`} required />
      <InputField
        control={form.control}
        name="email"
        type="email"
        autoComplete="email"
        label={t`Email for the daily summary`}
        required
      />
      <NumberField
        control={form.control}
        name="dailyCap"
        label={t`Messages a day, at most`}
        hint={t`Sending fewer keeps your account in good standing.`}
        maximumFractionDigits={0}
        required
      />
      <MoneyField control={form.control} name="price" currency="EUR" label={t`Price quoted in the reply`} required />
      <Flex>
        <SubmitButton>{t`Save the automation`}</SubmitButton>
      </Flex>
      {saved && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>
              “{saved.name}” is saved: up to {format.number(saved.dailyCap)} messages a day, quoting{' '}
              {format.money(saved.price, 'EUR')}.
            </Trans>
          </Callout.Text>
        </Callout.Root>
      )}
    </Form>
  )
}
