import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Callout, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { z } from 'zod'
import { Form, formMessage, RadioGroupField, SubmitButton, useZodForm } from '@/components/form'

const schema = z.object({
  tone: z.enum(['friendly', 'formal', 'playful'], formMessage(msg`Choose the tone of the replies.`)),
})

/** RadioGroupField with react-hook-form and zod: nothing chosen is an error, said under the group. */
export default function RadioForm() {
  const { t } = useLingui()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useZodForm(schema, { defaultValues: { tone: undefined } })
  const tones = [
    { value: 'friendly', label: t`Friendly: “Hi Sam! Thanks for your message.”` },
    { value: 'formal', label: t`Formal: “Hello, thank you for contacting us.”` },
    { value: 'playful', label: t`Playful: “Hey there, coffee lover!”` },
  ]
  return (
    <Form
      form={form}
      onSubmit={(values) => setSaved(tones.find((tone) => tone.value === values.tone)?.label ?? null)}
      aria-label={t`Tone of the replies`}
    >
      <RadioGroupField
        control={form.control}
        name="tone"
        label={t`Tone of the replies`}
        hint={t`Used by every automatic reply of this account.`}
        options={tones}
        required
      />
      <Flex>
        <SubmitButton>{t`Save the tone`}</SubmitButton>
      </Flex>
      {saved && (
        <Callout.Root color="grass" role="status">
          <Callout.Text>
            <Trans>Saved. Replies now sound like this: {saved}</Trans>
          </Callout.Text>
        </Callout.Root>
      )}
    </Form>
  )
}
