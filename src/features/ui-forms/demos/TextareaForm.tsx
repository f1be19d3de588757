import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex, Text, TextArea } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { z } from 'zod'
import { Form, formMessage, SubmitButton, TextAreaField, useZodForm } from '@/components/form'

const schema = z.object({
  message: z
    .string()
    .trim()
    .min(20, formMessage(msg`Write at least 20 characters: a welcome message says who you are.`)),
})

/** TextAreaField with react-hook-form and zod, and a read-only TextArea showing what was saved. */
export default function TextareaForm() {
  const { t } = useLingui()
  const savedId = useId()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useZodForm(schema, { defaultValues: { message: 'Hi!' } })
  return (
    <Form form={form} onSubmit={(values) => setSaved(values.message)} aria-label={t`Welcome message`}>
      <TextAreaField
        control={form.control}
        name="message"
        label={t`Welcome message`}
        hint={t`Sent once to anyone who writes to you for the first time.`}
        rows={3}
        required
      />
      <Flex>
        <SubmitButton>{t`Save the message`}</SubmitButton>
      </Flex>
      {saved && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>The welcome message is saved.</Trans>
          </Callout.Text>
        </Callout.Root>
      )}
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={savedId} size="2" weight="medium">
          <Trans>Message in use (read-only)</Trans>
        </Text>
        {/* Read-only, not disabled: it can still be focused, selected and copied. */}
        <TextArea id={savedId} readOnly value={saved ?? t`Welcome to Aurora Coffee Roasters! How can we help?`} />
      </Flex>
    </Form>
  )
}
