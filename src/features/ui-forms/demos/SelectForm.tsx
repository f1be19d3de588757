import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { Form, formMessage, SelectField, SubmitButton, useZodForm } from '@/components/form'

const schema = z.object({
  trigger: z.string().min(1, formMessage(msg`Choose what starts the automation.`)),
  account: z.string().optional(),
})

/** SelectField with react-hook-form and zod: required, with a hint; a disabled one beside it. */
export default function SelectForm() {
  const { t } = useLingui()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useZodForm(schema, { defaultValues: { trigger: '', account: 'aurora' } })
  const triggers = [
    { value: 'comment', label: t`A comment with a keyword` },
    { value: 'dm', label: t`A direct message` },
    { value: 'mention', label: t`A story mention` },
  ]
  return (
    <Form
      form={form}
      onSubmit={(values) => setSaved(triggers.find((trigger) => trigger.value === values.trigger)?.label ?? null)}
      aria-label={t`Automation trigger`}
    >
      <SelectField
        control={form.control}
        name="account"
        label={t`Instagram account`}
        options={[{ value: 'aurora', label: '@auroracoffee' }]}
        disabled
      />
      <SelectField
        control={form.control}
        name="trigger"
        label={t`What starts the automation`}
        hint={t`You can add conditions on the next step.`}
        placeholder={t`Choose a trigger`}
        options={triggers}
        required
      />
      <Flex>
        <SubmitButton>{t`Continue`}</SubmitButton>
      </Flex>
      {saved && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>Trigger saved: {saved}.</Trans>
          </Callout.Text>
        </Callout.Root>
      )}
    </Form>
  )
}
